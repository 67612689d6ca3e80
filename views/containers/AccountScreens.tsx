/** Log in and log out screens bound to the login form and session machines (spec 000 §4 'Logout', §5 login rules). */
import { useLoaderData, useNavigate, useSearch } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { selectCanLogOut, selectIsGuest, selectIsLoadingUser, selectIsSignedIn, selectLandingAfterLogin } from '../../machines/session.selectors.ts';
import type { LoginSlide } from '../../contracts/content-api.ts';
import { AnnouncementCarousel } from '../catalogue/AnnouncementCarousel.tsx';
import { LoginPage } from '../catalogue/LoginPage.tsx';
import { useVisit } from './VisitContext.tsx';

/** After an unblock link (001 §2 'Unblock'): /login/?unblocked=1, or =0 for a link used or expired. */
export const UNBLOCKED_NOTICE = 'Your account is unblocked. You can log in now.';
export const UNBLOCK_LINK_INVALID = 'This unblock link is no longer valid. If your account is still blocked, log in to get a new one.';

export function LoginScreen() {
  const { session, loginForm } = useVisit();
  const navigate = useNavigate();
  const signedIn = useSelector(session, selectIsSignedIn);
  const landing = useSelector(session, selectLandingAfterLogin);
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
  // A form posted without JavaScript comes back with the server's message and the e-mail typed; an unblock link
  // comes back with unblocked=1 (or 0).
  const posted = useSearch({ strict: false }) as { error?: string; email?: string; unblocked?: 1 | 0 };
  const { formToken, slides = [] } = useLoaderData({ strict: false }) as { formToken?: string; slides?: LoginSlide[] };
  useEffect(() => {
    // A member who must verify goes on to age verification; its machine has heard the sign-in and checks again.
    if (signedIn) void navigate({ href: landing });
  }, [signedIn, landing, navigate]);
  const unblockedNotice = posted.unblocked === 1 ? UNBLOCKED_NOTICE : posted.unblocked === 0 ? UNBLOCK_LINK_INVALID : null;
  return (
    <div className="account-page">
      <LoginPage
        email={typedEmail || posted.email || ''}
        fieldErrors={fieldErrors}
        formError={formError ?? posted.error ?? null}
        notice={notice ?? unblockedNotice}
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
                onRequestCode: (email) => loginForm.send({ type: 'CODE_REQUESTED', email }),
                onSubmitCode: (code) => loginForm.send({ type: 'CODE_SUBMITTED', code }),
                onChoosePassword: () => loginForm.send({ type: 'PASSWORD_LOGIN_CHOSEN' }),
              }
            : null
        }
      />
      {slides.length > 0 ? (
        <section className="account-page__slides" aria-label="What members get">
          <AnnouncementCarousel announcements={slides} />
        </section>
      ) : null}
    </div>
  );
}

export function LogoutScreen() {
  const { session } = useVisit();
  const navigate = useNavigate();
  const guest = useSelector(session, selectIsGuest);
  const canLogOut = useSelector(session, selectCanLogOut);
  // A visitor who was never signed in has nothing to log out of; after a logout the machine redirects.
  const requested = useRef(false);
  useEffect(() => {
    if (canLogOut && !requested.current) {
      requested.current = true;
      session.send({ type: 'LOGOUT_REQUESTED' });
    } else if (guest && !requested.current) void navigate({ to: '/login/' });
  }, [canLogOut, guest, session, navigate]);
  return (
    <div className="account-page" aria-live="polite">
      <p>Logging out…</p>
    </div>
  );
}
