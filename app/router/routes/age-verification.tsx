/** /age-verification/ (spec 000 §4 'Age verification'): the age-verification machine of the visit does the work. */
import { createRoute } from '@tanstack/react-router';
import type { AgeVerificationNoScript } from '../../../views/account/AgeVerificationDialog.tsx';
import { guarded } from '../gate.ts';
import { lazyScreen } from '../lazy-screen.tsx';
import { rootRoute } from './root.tsx';

export const ageVerificationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/age-verification/',
  // A member's page: a visitor who is not logged in has nothing to verify (401 'You are not authenticated.').
  beforeLoad: guarded(['authenticated']),
  // Verify Now posts without JavaScript too (app/server/form-account.ts): its CSRF token, and what the page shows a
  // visitor without JavaScript: a member who must verify gets Verify Now; back from the provider (?sessionId=), the
  // check's text and that its end (the machine's poll) needs JavaScript.
  loader: ({ context, location }) => ({
    csrfToken: context.services.csrfToken(),
    noScript: (context.viewer.mustVerify
      ? 'sessionId' in (location.search as Record<string, unknown>)
        ? 'returned'
        : 'verify'
      : null) satisfies AgeVerificationNoScript,
  }),
  head: ({ match }) => ({
    meta: [{ title: `Age Verification - ${match.context.services.config.siteName}` }, { name: 'robots', content: 'noindex, nofollow' }],
  }),
  component: lazyScreen(
    () => import('../../../views/containers/AgeVerificationScreen.tsx'),
    'AgeVerificationScreen',
    'views/containers/AgeVerificationScreen.tsx',
  ),
});
