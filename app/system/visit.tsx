/**
 * The composition of the visit (DESIGN 'Composition'): the root actor is built from the registry, each machine
 * provided with its adapters and navigation (app/system/visit-machines.ts) and nowhere else, with its starting facts
 * from the root loader's data and the request. On the server and in the first paint the machines started with the page
 * are drawn from their first snapshots through stand-ins (lazy-visit.ts: the HTML is the machines' initial snapshot,
 * and XState is not in a page's first load); in the browser the root actor comes at the first idle moment after
 * hydration (or with the first event) and lives across client navigations.
 */
import { useRouter } from '@tanstack/react-router';
import { type ReactNode, useEffect, useMemo } from 'react';
import { canOpenAtlas } from '../../domain/atlas-access.ts';
import { canSeeFakeBuy } from '../../domain/fake-buy.ts';
import { canFavorite } from '../../domain/membership.ts';
import { canSeeNotifications } from '../../domain/notifications.ts';
import { firstFavoritesView } from '../../machines/favorites.selectors.ts';
import { firstHeaderBarView } from '../../machines/header-bar.selectors.ts';
import { firstNotificationsView } from '../../machines/notifications.selectors.ts';
import { firstPromoBannerView } from '../../machines/promo-banner.selectors.ts';
import type { SessionFacts } from '../../domain/session-facts.ts';
import { type Visit, VisitContextProvider } from '../../views/containers/VisitContext.tsx';
import type { CookieJar } from '../../adapters/cookies.ts';
import { visitAffiliate } from '../router/affiliate.ts';
import type { RootData } from '../router/root-data.ts';
import { AdVideoElement } from '../../views/catalogue/AdVideoElement.tsx';
import { lazyComponent } from '../../views/ui/lazy.tsx';
import type { Services } from '../router/services.ts';
import type { Nav } from './define.ts';
import { atIdle } from './at-idle.ts';
import { favoritesInput } from './favorites-input.ts';
import { headerBarInput } from './header-bar-input.ts';
import { lazyVisit } from './lazy-visit.ts';
import { notificationsInput } from './notifications-input.ts';
import { noOnDemandActors, onDemandActors } from './on-demand.ts';
import { promoBannerInput } from './promo-banner-input.ts';
import type { StartedActors } from '../../views/containers/visit-actors.ts';
import type { OnDemandId } from './registry.ts';
import { startedInput } from './started-first.ts';

/**
 * Whether this page load sends the visit to Stately's inspector: `?inspect=stately` on the document's
 * URL, or `VITE_STATELY_INSPECT=1 npm run dev`; only for a visitor who may open the machine atlas (the same rule), so
 * a link cannot send somebody's visit to a third party's window. Off by default.
 */
function statelyInspect(root: RootData, services: Services): boolean {
  const wanted =
    new URLSearchParams(window.location.search).get('inspect') === 'stately' || (import.meta.env.DEV && import.meta.env.VITE_STATELY_INSPECT === '1');
  return wanted && canOpenAtlas(root.user?.roles, services.config);
}

export function VisitProvider({ services, root, children }: { services: Services; root: RootData; children: ReactNode }) {
  const router = useRouter();
  const nav = useMemo<Nav>(
    () => ({
      go: (path) => {
        if (path.startsWith('http')) window.location.assign(path);
        else void router.navigate({ href: path });
      },
      subscribe: (listener) =>
        router.subscribe('onResolved', ({ toLocation, pathChanged, hrefChanged }) => {
          if (pathChanged || hrefChanged) listener({ path: toLocation.pathname, search: toLocation.searchStr, hash: toLocation.hash });
        }),
    }),
    [router],
  );
  const [started, first] = useMemo(() => {
    const { pathname, searchStr } = router.state.location;
    const request = {
      cookies: services.cookies,
      sessionTokens: services.sessionTokens.read(),
      path: pathname,
      search: searchStr,
      config: services.config,
    };
    const notifications = notificationsInput(root, request);
    const favorites = favoritesInput(root, request);
    const first: Visit['first'] = {
      notifications: { ...firstNotificationsView(notifications), userId: notifications.userId },
      promoBanner: firstPromoBannerView(promoBannerInput(root, request)),
      favorites: { ...firstFavoritesView(favorites), userId: favorites.userId },
      headerBar: firstHeaderBarView(headerBarInput(root, request)),
    };
    const browser = typeof window !== 'undefined';
    const started = lazyVisit(services, nav, startedInput(root, request), { browser, inspect: browser && statelyInspect(root, services) });
    return [started, first] as const;
  }, [router, services, nav, root]);
  // XState and the machines started with the page come at the first idle moment after hydration (or sooner: an event
  // sent to one of them, an on-demand machine asked for).
  useEffect(() => atIdle(() => void started.start()), [started]);
  const firstSearch = useMemo(() => router.state.location.searchStr, [router]);
  const visit = useMemo<Visit>(() => {
    // Stand-ins until the machines have come (lazy-visit.ts), the views' actor types.
    const actors = started.actors as unknown as StartedActors;
    const { config } = services;
    const firstLocation = router.state.location;
    const firstHref = firstLocation.href;
    const onDemand =
      typeof window === 'undefined'
        ? noOnDemandActors
        : onDemandActors(started, services, nav, (page) => {
            // The facts of the moment it arrives: the session's user and tokens, the page, the clock; the first page's
            // pop-ups only on that page.
            const session = actors.session.getSnapshot().context;
            const user = session?.user ?? root.user;
            // A machine that hears the route changes it missed (the header bar) starts from the first page's.
            const { pathname, searchStr, href } = page === 'first' ? firstLocation : router.state.location;
            return {
              root: {
                ...root,
                user,
                nowMs: services.nowMs(),
                popups: href === firstHref ? root.popups : null,
                ...(user?.uuid === root.user?.uuid ? {} : { notifications: null, favoriteVideoIds: null, favoriteModelIds: null }),
              },
              request: { cookies: services.cookies, sessionTokens: services.sessionTokens.read(), path: pathname, search: searchStr, config },
            };
          });
    return {
      onDemand,
      site: {
        siteName: config.siteName,
        siteUrl: config.siteUrl,
        theme: config.theme,
        acronym: config.acronym,
        camSectionLabel: config.camSectionLabel,
        cams: config.enableCams,
        tileAltSuffix: config.tileAltSuffix,
        camListSlug: config.vrCamListSlug,
        foundedIn: config.foundedIn,
        emailGreeting: config.emailGreeting,
        siteDomain: config.siteDomain,
        enableVreels: config.enableVreels,
        siblings: config.siblings,
        contentAdminUrl: config.contentAdminUrl,
      },
      settings: root.chrome.settings,
      platform: root.platform,
      visitSeed: root.visitSeed,
      AdVideo,
      first,
      ...actors,
    };
  }, [services, root, started, nav, router, first]);
  useMemberMachines(visit, [
    ...(services.config.ageVerification ? (['ageVerification'] as const) : []),
    ...(services.config.enableCams ? CAM_MACHINES : []),
  ]);
  useValuePopups(visit, nav, (root.popups ?? []).length > 0);
  useAffiliateHits(visit, nav, services.cookies, firstSearch);
  useFakeBuy(visit, root.chrome.fakeBuy !== null);
  useMachinesFor(visit, EVERY_PAGE, everyViewer);
  useMachinesFor(visit, NOTIFICATIONS, seesNotifications);
  useMachinesFor(visit, FAVORITES, favours);
  useMachinesFor(visit, root.promoBanner ? PROMO_BANNER : [], everyViewer);
  return <VisitContextProvider value={visit}>{children}</VisitContextProvider>;
}

/**
 * A banner video with its machine: the code comes with the first banner video a page shows (few pages have one). The
 * server, where the machine never starts, renders the element alone, which is the same HTML.
 */
const AdVideo = typeof window === 'undefined' ? AdVideoElement : lazyComponent(() => import('../screen-machines/ad-video.tsx'), 'AdVideo');

const CAM_MACHINES = ['camSession', 'tokenPurchase', 'messenger'] as const;

/**
 * A member's on-demand machines: age verification on a site that verifies ages (spec 000 §4: the required-check runs
 * for every signed-in member, and the gate hears its answer), the cam session, token purchase and messenger on a
 * cam-enabled site (spec 002 §6: the header's tokens and messages). Loaded once the page is interactive, or when a
 * visitor signs in.
 */
function useMemberMachines(visit: Visit, ids: readonly OnDemandId[]) {
  useMachinesFor(visit, ids, signedIn);
}

/**
 * Every page's: the header's search box (the box's first use brings its machine sooner) and the promo header bar
 * (drawn from the first page's facts until its machine comes), whose machines come at the first idle moment.
 */
const EVERY_PAGE = ['search', 'headerBar'] as const;
const everyViewer = () => true;
/** The header's bell: its machine comes at an idle moment once a viewer who may see it is here. */
const NOTIFICATIONS = ['notifications'] as const;
const seesNotifications = (facts: SessionFacts) => canSeeNotifications(facts.flags, facts.verifiedView);
/** The hearts: their machine comes at an idle moment once a viewer who may favourite is here. */
const FAVORITES = ['favorites'] as const;
const favours = (facts: SessionFacts) => canFavorite(facts.flags, facts.verifiedView);
/** The promo banner: its machine comes at an idle moment when the first page has a promotion (a guest's only). */
const PROMO_BANNER = ['promoBanner'] as const;
const signedIn = (facts: SessionFacts) => facts.flags.loggedIn;
const seesFakeBuy = (facts: SessionFacts) => canSeeFakeBuy(facts.flags, facts.verifiedView);

/** Loads `ids` at an idle moment once the session's facts are `wanted` (now, or on a later change), once. */
function useMachinesFor(visit: Visit, ids: readonly OnDemandId[], wanted: (facts: SessionFacts) => boolean) {
  const key = ids.join();
  useEffect(() => {
    if (!key) return;
    let asked = false;
    const check = (facts: SessionFacts) => {
      if (asked || !wanted(facts)) return;
      asked = true;
      atIdle(() => {
        for (const id of key.split(',') as OnDemandId[]) void visit.onDemand.want(id);
      });
    };
    check(visit.session.getSnapshot().context.facts);
    const subscription = visit.session.subscribe((snapshot) => check(snapshot.context.facts));
    return () => subscription.unsubscribe();
  }, [visit, key, wanted]);
}

/**
 * The value pop-ups' machine (spec 001 §4 'Value pop-ups'), loaded when it has something to do: once the page is
 * interactive when the first page has pop-ups (the server asked for them), else with the first client navigation or
 * change of viewer, either of which asks for the page's pop-ups anew (the machine arrives with that page's facts).
 * The join-now page's leave trap loads it with its event (app/router/screens/join-now.tsx).
 */
function useValuePopups(visit: Visit, nav: Nav, firstPageHasSome: boolean) {
  useEffect(() => {
    const arrive = () => void visit.onDemand.want('valuePopups');
    if (firstPageHasSome) return atIdle(arrive);
    const viewer = (facts: { userId: string | null; group: string }) => `${facts.userId}|${facts.group}`;
    const before = viewer(visit.session.getSnapshot().context.facts);
    const session = visit.session.subscribe((snapshot) => {
      if (viewer(snapshot.context.facts) !== before) arrive();
    });
    const routes = nav.subscribe(arrive);
    return () => {
      session.unsubscribe();
      routes();
    };
  }, [visit, nav, firstPageHasSome]);
}

/**
 * The js-hit tracker (spec 001 §4 'Affiliate id'), loaded for a visit with an affiliate: once the page is interactive when the
 * visit has one (the link_data cookie, else the first page's query), else with the first navigation that brings one
 * (the root's capture keeps it in the cookies, app/router/affiliate.ts). It arrives with that page as its first hit and
 * hears every later navigation; a visit without an affiliate never loads it.
 */
function useAffiliateHits(visit: Visit, nav: Nav, cookies: CookieJar, firstSearch: string) {
  useEffect(() => {
    const arrive = () => atIdle(() => void visit.onDemand.want('affiliateHits'));
    if (visitAffiliate(cookies, firstSearch).affId) return void arrive();
    return nav.subscribe(({ search }) => {
      if (visitAffiliate(cookies, search).affId) arrive();
    });
  }, [visit, nav, cookies, firstSearch]);
}

/**
 * The fake-buy pop-ups (spec 001 §4 'Fake-buy pop-ups', §6), loaded on a site whose digest turns them on for a viewer
 * who may see them (a guest or an inactive member in the verified view): once the page is interactive (the first
 * pop-up comes a pause later), or when the viewer becomes one (signing out). It follows the session from then on.
 */
function useFakeBuy(visit: Visit, enabled: boolean) {
  useMachinesFor(visit, enabled ? ['fakeBuy'] : [], seesFakeBuy);
}
