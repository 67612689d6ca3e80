/**
 * The composition of the visit's long-lived machines (DESIGN 'Machines'): adapters are provided to the
 * machines here and nowhere else. Created per request on the server (never started there, so the HTML is
 * the machines' initial snapshot) and once in the browser, with the cookies and root loader data as input.
 */
import { useRouter } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { ageSplashMachine } from '../../machines/age-splash.machine.ts';
import { cardPreviewMachine } from '../../machines/card-preview.machine.ts';
import { type CookieChoice, cookieConsentMachine } from '../../machines/cookie-consent.machine.ts';
import { AGE_COOKIE, COOKIE_CONSENT_COOKIE } from '../../machines/rules/constants.ts';
import { type HeldTokens, type LoadedUser, sessionMachine } from '../../machines/session.machine.ts';
import { visitMachine } from '../../machines/visit.machine.ts';
import { SESSION_EXPIRED } from '../../adapters/site-api.ts';
import type { Credentials, Tokens } from '../../contracts/site-api.ts';
import { type Visit, VisitContextProvider } from '../../views/containers/VisitContext.tsx';
import type { RootData } from '../router/routes/root.tsx';
import type { Services } from '../router/services.ts';

export function VisitProvider({ services, root, children }: { services: Services; root: RootData; children: ReactNode }) {
  const router = useRouter();
  const { tokens, site, content, cookies, log } = services;
  const held = tokens.read();
  const goTo = (path: string) => {
    if (path.startsWith('http')) window.location.assign(path);
    else void router.navigate({ href: path });
  };

  const choice = cookies.get(COOKIE_CONSENT_COOKIE);
  const visitRef = useActorRef(
    visitMachine.provide({
      actors: {
        session: sessionMachine.provide({
          actors: {
            // One refresh in flight for the whole visit: the HTTP layer's 401 retry and the session share it.
            refreshTokens: fromPromise<Tokens, { rtoken: string }>(async () => {
              const next = (await services.refresh()) ? tokens.read() : null;
              if (!next?.atoken || !next.rtoken) throw new Error(SESSION_EXPIRED);
              return { atoken: next.atoken, rtoken: next.rtoken };
            }),
            loadUser: fromPromise<LoadedUser, { atoken: string }>(async () => {
              const [user, favoriteVideoIds, favoriteModelIds] = await Promise.all([site.userInfo(), site.favoriteVideoIds(), content.favoriteModelIds()]);
              return { user, favoriteVideoIds, favoriteModelIds };
            }),
            login: fromPromise<Tokens, Credentials>(async ({ input }) => {
              const result = await site.login(input);
              if (!result.ok) throw new Error(result.message);
              return result.tokens;
            }),
            logout: fromPromise<void, { rtoken: string | null }>(async ({ input }) => {
              if (input.rtoken) await site.logout(input.rtoken);
            }),
            readCookieTokens: fromPromise<HeldTokens, void>(async () => tokens.read()),
          },
          actions: {
            persistTokens: (_, t: Tokens) => tokens.write(t),
            clearTokens: () => tokens.clear(),
            redirect: (_, { path }: { path: string }) => goTo(path),
            logError: (_, { message }: { message: string }) => log.error(message),
          },
        }),
        cookieConsent: cookieConsentMachine.provide({
          actions: {
            persistChoice: (_, params: { value: CookieChoice; maxAge?: number }) =>
              cookies.set(COOKIE_CONSENT_COOKIE, params.value, params.maxAge ? { maxAge: params.maxAge } : {}),
          },
        }),
        ageSplash: ageSplashMachine.provide({
          actions: {
            persistAgreement: (_, params: { maxAge: number }) => cookies.set(AGE_COOKIE, '1', { maxAge: params.maxAge }),
          },
        }),
      },
    }),
    {
      input: {
        session: {
          atoken: held.atoken,
          rtoken: held.rtoken,
          user: root.user,
          favoriteVideoIds: root.favoriteVideoIds,
          favoriteModelIds: root.favoriteModelIds,
          verifiedView: true,
          logoutRedirectLink: root.digest.siteSettings.logoutRedirectLink,
        },
        cookieConsent: {
          choice: choice === 'accepted' || choice === 'rejected' ? choice : null,
          // x_platform_source=app marks a visit from the product's VR app: no cookie banner there (spec 000 §2.1, §2.3).
          fromApp: new URLSearchParams(router.state.location.searchStr).get('x_platform_source') === 'app',
        },
        ageSplash: { agreed: cookies.get(AGE_COOKIE) === '1', path: router.state.location.pathname },
        cardPreview: { enabled: true },
      },
    },
  );
  // The children exist from the visit's first snapshot (also on the server, where the visit never starts).
  const { session, cookieConsent, ageSplash, cardPreview } = visitRef.getSnapshot().children;
  if (!session || !cookieConsent || !ageSplash || !cardPreview) throw new Error('visit started without its machines');

  // The HTTP layer already cleared the tokens and navigated to /login/; the session forgets the user.
  useEffect(() => {
    const onForcedLogout = () => session.send({ type: 'FORCED_LOGOUT' });
    services.events.addEventListener('forced-logout', onForcedLogout);
    return () => services.events.removeEventListener('forced-logout', onForcedLogout);
  }, [services.events, session]);

  const { config } = services;
  const visit = useMemo<Visit>(
    () => ({
      site: { siteName: config.siteName, siteUrl: config.siteUrl, theme: config.theme, acronym: config.acronym, camSectionLabel: config.camSectionLabel },
      session,
      cookieConsent,
      ageSplash,
      cardPreview,
    }),
    [config, session, cookieConsent, ageSplash, cardPreview],
  );
  return <VisitContextProvider value={visit}>{children}</VisitContextProvider>;
}
