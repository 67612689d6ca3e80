/**
 * /account-removal/ and /email-change/ (spec 001 §2 'Account actions'): their screen machines do the work. Removal is
 * open to every viewer the gate lets in (the credentials or the link say whose account); the e-mail change form is a
 * member's (401 'You are not authenticated.' otherwise), its link's confirmation needs no sign-in.
 */
import { createRoute } from '@tanstack/react-router';
import { guarded } from '../gate.ts';
import { accountRemovalRouteComponent, emailChangeRouteComponent } from '../screens/account-actions.tsx';
import { postedForm } from '../posted-form.ts';
import { LinkTokenSearch } from '../search.ts';
import { rootRoute } from './root.tsx';

export const accountRemovalRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account-removal/',
  validateSearch: LinkTokenSearch,
  // The forms post without JavaScript too (app/server/form-account.ts): their token, and the outcome they came back with.
  loader: ({ context }) => postedForm(context.services, 'account-removal'),
  staleTime: 0,
  head: ({ match }) => ({
    meta: [{ title: `Remove Your Account - ${match.context.services.config.siteName}` }, { name: 'robots', content: 'noindex, nofollow' }],
  }),
  component: accountRemovalRouteComponent,
});

const requestGuard = guarded(['authenticated']);

export const emailChangeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/email-change/',
  validateSearch: LinkTokenSearch,
  beforeLoad: (opts) => {
    if (!opts.search.token) requestGuard(opts);
  },
  loader: ({ context }) => postedForm(context.services, 'email-change'),
  staleTime: 0,
  head: ({ match }) => ({
    meta: [{ title: `Change Your E-mail - ${match.context.services.config.siteName}` }, { name: 'robots', content: 'noindex, nofollow' }],
  }),
  component: emailChangeRouteComponent,
});
