/**
 * /account-removal/ and /email-change/ bound to their screen machines (spec 001 §2 'Account actions'). The route
 * composes the machine and hands its actor here; this container only reads the snapshot and sends events.
 */
import { useSelector } from './use-selector.ts';
import type { ActorRefFrom } from 'xstate';
import {
  selectChangeBusy,
  selectChangeEmail,
  selectChangeFieldErrors,
  selectChangeFormError,
  selectChangeToken,
  selectChangeView,
  selectRemovalBusy,
  selectRemovalFieldErrors,
  selectRemovalFormError,
  selectRemovalToken,
  selectRemovalTypedEmail,
  selectRemovalView,
} from '../../machines/account-actions.selectors.ts';
import type { AccountRemovalMachine } from '../../machines/account-removal.machine.ts';
import type { EmailChangeMachine } from '../../machines/email-change.machine.ts';
import { AccountRemovalPage, EmailChangePage } from '../account/AccountActionPages.tsx';

/** `csrfToken`: the forms' CSRF token for the post without JavaScript ('' after a client navigation). */
export function AccountRemovalScreen({ removal, csrfToken = '' }: { removal: ActorRefFrom<AccountRemovalMachine>; csrfToken?: string }) {
  const view = useSelector(removal, selectRemovalView);
  const busy = useSelector(removal, selectRemovalBusy);
  const fieldErrors = useSelector(removal, selectRemovalFieldErrors);
  const formError = useSelector(removal, selectRemovalFormError);
  const typedEmail = useSelector(removal, selectRemovalTypedEmail);
  const token = useSelector(removal, selectRemovalToken);
  return (
    <AccountRemovalPage
      view={view}
      typedEmail={typedEmail}
      token={token}
      csrfToken={csrfToken}
      busy={busy}
      fieldErrors={fieldErrors}
      formError={formError}
      onSubmit={({ email, password }) => removal.send({ type: 'REMOVAL_SUBMITTED', email, password })}
      onFieldEdit={(field) => removal.send({ type: 'REMOVAL_FIELD_EDITED', field })}
      onConfirm={() => removal.send({ type: 'REMOVE_CONFIRMED' })}
    />
  );
}

export function EmailChangeScreen({ change, csrfToken = '' }: { change: ActorRefFrom<EmailChangeMachine>; csrfToken?: string }) {
  const view = useSelector(change, selectChangeView);
  const busy = useSelector(change, selectChangeBusy);
  const email = useSelector(change, selectChangeEmail);
  const fieldErrors = useSelector(change, selectChangeFieldErrors);
  const formError = useSelector(change, selectChangeFormError);
  const token = useSelector(change, selectChangeToken);
  return (
    <EmailChangePage
      view={view}
      token={token}
      csrfToken={csrfToken}
      busy={busy}
      email={email}
      fieldErrors={fieldErrors}
      formError={formError}
      onSubmit={(value) => change.send({ type: 'CHANGE_SUBMITTED', email: value })}
      onFieldEdit={() => change.send({ type: 'CHANGE_FIELD_EDITED', field: 'email' })}
      onRetry={() => change.send({ type: 'CONFIRM_RETRIED' })}
    />
  );
}
