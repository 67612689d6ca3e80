/** Log in and log out screens bound to the login form and session machines (spec 000 §4 'Logout', §5 login rules). */
import { useLoaderData, useNavigate, useSearch } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { selectCanLogOut, selectIsGuest, selectIsLoadingUser, selectIsSignedIn } from '../../machines/session.selectors.ts';
import type { LoginSlide } from '../../contracts/content-api.ts';
import { AnnouncementCarousel } from '../catalogue/AnnouncementCarousel.tsx';
import { LoginPage } from '../catalogue/LoginPage.tsx';
import { useVisit } from './VisitContext.tsx';

export function LoginScreen() {
  const { session, loginForm } = useVisit();
  const navigate = useNavigate();
  const signedIn = useSelector(session, selectIsSignedIn);
  const loadingUser = useSelector(session, selectIsLoadingUser);
  const submitting = useSelector(loginForm, (s) => s.hasTag('submitting'));
  const fieldErrors = useSelector(loginForm, (s) => s.context.fieldErrors);
  const formError = useSelector(loginForm, (s) => s.context.formError);
  // A form posted without JavaScript comes back with the server's message and the e-mail typed.
  const posted = useSearch({ strict: false }) as { error?: string; email?: string };
  const { formToken, slides = [] } = useLoaderData({ strict: false }) as { formToken?: string; slides?: LoginSlide[] };
  useEffect(() => {
    if (signedIn) void navigate({ to: '/' });
  }, [signedIn, navigate]);
  return (
    <div className="account-page">
      <LoginPage
        email={posted.email ?? ''}
        fieldErrors={fieldErrors}
        formError={formError ?? posted.error ?? null}
        isSubmitting={submitting || loadingUser}
        formToken={formToken}
        onSubmit={(credentials) => loginForm.send({ type: 'LOGIN_SUBMITTED', ...credentials })}
        onFieldEdit={(field) => loginForm.send({ type: 'LOGIN_FIELD_EDITED', field })}
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
