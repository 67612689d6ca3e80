/**
 * The visit as views see it: the actor of each long-lived machine the app composed (visit-actors.ts, which the app's
 * registry is checked against) and the public site facts.
 */
import { type ComponentType, createContext, use, useCallback, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { type Readable, shallowEqual, useSelector } from './use-selector.ts';
import { fulfilled } from '../ui/lazy.tsx';
import type { SnapshotFrom } from 'xstate';
import type { ChromeData } from '../../domain/chrome-data.ts';
import type { AdVideoProps } from '../catalogue/AdVideoElement.tsx';
import type { Platform } from '../../domain/membership.ts';
import type { FavoritesView } from '../../machines/favorites.selectors.ts';
import type { HeaderBarView } from '../../machines/header-bar.selectors.ts';
import type { NotificationsView } from '../../machines/notifications.selectors.ts';
import type { PromoBannerView } from '../../machines/promo-banner.selectors.ts';
import type { OnDemandActors, OnDemandId, StartedActors, VisitActors, VisitEvent } from './visit-actors.ts';

export interface SiteInfo {
  siteName: string;
  siteUrl: string;
  theme: 'dark' | 'darkest' | 'light';
  acronym: 'VR' | 'AR';
  camSectionLabel: string;
  /** Appended to the alt texts of the header dropdowns' category and model tiles (spec 000 §2.3). */
  tileAltSuffix: string;
  /** The live cams are on (config.enableCams): a member's header has the tokens and messages places (spec 002 §6). */
  cams: boolean;
  /** The cam list's slug (config.vrCamListSlug): rooms are /{slug}/{nickname}/ (spec 002 §2.1). */
  camListSlug: string;
  /** Footer 'Founded in' year of this sibling (spec 000 §2.3). */
  foundedIn: number;
  /** Whether this sibling greets active and expired members by e-mail in the header (spec 000 §2.3). */
  emailGreeting: boolean;
  siteDomain: string;
  /** Configuration flag enableVreels (spec 000 intro, §2.3 'Mobile bottom menu'). */
  enableVreels: boolean;
  /** The sister sites (the soft footer lists them). */
  siblings: { name: string; url: string; subtitle: string }[];
  /** The content admin's root (spec 000 §6 'Staff'), from configuration. */
  contentAdminUrl: string;
}

export type Visit = StartedActors & {
  /** The machines loaded when first needed (the login form, the cam session, token purchase, the messenger): useOnDemand. */
  onDemand: OnDemandActors;
  site: SiteInfo;
  /** Site settings from the digest (spec 000 §3 'Digest'): the Join Now switch, the release-date switch, … */
  settings: ChromeData['settings'];
  /** The visitor's platform (from the user agent), for menu items' allowDevices (§6). */
  platform: Platform;
  /** Seed of this visit's shuffles: differs per visit, the same on server and client. */
  visitSeed: number;
  /**
   * An ad banner's video (spec 000 §2.3 'Ad banner'): the element with its ad-video machine, composed and started by
   * the app (its visibility from an IntersectionObserver, play and pause on the element), one per video element.
   */
  AdVideo: ComponentType<AdVideoProps>;
  /**
   * What an on-demand machine the first paint shows would show at the visit's start (the same in the server's HTML and
   * at hydration), drawn until its code has come: the header's bell, the promo header bar, the promo banner, the hearts.
   */
  first: {
    notifications: NotificationsView & { userId: string | null };
    promoBanner: PromoBannerView;
    favorites: FavoritesView & { userId: string | null };
    headerBar: HeaderBarView;
  };
};

const VisitContext = createContext<Visit | null>(null);
export const VisitContextProvider = VisitContext.Provider;

export function useVisit(): Visit {
  const visit = useContext(VisitContext);
  if (!visit) throw new Error('useVisit outside the visit provider');
  return visit;
}

/**
 * An on-demand machine of the visit (the login form, the cam session, token purchase, the messenger): undefined until
 * its code has arrived and it has started, in the server render and in the hydrating render too (so both render the
 * same: the feature not ready yet). With `load`, asks for it once mounted.
 */
export function useOnDemand<Id extends OnDemandId>(id: Id, { load }: { load: boolean }): VisitActors[Id] | undefined {
  const { onDemand } = useVisit();
  const actor = useSyncExternalStore(
    onDemand.subscribe,
    () => onDemand.get(id),
    () => undefined,
  );
  useEffect(() => {
    if (load) void onDemand.want(id);
  }, [load, onDemand, id]);
  return actor;
}

/**
 * An on-demand machine a screen cannot do without (a cam room's cam session, /tokens/'s purchase): in the browser the
 * render waits for it (loaded with the route's chunks, so usually there); undefined in the server render.
 */
export function useOnDemandNow<Id extends OnDemandId>(id: Id): VisitActors[Id] | undefined {
  const { onDemand } = useVisit();
  if (typeof window === 'undefined') return undefined;
  const actor = onDemand.get(id);
  // `use` on every render, the actor already there as a fulfilled thenable (views/ui/lazy.tsx `fulfilled`).
  return use(actor ? fulfilled(actor) : onDemand.want(id));
}

/**
 * What a view reads from an on-demand machine: `absent` until it has arrived (in the server render and the hydrating
 * render too), then the selector's answer from each snapshot; an answer `isEqual` to the last is the last (the visit's
 * `useSelector`, which keeps one answer per snapshot and selector: a selector answering a new array each time, such as a
 * slice of a list, still settles).
 */
export function useOnDemandSelector<Id extends OnDemandId, T>(
  id: Id,
  selector: (snapshot: SnapshotFrom<VisitActors[Id]>) => T,
  absent: T,
  isEqual: (a: T, b: T) => boolean = Object.is,
): T {
  const { onDemand } = useVisit();
  // One store for the machine's coming and its snapshots: its arrival with an answer equal to `absent` draws nothing
  // (a store's change is a synchronous render, of the chrome for the search box's 'filled').
  const readable = useMemo(() => onDemandSnapshots(onDemand, id), [onDemand, id]);
  // The server never runs it: a part hydrating after it has come still draws it absent, as the server did (else #418).
  return useSelector(readable, (snapshot) => (snapshot === undefined ? absent : selector(snapshot as SnapshotFrom<VisitActors[Id]>)), isEqual, {
    value: absent,
  });
}

/** The snapshots of on-demand machine `id`: undefined until it has arrived; told of its arrival and of each next one. */
function onDemandSnapshots(onDemand: OnDemandActors, id: OnDemandId): Readable<unknown> {
  const actorOf = () => onDemand.get(id) as Readable<unknown> | undefined;
  return {
    getSnapshot: () => actorOf()?.getSnapshot(),
    subscribe(observer) {
      let followed: Readable<unknown> | undefined;
      let following: { unsubscribe(): void } | undefined;
      const follow = () => {
        const actor = actorOf();
        if (actor === followed) return false;
        following?.unsubscribe();
        followed = actor;
        following = actor?.subscribe(observer);
        return true;
      };
      follow();
      const stop = onDemand.subscribe(() => {
        if (follow()) observer.next();
      });
      return {
        unsubscribe() {
          stop();
          following?.unsubscribe();
        },
      };
    },
  };
}

/** For `useOnDemandSelector` with `null` as absent: the same view when both are null or shallowly equal. */
export const sameViewOrNull = <T extends object>(a: T | null, b: T | null): boolean => a === b || (a !== null && b !== null && shallowEqual(a, b));

/** Sends an event to an on-demand machine, loading it first when it is not there yet: the event waits, never lost. */
export function useOnDemandSend<Id extends OnDemandId>(id: Id): (event: VisitEvent<Id>) => void {
  const { onDemand } = useVisit();
  return useCallback(
    (event: VisitEvent<Id>) => {
      type Receiver = { send(event: VisitEvent<Id>): void };
      const actor = onDemand.get(id) as Receiver | undefined;
      if (actor) actor.send(event);
      else void onDemand.want(id).then((arrived) => (arrived as Receiver).send(event));
    },
    [onDemand, id],
  );
}
