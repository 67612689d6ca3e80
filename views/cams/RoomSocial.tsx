/**
 * The broadcast room's social island (spec 002 §2.3, §2.4, §4.6, §4.7, §8, §9): the tip widget with the room presets,
 * the tip and toy menus, the room chat and its composer. Rendered by the room's screen (BroadcastRoomScreen.tsx) in a
 * chunk of its own, with `RoomSocialProps`; a thin container: it composes the tip, room chat and composer machines
 * through app/router/cam-social-screens.ts with the router context's channel and the visit's cam session (in this
 * chunk only, so none of it weighs on another page), starts them, and binds the presentational parts to them.
 */
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { CamSessionLink } from '../../app/router/cam-room-screens.ts';
import { createCamSocialScreens } from '../../app/router/cam-social-screens.ts';
import type { Services } from '../../app/router/services.ts';
import { type ComposerActor, composerMachine } from '../../machines/composer.machine.ts';
import { SOMETHING_WRONG_TEXT } from '../../machines/rules/cam-dialogs.ts';
import { tipPresets } from '../../machines/rules/tip-presets.ts';
import { type RoomChatActor, roomChatMachine } from '../../machines/room-chat.machine.ts';
import { TIP_SENT_TEXT, tipMachine } from '../../machines/tip.machine.ts';
import { useVisit } from '../containers/VisitContext.tsx';
import { Composer } from './Composer.tsx';
import type { RoomSocialProps } from './contracts.ts';
import { FullAccessDialog, NotEnoughTokensDialog } from './FullAccessDialog.tsx';
import { RoomChat } from './RoomChat.tsx';
import { TipMenu, ToyMenu } from './TipMenu.tsx';
import { TipWidget } from './TipWidget.tsx';
import './room-social.css';

export function RoomSocial({ broadcastId, modelId, tipMenu, toyMenuItems, chatEnabled }: RoomSocialProps) {
  const { services } = useRouteContext({ strict: false }) as { services: Services };
  const router = useRouter();
  // The cam session joins the visit with the cam area (app/system/cam-session.ts); absent, the viewer is a guest.
  const camSession = (useVisit() as unknown as { camSession?: CamSessionLink }).camSession;
  const screens = useMemo(
    () => createCamSocialScreens(services, { navigate: (href) => void router.navigate({ href }) }, camSession),
    [services, router, camSession],
  );
  const viewer = camSession?.getSnapshot().context.facts;

  const composerRef = useRef<ComposerActor | null>(null);
  const chatRef = useRef<RoomChatActor | null>(null);
  const chatLogic = useMemo(
    () => screens.roomChat(roomChatMachine, { settled: (ok) => composerRef.current?.send({ type: 'SEND_SETTLED', ok }) }),
    [screens],
  );
  const composerLogic = useMemo(
    () => screens.composer(composerMachine, { submit: (text) => chatRef.current?.send({ type: 'MESSAGE_SUBMITTED', text }) }),
    [screens],
  );
  const tipLogic = useMemo(() => screens.tip(tipMachine), [screens]);
  const tip = useActorRef(tipLogic, { input: { modelId, inChat: true, viewer } });
  const chat = useActorRef(chatLogic, { input: { broadcastId, viewer } });
  const composer = useActorRef(composerLogic, { input: { showErrors: false } });
  chatRef.current = chat;
  composerRef.current = composer;

  useEffect(() => tip.send({ type: 'MODEL_CHANGED', modelId }), [tip, modelId]);
  useEffect(() => composer.send({ type: 'DISABLED_CHANGED', disabled: !chatEnabled }), [composer, chatEnabled]);

  const balance = useSelector(tip, (s) => s.context.viewer.balance);
  const amount = useSelector(tip, (s) => s.context.amount);
  const tipBusy = useSelector(tip, (s) => s.hasTag('sending'));
  const tipSent = useSelector(tip, (s) => s.hasTag('sent'));
  const tipDialog = useSelector(tip, (s) => s.context.dialog);
  const messages = useSelector(chat, (s) => s.context.messages);
  const hasNew = useSelector(chat, (s) => s.context.hasNewMessages);
  const chatDialog = useSelector(chat, (s) => s.context.dialog);
  const text = useSelector(composer, (s) => s.context.text);
  const caret = useSelector(composer, (s) => s.context.caret);
  const sending = useSelector(composer, (s) => s.hasTag('sending'));
  const pickerOpen = useSelector(composer, (s) => s.context.pickerOpen);
  const composerError = useSelector(composer, (s) => s.context.error);
  const composerDisabled = useSelector(composer, (s) => s.hasTag('disabled'));

  const presets = useMemo(() => tipPresets(balance ?? 0), [balance]);
  const onRead = useCallback(() => chat.send({ type: 'CHAT_READ' }), [chat]);
  const closeDialogs = () => {
    tip.send({ type: 'DIALOG_CLOSED' });
    chat.send({ type: 'DIALOG_CLOSED' });
  };

  return (
    <div className="room-social">
      <TipWidget
        presets={presets}
        amount={amount}
        busy={tipBusy}
        onPreset={(value) => tip.send({ type: 'PRESET_CHOSEN', amount: value })}
        onAmountChange={(value) => tip.send({ type: 'AMOUNT_CHANGED', text: value })}
        onCustomSubmit={() => tip.send({ type: 'CUSTOM_TIP_SUBMITTED' })}
      />
      <div className="room-social__notice" role="status">
        {tipSent ? <span className="room-social__sent">{TIP_SENT_TEXT}</span> : null}
      </div>
      {tipDialog === 'failed' ? (
        <div className="room-social__failed" role="alert">
          <span>{SOMETHING_WRONG_TEXT}</span>
          <button type="button" className="btn btn-sm btn-ghost" onClick={() => tip.send({ type: 'DIALOG_CLOSED' })}>
            Dismiss
          </button>
        </div>
      ) : null}
      <TipMenu
        enabled={tipMenu.enabled}
        items={tipMenu.items}
        busy={tipBusy}
        onBuy={(item) => tip.send({ type: 'TIP_MENU_ITEM_CHOSEN', itemId: item.id, price: item.price })}
      />
      <ToyMenu items={toyMenuItems} busy={tipBusy} onBuy={(item) => tip.send({ type: 'TOY_CHOSEN', itemId: item.id, price: item.price })} />
      <RoomChat messages={messages} hasNewMessages={hasNew} onRead={onRead} />
      <Composer
        text={text}
        caret={caret}
        disabled={!chatEnabled || composerDisabled}
        sending={sending}
        pickerOpen={pickerOpen}
        error={composerError}
        onTextChange={(value) => composer.send({ type: 'TEXT_CHANGED', text: value })}
        onEmoji={(emoji, start, end) => composer.send({ type: 'EMOJI_CHOSEN', emoji, start, end })}
        onTogglePicker={() => composer.send({ type: 'PICKER_TOGGLED' })}
        onClosePicker={() => composer.send({ type: 'PICKER_CLOSED' })}
        onSubmit={() => composer.send({ type: 'SUBMITTED' })}
      />
      {tipDialog === 'fullAccess' || chatDialog === 'fullAccess' ? <FullAccessDialog onClose={closeDialogs} /> : null}
      {tipDialog === 'notEnough' ? <NotEnoughTokensDialog onClose={() => tip.send({ type: 'DIALOG_CLOSED' })} /> : null}
    </div>
  );
}
