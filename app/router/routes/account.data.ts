/** The login page's loader and head (account.tsx; loaded with the route, app/router/route-code.ts). */
import { detailHead } from '../head.ts';
import type { HeadContext, LoaderContext } from '../route-code.ts';

// The form's CSRF token, for the post without JavaScript (app/server/csrf-token.ts); the server render issues it.
// The sliders are loaded only for the verified view (spec 000 §6).
export const loginLoader = async ({ context }: LoaderContext) => ({
  csrfToken: context.services.csrfToken(),
  slides: context.viewer.verifiedView ? await context.services.content.loginPageSliders() : [],
});

export const loginHead = ({ match }: HeadContext<unknown>) => {
  const { config } = match.context.services;
  return detailHead(config, {
    path: '/login/',
    title: `Log In - ${config.siteName}`,
    description: `Log in to your ${config.siteName} account to watch your ${config.acronym} videos and manage your membership.`,
    robots: 'noindex, follow',
  });
};
