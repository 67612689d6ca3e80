/**
 * The partner app login's plain rules and texts (/playalogin/; spec 000 §2.2 'partner-login path', §4 the gate lets
 * every viewer open it; 001 §2 leaves its behaviour to us: README 'Partner app login').
 */

/** The page's heading, naming the app that asks. */
export const partnerLoginHeading = (appName: string) => `Sign in to continue to ${appName}`;
/** The heading without a registered app to name. */
export const PARTNER_LOGIN_PLAIN_HEADING = 'Sign in to an app';
/** While the code is asked for (or the site logs out for another account). */
export const PARTNER_LOGIN_WAIT = 'One moment…';
/** An unknown or missing redirect_uri: the page says so and never redirects. */
export const APP_NOT_REGISTERED = 'This app is not registered.';
/** The app could not be looked up (the site API did not answer usably). */
export const APP_LOOKUP_FAILED = 'We could not check this app right now. Please, try again later.';
/** While the browser leaves for the app. */
export const partnerRedirectingNotice = (appName: string) => `Taking you back to ${appName}…`;
/** The signed-in viewer's choice. */
export const continueAsLabel = (email: string) => `Continue as ${email}`;
export const OTHER_ACCOUNT_LABEL = 'Use another account';
/** The state the app passed, kept only within a sane length (it is echoed back, never read). */
export const STATE_MAX = 500;

/**
 * Where the browser goes with the code: the registered redirect URI with `code` and `state` added to its query (a
 * query it already has is kept; a fragment is dropped, as OAuth wants). Only ever called with a redirect URI the site
 * API said is registered.
 */
export function handOffUrl(redirectUri: string, code: string, state: string | null): string {
  const url = new URL(redirectUri);
  url.hash = '';
  url.searchParams.set('code', code);
  if (state) url.searchParams.set('state', state);
  return url.toString();
}
