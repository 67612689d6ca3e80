/**
 * The site's login form bound to the visit's login form machine and session (spec 000 §5, §7 login; 001 §2 login by
 * code, 'Unblock'): /login/ and the partner app login (/playalogin/) both show it. What happens after the sign-in is
 * the page's: /login/ goes to the landing page, /playalogin/ hands off to the app.
 */
import { useSelector } from '@xstate/react';
import { selectIsLoadingUser } from '../../machines/session.selectors.ts';
import { LoginPage } from '../catalogue/LoginPage.tsx';
import { useVisit } from './VisitContext.tsx';

export interface VisitLoginFormProps {
  /** The page's heading (default 'Log In'). */
  heading?: string;
  /** The e-mail to show when none is typed yet (a form posted without JavaScript comes back with it). */
  email?: string;
  /** A message of the server (a form posted without JavaScript), shown when the machine has none. */
  formError?: string | null;
  /** A notice of the page, shown when the machine has none. */
  notice?: string | null;
  /** The CSRF token of the post without JavaScript (only /login/ takes it). */
  formToken?: string;
}

export function VisitLoginForm({ heading, email = '', formError: pageError = null, notice: pageNotice = null, formToken }: VisitLoginFormProps) {
  const { session, loginForm } = useVisit();
  const loadingUser = useSelector(session, selectIsLoadingUser);
  const submitting = useSelector(loginForm, (s) => s.hasTag('submitting'));
  const fieldErrors = useSelector(loginForm, (s) => s.context.fieldErrors);
  const formError = useSelector(loginForm, (s) => s.context.formError);
  const notice = useSelector(loginForm, (s) => s.context.notice);
  const blocked = useSelector(loginForm, (s) => (s.hasTag('blocked') ? s.context.blocked : null));
  const canResend = useSelector(loginForm, (s) => s.can({ type: 'UNBLOCK_EMAIL_REQUESTED' }));
  const codeLogin = useSelector(loginForm, (s) => s.hasTag('codeLogin'));
  const codeSent = useSelector(loginForm, (s) => s.hasTag('codeSent'));
  const typedEmail = useSelector(loginForm, (s) => s.context.email);
  return (
    <LoginPage
      heading={heading}
      email={typedEmail || email}
      fieldErrors={fieldErrors}
      formError={formError ?? pageError}
      notice={notice ?? pageNotice}
      isSubmitting={submitting || loadingUser}
      formToken={formToken}
      blocked={
        blocked
          ? { message: blocked.message, onResendUnblock: canResend ? () => loginForm.send({ type: 'UNBLOCK_EMAIL_REQUESTED' }) : undefined }
          : null
      }
      onSubmit={(credentials) => loginForm.send({ type: 'LOGIN_SUBMITTED', ...credentials })}
      onFieldEdit={(field) => loginForm.send({ type: 'LOGIN_FIELD_EDITED', field })}
      onChooseCode={() => loginForm.send({ type: 'CODE_LOGIN_CHOSEN' })}
      codeLogin={
        codeLogin
          ? {
              sent: codeSent,
              onRequestCode: (address) => loginForm.send({ type: 'CODE_REQUESTED', email: address }),
              onSubmitCode: (code) => loginForm.send({ type: 'CODE_SUBMITTED', code }),
              onChoosePassword: () => loginForm.send({ type: 'PASSWORD_LOGIN_CHOSEN' }),
            }
          : null
      }
    />
  );
}
