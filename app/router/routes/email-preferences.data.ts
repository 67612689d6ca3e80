/**
 * /email-preferences/{uid}/'s loader and head (email-preferences.tsx; loaded with the route, app/router/route-code.ts):
 * the subscription read on the server (GET {sendService}/v1/subscription/{uid}); the page is the subscriber's own.
 */
import type { HeadContext, LoaderContext } from '../route-code.ts';
import type { EmailPreferencesRouteData } from '../screens/email-preferences.tsx';

export const emailPreferencesLoader = async ({
  context: { services },
  params,
}: LoaderContext & { params: { uid: string } }): Promise<EmailPreferencesRouteData> => {
  return { uid: params.uid, loaded: await services.sendService.subscription(params.uid) };
};

export const emailPreferencesHead = ({ match }: HeadContext<unknown>) => ({
  meta: [{ title: `E-mail Preferences - ${match.context.services.config.siteName}` }, { name: 'robots', content: 'noindex, nofollow' }],
});
