/**
 * /reset-password/ (spec 001 §2 'Account actions'; 000 §4: open to every viewer, no route guard of its own; §2.3: no
 * breadcrumbs). Without a token: the restore form; with ?token=…: the loader checks it, so the server renders the
 * new-password form or the invalid-link state (the screen checks again itself when this call failed). The forms also
 * post without JavaScript (app/server/form-account.ts); the loader hands the screen the outcome they came back with.
 */
import { createRoute } from '@tanstack/react-router';
import { postedForm } from '../posted-form.ts';
import { LinkTokenSearch } from '../search.ts';
import { resetPasswordRouteComponent } from '../screens/reset-password.tsx';
import { rootRoute } from './root.tsx';

export const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset-password/',
  validateSearch: LinkTokenSearch,
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: async ({ context, deps }) => {
    // A form posted without JavaScript comes back here with its outcome; the forms carry the CSRF token.
    const { posted, csrfToken } = postedForm(context.services, 'reset-password');
    if (!deps.token) return { token: null, check: null, posted, csrfToken };
    // The page of a link is the visitor's own and changes once the link is used: never kept by a cache.
    context.services.personalPage();
    // Once the new password is set the link is used: no need to check it again.
    const check = posted?.step === 'done' ? null : await context.services.site.checkResetToken(deps.token);
    return { token: deps.token, check, posted, csrfToken };
  },
  // A link is single-use: a visit always checks it afresh.
  staleTime: 0,
  preloadStaleTime: 0,
  head: ({ match }) => ({
    meta: [{ title: `Reset Password - ${match.context.services.config.siteName}` }, { name: 'robots', content: 'noindex, nofollow' }],
  }),
  component: resetPasswordRouteComponent,
});
