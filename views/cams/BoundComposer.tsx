/**
 * The composer (./Composer.tsx) bound to its machine (machines/composer.machine.ts): the room chat's and the messenger's.
 * `unavailable` is what the place it sits in says (a room not entered, a chat whose participant blocked or muted the
 * user); the machine's own 'disabled' state follows the same fact through DISABLED_CHANGED, which the chat's owner
 * tells it (the room's composition, the messenger's chat).
 */
import { useSelector } from '../containers/use-selector.ts';
import type { ComposerActor } from '../../machines/composer.machine.ts';
import { Composer } from './Composer.tsx';

export function BoundComposer({ composer, unavailable = false }: { composer: ComposerActor; unavailable?: boolean }) {
  const text = useSelector(composer, (s) => s.context.text);
  const caret = useSelector(composer, (s) => s.context.caret);
  const sending = useSelector(composer, (s) => s.hasTag('sending'));
  const pickerOpen = useSelector(composer, (s) => s.context.pickerOpen);
  const error = useSelector(composer, (s) => s.context.error);
  const disabled = useSelector(composer, (s) => s.hasTag('disabled'));
  return (
    <Composer
      text={text}
      caret={caret}
      disabled={unavailable || disabled}
      sending={sending}
      pickerOpen={pickerOpen}
      error={error}
      onTextChange={(value) => composer.send({ type: 'TEXT_CHANGED', text: value })}
      onEmoji={(emoji, start, end) => composer.send({ type: 'EMOJI_CHOSEN', emoji, start, end })}
      onTogglePicker={() => composer.send({ type: 'PICKER_TOGGLED' })}
      onClosePicker={() => composer.send({ type: 'PICKER_CLOSED' })}
      onSubmit={() => composer.send({ type: 'SUBMITTED' })}
    />
  );
}
