/**
 * The broadcast room's social island (spec 002 §2.4, §4.6, §4.7): the tip widget with the room's presets (§9, from the
 * balance), the tip and toy menus, the room chat and the composer, each bound to its machine (composed and started by
 * the room's route, which has the tip follow the room's model and the composer the room's chat availability). The chat
 * is shown enabled while the room is entered and not banned; in a banned room the tips and menus are disabled too.
 */
import { useSelector } from '../containers/use-selector.ts';
import { useCallback, useMemo } from 'react';
import { tipPresets } from '../../domain/tip-presets.ts';
import { useIsSSR } from '../chrome/use-is-ssr.ts';
import { BoundComposer } from './BoundComposer.tsx';
import { BoundTip } from './BoundTip.tsx';
import type { RoomSocialProps } from './contracts.ts';
import { FullAccessDialog } from './FullAccessDialog.tsx';
import { RoomChat } from './RoomChat.tsx';
import { TipMenu, ToyMenu } from './TipMenu.tsx';
import './room-social.css';

export function RoomSocial({ actors, tipMenu, toyMenuItems, chatEnabled, banned = false }: RoomSocialProps) {
  const { tip, chat, composer } = actors;

  const balance = useSelector(tip, (s) => s.context.viewer.balance);
  const tipBusy = useSelector(tip, (s) => s.hasTag('sending'));
  const messages = useSelector(chat, (s) => s.context.messages);
  const hasNew = useSelector(chat, (s) => s.context.hasNewMessages);
  const chatDialog = useSelector(chat, (s) => s.context.dialog);

  // The server knows no balance: the hydrating render draws the presets it drew, the balance's come right after.
  const hydrating = useIsSSR();
  const presets = useMemo(() => tipPresets(hydrating ? 0 : (balance ?? 0)), [hydrating, balance]);
  const onRead = useCallback(() => chat.send({ type: 'CHAT_READ' }), [chat]);

  return (
    <div className="room-social">
      <BoundTip tip={tip} presets={presets} disabled={banned} />
      <TipMenu
        enabled={tipMenu.enabled}
        items={tipMenu.items}
        busy={tipBusy || banned}
        onBuy={(item) => tip.send({ type: 'TIP_MENU_ITEM_CHOSEN', itemId: item.id, price: item.price })}
      />
      <ToyMenu items={toyMenuItems} busy={tipBusy || banned} onBuy={(item) => tip.send({ type: 'TOY_CHOSEN', itemId: item.id, price: item.price })} />
      <RoomChat messages={messages} hasNewMessages={hasNew} onRead={onRead} />
      <BoundComposer composer={composer} unavailable={!chatEnabled} />
      {chatDialog === 'fullAccess' ? <FullAccessDialog onClose={() => chat.send({ type: 'DIALOG_CLOSED' })} /> : null}
    </div>
  );
}
