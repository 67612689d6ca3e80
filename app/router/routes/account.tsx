/** Log in, log out (spec 000 §2.2, §4 'Logout') — the session machine does the work; routes only show it. */
import { createRoute } from '@tanstack/react-router';
import { guarded } from '../gate.ts';
import { detailHead } from '../head.ts';
import { lazyScreen } from '../lazy-screen.tsx';
import { LoginSearch } from '../search.ts';
import { rootRoute } from './root.tsx';

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login/',
  validateSearch: LoginSearch,
  beforeLoad: guarded(['guestOnly']),
  // The form's CSRF token, for the post without JavaScript (app/server/csrf-token.ts); the server render issues it.
  // The sliders are loaded only for the verified view (spec 000 §6).
  loader: async ({ context }) => ({
    csrfToken: context.services.csrfToken(),
    slides: context.viewer.verifiedView ? await context.services.content.loginPageSliders() : [],
  }),
  head: ({ match }) => {
    const { config } = match.context.services;
    return detailHead(config, {
      path: '/login/',
      title: `Log In - ${config.siteName}`,
      description: `Log in to your ${config.siteName} account to watch your ${config.acronym} videos and manage your membership.`,
      robots: 'noindex, follow',
    });
  },
  component: lazyScreen(() => import('../../../views/containers/AccountScreens.tsx'), 'LoginScreen', 'views/containers/AccountScreens.tsx'),
});

export const logoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/logout/',
  head: ({ match }) => ({ meta: [{ title: `Log Out - ${match.context.services.config.siteName}` }, { name: 'robots', content: 'noindex' }] }),
  component: lazyScreen(() => import('../../../views/containers/AccountScreens.tsx'), 'LogoutScreen', 'views/containers/AccountScreens.tsx'),
});
