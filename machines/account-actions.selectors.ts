/**
 * Selectors over the account removal and e-mail change snapshots for views (spec 001 §2 'Account actions'): which
 * step shows follows the machines' tags, never their state names.
 */
import type { SnapshotFrom } from 'xstate';
import type { AccountRemovalMachine } from './account-removal.machine.ts';
import type { EmailChangeMachine } from './email-change.machine.ts';

type RemovalSnapshot = SnapshotFrom<AccountRemovalMachine>;
type ChangeSnapshot = SnapshotFrom<EmailChangeMachine>;

export const selectRemovalView = (s: RemovalSnapshot): 'form' | 'triggered' | 'confirm' | 'removed' | 'invalidLink' =>
  s.hasTag('triggered')
    ? 'triggered'
    : s.hasTag('removed')
      ? 'removed'
      : s.hasTag('invalidLink')
        ? 'invalidLink'
        : s.hasTag('confirming')
          ? 'confirm'
          : 'form';
export const selectRemovalBusy = (s: RemovalSnapshot): boolean => s.hasTag('submitting') || s.hasTag('removing');
export const selectRemovalFieldErrors = (s: RemovalSnapshot) => s.context.fieldErrors;
export const selectRemovalFormError = (s: RemovalSnapshot): string | null => s.context.formError;
/** The e-mail typed in a start form the server sent back (posted without JavaScript). */
export const selectRemovalTypedEmail = (s: RemovalSnapshot): string | null => s.context.typedEmail;
/** The link's token, which the confirm step posts without JavaScript. */
export const selectRemovalToken = (s: RemovalSnapshot): string | null => s.context.token;

export const selectChangeView = (s: ChangeSnapshot): 'form' | 'sent' | 'confirming' | 'confirmed' | 'confirmFailed' | 'invalidLink' | 'taken' =>
  s.hasTag('form')
    ? 'form'
    : s.hasTag('sent')
      ? 'sent'
      : s.hasTag('confirmed')
        ? 'confirmed'
        : s.hasTag('invalidLink')
          ? 'invalidLink'
          : s.hasTag('taken')
            ? 'taken'
            : s.hasTag('failed')
              ? 'confirmFailed'
              : 'confirming';
export const selectChangeBusy = (s: ChangeSnapshot): boolean => s.hasTag('submitting');
export const selectChangeEmail = (s: ChangeSnapshot): string | null => s.context.email;
export const selectChangeFieldErrors = (s: ChangeSnapshot) => s.context.fieldErrors;
export const selectChangeFormError = (s: ChangeSnapshot): string | null => s.context.formError;
/** The link's token, which the confirmation posts without JavaScript. */
export const selectChangeToken = (s: ChangeSnapshot): string | null => s.context.token;
