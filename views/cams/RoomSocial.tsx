import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import { SOMETHING_WRONG_TEXT } from '../../machines/rules/cam-dialogs.ts';
import { tipPresets } from '../../machines/rules/tip-presets.ts';
import { TIP_SENT_TEXT } from '../../machines/tip.machine.ts';
import { Composer } from './Composer.tsx';
import type { RoomSocialProps } from './contracts.ts';
import { FullAccessDialog, NotEnoughTokensDialog } from './FullAccessDialog.tsx';
import { RoomChat } from './RoomChat.tsx';
import { TipMenu, ToyMenu } from './TipMenu.tsx';
import { TipWidget } from './TipWidget.tsx';
import './room-social.css';

export function RoomSocial({ actors, modelId, tipMenu, toyMenuItems, chatEnabled }: RoomSocialProps) {
  const { tip, chat, composer } = actors;
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
