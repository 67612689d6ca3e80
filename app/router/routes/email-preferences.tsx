/**
 * /email-preferences/{uid}/ (spec 001 §2 'E-mail subscription preferences': 'its route is not shown' — this one is
 * the project's; §7 GET {sendService}/v1/subscription/{uid}): the page the 'Manage e-mail preferences' link of the
 * site's e-mails opens. The uid is the key: no sign-in needed. The subscription is read on the server, so the page is
 * rendered with the form (or the invalid link's error). The page is the subscriber's own (never cached for others,
 * never indexed).
 */
import { createRoute } from '@tanstack/react-router';
import { type EmailPreferencesRouteData, emailPreferencesRouteComponent } from '../screens/email-preferences.tsx';
import { rootRoute } from './root.tsx';

export const EMAIL_PREFERENCES_PATH = '/email-preferences/$uid/';

export const emailPreferencesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: EMAIL_PREFERENCES_PATH,
  loader: async ({ context: { services }, params }): Promise<EmailPreferencesRouteData> => {
    services.personalPage();
    return { uid: params.uid, loaded: await services.sendService.subscription(params.uid) };
  },
  staleTime: 0,
  head: ({ match }) => ({
    meta: [{ title: `E-mail Preferences - ${match.context.services.config.siteName}` }, { name: 'robots', content: 'noindex, nofollow' }],
  }),
  component: emailPreferencesRouteComponent,
});
