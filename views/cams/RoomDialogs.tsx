/**
 * The broadcast room's dialogs (spec 002 §4.3, §8), plain data and callbacks: the full-access confirm and the
 * not-enough-tokens dialog (shared with the social island, FullAccessDialog.tsx), a titled message with OK (request
 * already sent, request errors, settings changed, the default refusal with its hint), low balance ('Buy Tokens' in a
 * private show, 'Get Tokens' in spy mode) and 'The Private Show is over!' with the compliment presets and 'Compliment'.
 * react-aria modals (views/ui/Popup.tsx): focus is kept inside and goes back to the control that opened them.
 */
import { useId } from 'react';
import type { ComplimentInfo, RoomDialog as RoomDialogData } from '../../domain/broadcast-room.ts';
import { BUY_TOKENS_LABEL, COMPLIMENT_LABEL, GET_TOKENS_LABEL, SHOW_OVER_TITLE, lowBalanceText } from '../../domain/cam-dialogs.ts';
import { TOKENS_PATH } from '../../domain/cam-routes.ts';
import { AppLink } from '../ui/AppLink.tsx';
import { Button, buttonClassName } from '../ui/Button.tsx';
import { Popup } from '../ui/Popup.tsx';
import { FullAccessDialog, NotEnoughTokensDialog } from './FullAccessDialog.tsx';
import './cam-dialogs.css';

export type RoomDialogProps = {
  dialog: RoomDialogData;
  compliment: { info: ComplimentInfo; amount: number };
  busy: boolean;
  onClose(): void;
  onComplimentAmount(amount: number): void;
  onCompliment(): void;
};

export function RoomDialog({ dialog, compliment, busy, onClose, onComplimentAmount, onCompliment }: RoomDialogProps) {
  switch (dialog.kind) {
    case 'fullAccess':
      return <FullAccessDialog onClose={onClose} />;
    case 'notEnough':
      return <NotEnoughTokensDialog onClose={onClose} />;
    case 'message':
      return (
        <Popup title={dialog.title} onClose={onClose} className="cam-dialog">
          <p className="cam-dialog__text">{dialog.text}</p>
          {dialog.hint ? <p className="cam-dialog__hint">{dialog.hint}</p> : null}
          <div className="cam-dialog__actions">
            <Button variant="primary" onPress={onClose}>
              OK
            </Button>
          </div>
        </Popup>
      );
    case 'lowBalance':
      return (
        <Popup title={dialog.mode === 'private' ? 'Private show' : 'Spy mode'} onClose={onClose} className="cam-dialog">
          <p className="cam-dialog__text">{lowBalanceText(dialog.remainingMinutes, dialog.mode)}</p>
          <div className="cam-dialog__actions">
            <AppLink href={TOKENS_PATH} className={buttonClassName('primary')} onClick={onClose}>
              {dialog.mode === 'private' ? BUY_TOKENS_LABEL : GET_TOKENS_LABEL}
            </AppLink>
          </div>
        </Popup>
      );
    case 'showOver':
      return (
        <ShowOverDialog compliment={compliment} busy={busy} onClose={onClose} onComplimentAmount={onComplimentAmount} onCompliment={onCompliment} />
      );
  }
}

function ShowOverDialog({ compliment, busy, onClose, onComplimentAmount, onCompliment }: Omit<RoomDialogProps, 'dialog'>) {
  const amountId = useId();
  const { info, amount } = compliment;
  const offered = info.privateRequestId !== '' && info.presetList.length > 0;
  return (
    <Popup title={SHOW_OVER_TITLE} onClose={onClose} className="cam-dialog">
      {offered ? (
        <>
          <p className="cam-dialog__text">Thank the model with a compliment:</p>
          <fieldset className="cam-dialog__presets">
            <legend className="visually-hidden">Compliment amount</legend>
            {info.presetList.map((preset) => (
              <Button key={preset} size="sm" aria-pressed={preset === amount} onPress={() => onComplimentAmount(preset)}>
                {`${preset} tokens`}
              </Button>
            ))}
          </fieldset>
          <label className="cam-dialog__amount" htmlFor={amountId}>
            Tokens
            <input
              id={amountId}
              inputMode="numeric"
              value={amount > 0 ? String(amount) : ''}
              onChange={(e) => onComplimentAmount(Number(e.currentTarget.value.replace(/\D/g, '')) || 0)}
            />
          </label>
        </>
      ) : null}
      <div className="cam-dialog__actions">
        <Button variant="primary" onPress={onCompliment} disabled={busy}>
          {COMPLIMENT_LABEL}
        </Button>
      </div>
    </Popup>
  );
}
