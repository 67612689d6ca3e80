/** Log in and log out screens bound to the login form and session machines (spec 000 §4 'Logout', §5 login rules). */
import { useLoaderData, useNavigate, useSearch } from '@tanstack/react-router';
import { useSelector } from './use-selector.ts';
import { useEffect, useRef } from 'react';
import { selectCanLogOut, selectIsGuest, selectIsSignedIn, selectLandingAfterLogin } from '../../machines/session.selectors.ts';
import type { LoginSlide } from '../../contracts/content-api.ts';
import { AnnouncementCarousel } from '../catalogue/AnnouncementCarousel.tsx';
import { UNBLOCK_EMAIL_SENT, codeSentNotice } from '../../domain/login-notices.ts';
import { useVisit } from './VisitContext.tsx';
import { type PostedLogin, VisitLoginForm } from './VisitLoginForm.tsx';

/** After an unblock link (001 §2 'Unblock'): /login/?unblocked=1, or =0 for a link used or expired. */
export const UNBLOCKED_NOTICE = 'Your account is unblocked. You can log in now.';
export const UNBLOCK_LINK_INVALID = 'This unblock link is no longer valid. If your account is still blocked, log in to get a new one.';

export function LoginScreen() {
  const { session } = useVisit();
  const navigate = useNavigate();
  const signedIn = useSelector(session, selectIsSignedIn);
  const landing = useSelector(session, selectLandingAfterLogin);
  // A form posted without JavaScript comes back with the server's message and the e-mail typed (the code login: its
  // step; a blocked account: allowResendEmail); an unblock link comes back with unblocked=1 (or 0).
  const posted = useSearch({ strict: false }) as PostedLogin;
  const postedCode = posted.mode === 'code';
  const { csrfToken, slides = [] } = useLoaderData({ strict: false }) as { csrfToken?: string; slides?: LoginSlide[] };
  useEffect(() => {
    // A member who must verify goes on to age verification; its machine has heard the sign-in and checks again.
    if (signedIn) void navigate({ href: landing });
  }, [signedIn, landing, navigate]);
  const postedNotice =
    posted.unblocked === 1
      ? UNBLOCKED_NOTICE
      : posted.unblocked === 0
        ? UNBLOCK_LINK_INVALID
        : posted.unblockSent === 1
          ? UNBLOCK_EMAIL_SENT
          : postedCode && posted.sent === 1 && posted.email
            ? codeSentNotice(posted.email)
            : null;
  return (
    <div className="account-page">
      <VisitLoginForm posted={posted} notice={postedNotice} csrfToken={csrfToken} />
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
