/**
 * The room's way into the model's private chat (spec 002 §2.1 'A cam room page is also reached from the messenger', §4.9
 * 'Opening a model's chat may first ask for the model's chat client id and create a private chat', §4.7 'Message'): a
 * button that asks the visit's messenger for the chat. A guest gets 'Get full access to Live VR Cams.', a viewer who may
 * not write goes to /tokens/, a member's chat opens in the panel.
 */
import { useSelector } from './use-selector.ts';
import { Button } from '../ui/Button.tsx';
import { Icon } from '../ui/Icon.tsx';
import { useOnDemand } from './VisitContext.tsx';

export function MessageModelButton({ modelId, name }: { modelId: string; name: string }) {
  // A room loads the messenger (a guest's press gets the full-access prompt from it); the button shows once it is on.
  const messenger = useOnDemand('messenger', { load: true });
  const on = useSelector(messenger, (s) => s !== undefined && !s.matches('off') && !s.matches('starting'));
  if (!messenger || !on || !modelId) return null;
  return (
    <Button
      size="sm"
      className="cam-room__message"
      aria-label={`Message ${name}`}
      onPress={() => messenger.send({ type: 'MODEL_CHAT_REQUESTED', modelId })}
    >
      <Icon name="chat" size={18} />
      <span>Message</span>
    </Button>
  );
}
