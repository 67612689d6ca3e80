/**
 * The site's login form bound to the visit's login form machine and session (spec 000 §5, §7 login; 001 §2 login by
 * code, 'Unblock'): /login/ and the partner app login (/playalogin/) both show it. What happens after the sign-in is
 * the page's: /login/ goes to the landing page, /playalogin/ hands off to the app.
 */
import { useSelector } from './use-selector.ts';
import type { FieldErrors } from '../../domain/validation.ts';
import { useEffect } from 'react';
import { selectIsLoadingUser } from '../../machines/session.selectors.ts';
import { LoginPage } from '../catalogue/LoginPage.tsx';
import { useOnDemand, useOnDemandSend, useVisit } from './VisitContext.tsx';

const NO_FIELD_ERRORS: FieldErrors = {};

/** /login/'s query after a post without JavaScript (app/router/search.ts LoginSearch, app/server/form-login.ts). */
export type PostedLogin = {
  error?: string;
  email?: string;
  unblocked?: 1 | 0;
  allowResendEmail?: 1;
  mode?: 'code';
  sent?: 1;
  codeError?: string;
  unblockSent?: 1;
};

export interface VisitLoginFormProps {
  /** The page's heading (default 'Log In'). */
  heading?: string;
  /**
   * What a form posted without JavaScript came back with: the e-mail typed, the server's message (shown when the
   * machine has none), the code login's step and its error, a blocked account whose resend is a post.
   */
  posted?: PostedLogin;
  /** A notice of the page, shown when the machine has none. */
  notice?: string | null;
  /** The CSRF token of the post without JavaScript (only /login/ takes it). */
  csrfToken?: string;
}

export function VisitLoginForm({ heading, posted = {}, notice: pageNotice = null, csrfToken }: VisitLoginFormProps) {
  const { session } = useVisit();
  // The form's machine is loaded with the form (the login page, the login dialog); until it is there the form is the
  // server's (it posts without JavaScript), and what is submitted meanwhile waits for it.
  const loginForm = useOnDemand('loginForm', { load: true });
  const send = useOnDemandSend('loginForm');
  const loadingUser = useSelector(session, selectIsLoadingUser);
  const submitting = useSelector(loginForm, (s) => s?.hasTag('submitting') ?? false);
  const fieldErrors = useSelector(loginForm, (s) => s?.context.fieldErrors ?? NO_FIELD_ERRORS);
  const formError = useSelector(loginForm, (s) => s?.context.formError ?? null);
  const notice = useSelector(loginForm, (s) => s?.context.notice ?? null);
  const blocked = useSelector(loginForm, (s) => (s?.hasTag('blocked') ? s.context.blocked : null));
  const canResend = useSelector(loginForm, (s) => s?.can({ type: 'UNBLOCK_EMAIL_REQUESTED' }) ?? false);
  const codeLogin = useSelector(loginForm, (s) => s?.hasTag('codeLogin') ?? false);
  const codeSent = useSelector(loginForm, (s) => s?.hasTag('codeSent') ?? false);
  const typedEmail = useSelector(loginForm, (s) => s?.context.email ?? '');
  // Landing on the code step (?mode=code) with the script running: the machine goes there too.
  const postedCode = posted.mode === 'code';
  useEffect(() => {
    if (postedCode) send({ type: 'CODE_LOGIN_CHOSEN' });
  }, [postedCode, send]);
  const showCode = codeLogin || postedCode;
  // A blocked account the form post came back with (423): its message, and the resend as a post.
  const postedBlocked = !blocked && posted.allowResendEmail === 1 && posted.error ? { message: posted.error, resendPosts: true } : null;
  return (
    <LoginPage
      machine={loginForm ? 'came' : 'waiting'}
      heading={heading}
      email={typedEmail || posted.email || ''}
      fieldErrors={posted.codeError && Object.keys(fieldErrors).length === 0 ? { code: [posted.codeError] } : fieldErrors}
      formError={formError ?? (postedBlocked ? null : (posted.error ?? null))}
      notice={notice ?? pageNotice}
      isSubmitting={submitting || loadingUser}
      csrfToken={csrfToken}
      blocked={
        blocked
          ? { message: blocked.message, onResendUnblock: canResend ? () => send({ type: 'UNBLOCK_EMAIL_REQUESTED' }) : undefined }
          : postedBlocked
      }
      onSubmit={(credentials) => send({ type: 'LOGIN_SUBMITTED', ...credentials })}
      onFieldEdit={(field) => send({ type: 'LOGIN_FIELD_EDITED', field })}
      onChooseCode={() => send({ type: 'CODE_LOGIN_CHOSEN' })}
      codeLogin={
        showCode
          ? {
              sent: codeSent || (!codeLogin && posted.sent === 1),
              onRequestCode: (address) => send({ type: 'CODE_REQUESTED', email: address }),
              onSubmitCode: (code) => send({ type: 'CODE_SUBMITTED', code }),
              onChoosePassword: () => send({ type: 'PASSWORD_LOGIN_CHOSEN' }),
            }
          : null
      }
    />
  );
}
