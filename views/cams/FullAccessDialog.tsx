/**
 * The cam area's shared confirm dialogs (spec 002 §4.7, §8): 'Get full access to Live VR Cams.' for guests who press a
 * paid control, tip or chat ('Log In' → /login/, 'Get Tokens' → /tokens/), and the not-enough-tokens dialog
 * ('Oops, not enough tokens!' / 'Sorry, you don`t have enough tokens 😔' / 'Get Tokens'). Used by the broadcast room
 * and the room's social island. react-aria modal (views/ui/Popup.tsx): focus goes back to the control that opened it.
 */
import { FULL_ACCESS_TITLE, GET_TOKENS_LABEL, LOGIN_PATH, LOG_IN_LABEL, NOT_ENOUGH_TEXT, NOT_ENOUGH_TITLE } from '../../domain/cam-dialogs.ts';
import { TOKENS_PATH } from '../../domain/cam-routes.ts';
import { buttonClassName } from '../ui/Button.tsx';
import { AppLink } from '../ui/AppLink.tsx';
import { Popup } from '../ui/Popup.tsx';
import './cam-dialogs.css';

export type FullAccessDialogProps = { onClose(): void };

/** 'Get full access to Live VR Cams.' with 'Log In' and 'Get Tokens' (links: a click closes the dialog and navigates). */
export function FullAccessDialog({ onClose }: FullAccessDialogProps) {
  return (
    <Popup title={FULL_ACCESS_TITLE} onClose={onClose} className="cam-dialog">
      <div className="cam-dialog__actions">
        <AppLink href={LOGIN_PATH} className={buttonClassName('default')} onClick={onClose}>
          {LOG_IN_LABEL}
        </AppLink>
        <AppLink href={TOKENS_PATH} className={buttonClassName('primary')} onClick={onClose}>
          {GET_TOKENS_LABEL}
        </AppLink>
      </div>
    </Popup>
  );
}

/** 'Oops, not enough tokens!' with 'Get Tokens' (to /tokens/). */
export function NotEnoughTokensDialog({ onClose }: { onClose(): void }) {
  return (
    <Popup title={NOT_ENOUGH_TITLE} onClose={onClose} className="cam-dialog">
      <p className="cam-dialog__text">{NOT_ENOUGH_TEXT}</p>
      <div className="cam-dialog__actions">
        <AppLink href={TOKENS_PATH} className={buttonClassName('primary')} onClick={onClose}>
          {GET_TOKENS_LABEL}
        </AppLink>
      </div>
    </Popup>
  );
}
