/**
 * Partner apps of the /playalogin/ hand-off (contracts/partner-login.ts; README 'Partner app login'): which apps may
 * ask for a one-time code, and the redirect URIs each registered. The backend's configuration (BackendOptions
 * `partnerApps`); by default one sandbox app, PLAYA (client `playa-sandbox`), whose redirect URI is the sandbox app
 * page this backend serves itself (routes/partner-login.ts), on the site's public URL. A redirect URI matches only
 * exactly (no prefix, no pattern), so /playalogin/ can never be made to send a code elsewhere.
 */

export interface PartnerAppConfig {
  clientId: string;
  /** The name the login page shows ('Sign in to continue to {name}'). */
  name: string;
  redirectUris: string[];
}

export const SANDBOX_CLIENT_ID = 'playa-sandbox';
export const SANDBOX_APP_NAME = 'PLAYA';
/** The sandbox partner app's page on the backend's origin: its redirect URI. */
export const SANDBOX_APP_PATH = '/partner-sandbox/playa/';
/** How long a one-time code lives. */
export const PARTNER_CODE_SECONDS = 60;

/**
 * The sandbox app, registered at the public URL; a loopback public URL (http://localhost:PORT) registers the
 * 127.0.0.1 spelling too, as OAuth does for loopback redirects of native apps (RFC 8252 §7.3), so a site opened on
 * either address can be tried.
 */
export function sandboxPartnerApps(publicUrl: string): PartnerAppConfig[] {
  const base = publicUrl.replace(/\/+$/, '');
  const uris = [`${base}${SANDBOX_APP_PATH}`];
  const loopback = /^http:\/\/localhost(:\d+)?$/.exec(base);
  if (loopback) uris.push(`http://127.0.0.1${loopback[1] ?? ''}${SANDBOX_APP_PATH}`);
  return [{ clientId: SANDBOX_CLIENT_ID, name: SANDBOX_APP_NAME, redirectUris: uris }];
}

/** The app that registered exactly this redirect URI. */
export const appOfRedirect = (apps: readonly PartnerAppConfig[], redirectUri: string): PartnerAppConfig | undefined =>
  apps.find((app) => app.redirectUris.includes(redirectUri));

/** Whether this client registered exactly this redirect URI. */
export const isRegistered = (apps: readonly PartnerAppConfig[], clientId: string, redirectUri: string): boolean =>
  apps.some((app) => app.clientId === clientId && app.redirectUris.includes(redirectUri));
