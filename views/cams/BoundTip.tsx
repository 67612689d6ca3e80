/**
 * The tip widget (./TipWidget.tsx) bound to the tip flow (machines/tip.machine.ts): the room's presets or the
 * messenger's, the success notice where the flow shows it (the room chat), the failure notice, and the flow's dialogs
 * ('Get full access to Live VR Cams.', 'Oops, not enough tokens!').
 */
import { useSelector } from '../containers/use-selector.ts';
import { SOMETHING_WRONG_TEXT } from '../../domain/cam-dialogs.ts';
import { TIP_SENT_TEXT } from '../../domain/tip-presets.ts';
import { isDrawn } from '../../machines/first-snapshot.ts';
import type { TipActor } from '../../machines/tip.machine.ts';
import { FullAccessDialog, NotEnoughTokensDialog } from './FullAccessDialog.tsx';
import { TipWidget } from './TipWidget.tsx';

export function BoundTip({ tip, presets, disabled = false }: { tip: TipActor; presets: readonly number[]; disabled?: boolean }) {
  const amount = useSelector(tip, (s) => s.context.amount);
  // The custom amount is typed into the machine's context: not before the machine has come.
  const drawn = useSelector(tip, isDrawn);
  const busy = useSelector(tip, (s) => s.hasTag('sending'));
  const sent = useSelector(tip, (s) => s.hasTag('sent'));
  const dialog = useSelector(tip, (s) => s.context.dialog);
  const close = () => tip.send({ type: 'DIALOG_CLOSED' });
  return (
    <>
      <TipWidget
        presets={presets}
        amount={amount}
        busy={busy}
        disabled={disabled || drawn}
        onPreset={(value) => tip.send({ type: 'PRESET_CHOSEN', amount: value })}
        onAmountChange={(value) => tip.send({ type: 'AMOUNT_CHANGED', text: value })}
        onCustomSubmit={() => tip.send({ type: 'CUSTOM_TIP_SUBMITTED' })}
      />
      <div className="tip-widget__notice" role="status">
        {sent ? <span className="tip-widget__sent">{TIP_SENT_TEXT}</span> : null}
      </div>
      {dialog === 'failed' ? (
        <div className="tip-widget__failed" role="alert">
          <span>{SOMETHING_WRONG_TEXT}</span>
          <button type="button" className="btn btn-sm btn-ghost" onClick={close}>
            Dismiss
          </button>
        </div>
      ) : null}
      {dialog === 'fullAccess' ? <FullAccessDialog onClose={close} /> : null}
      {dialog === 'notEnough' ? <NotEnoughTokensDialog onClose={close} /> : null}
    </>
  );
}
