/**
 * /reset-password/ bound to its screen machine (spec 001 §2 'Account actions'): narrow selectors for the step, the
 * errors and the busy flag, and named callbacks that send the machine's events. The route composes the machine.
 */
import { useSelector } from './use-selector.ts';
import type { ActorRefFrom } from 'xstate';
import type { ResetPasswordTag, resetPasswordMachine } from '../../machines/reset-password.machine.ts';
import { type ResetPasswordStep, ResetPasswordPage } from '../account/ResetPasswordPage.tsx';

export type ResetPasswordRef = ActorRefFrom<typeof resetPasswordMachine>;

const STEPS: readonly (ResetPasswordStep & ResetPasswordTag)[] = ['restore', 'sent', 'checking', 'checkFailed', 'invalid', 'newPassword', 'done'];

/** `csrfToken`: the forms' CSRF token for the post without JavaScript ('' after a client navigation). */
export function ResetPasswordScreen({ screen, csrfToken = '' }: { screen: ResetPasswordRef; csrfToken?: string }) {
  const step = useSelector(screen, (s) => STEPS.find((tag) => s.hasTag(tag)) ?? 'checking');
  const busy = useSelector(screen, (s) => s.hasTag('busy'));
  const fieldErrors = useSelector(screen, (s) => s.context.fieldErrors);
  const formError = useSelector(screen, (s) => s.context.formError);
  const sentTo = useSelector(screen, (s) => s.context.sentTo);
  const accountEmail = useSelector(screen, (s) => s.context.accountEmail);
  const typedEmail = useSelector(screen, (s) => s.context.typedEmail);
  const token = useSelector(screen, (s) => s.context.token);
  return (
    <div className="account-page">
      <ResetPasswordPage
        step={step}
        busy={busy}
        fieldErrors={fieldErrors}
        formError={formError}
        sentTo={sentTo}
        accountEmail={accountEmail}
        typedEmail={typedEmail}
        token={token}
        csrfToken={csrfToken}
        onRestore={(email) => screen.send({ type: 'RESTORE_SUBMITTED', email })}
        onNewPassword={(fields) => screen.send({ type: 'PASSWORD_SUBMITTED', ...fields })}
        onFieldEdit={(field) => screen.send({ type: 'FIELD_EDITED', field })}
        onNewLink={() => screen.send({ type: 'NEW_LINK_REQUESTED' })}
        onRetryCheck={() => screen.send({ type: 'CHECK_RETRIED' })}
      />
    </div>
  );
}
