// @vitest-environment jsdom
/**
 * The dashboard's favourites page bound to its machine (spec 001 §2 Favorites, §4; DESIGN 'every declared event has a
 * sender'): a card's delete button sends the removal, the card stays until the server answered, then the page shows
 * the refilled list and says so; the empty states link to browse; the models tab shows model cards.
 */
import { act } from 'react';
import { noOnDemandActors } from '../../../app/system/on-demand.ts';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise } from 'xstate';
import { SiteSettings } from '../../../contracts/digest.ts';
import type { FavoritesPageEvent } from '../../../machines/favorites-page.machine.ts';
import { favoritesPageMachine } from '../../../machines/favorites-page.machine.ts';
import type { FavoritesPageData, FavoritesTab } from '../../../domain/favorites-page.ts';
import { guestFlags, membershipFlags, visitorGroup } from '../../../domain/membership.ts';
import { FavoritesScreen } from '../../../views/containers/FavoritesScreen.tsx';
import { type Visit, VisitContextProvider } from '../../../views/containers/VisitContext.tsx';
import { mountedViews } from './mount.ts';

const DECLARED: FavoritesPageEvent['type'][] = ['REMOVE_REQUESTED'];

type Deferred<T> = { promise: Promise<T>; resolve(value: T): void };
const deferred = <T,>(): Deferred<T> => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

const video = (id: number, title: string) => ({
  id,
  slug: `video-${id}`,
  title,
  poster: { alt: '', permalink: `/media/art/video/${id}.svg` },
  videoPreviewPoster: null,
  higherActiveResolution: '8K',
  videoSettings: { duration: 600 },
  models: [],
  videoTechBar: { formats: [] },
});
const model = (id: number, title: string) => ({ id, slug: `model-${id}`, title, featuredImage: { alt: '', permalink: `/m/${id}.svg` }, rel: '' });

const { mount, host } = mountedViews();
const sent = new Set<string>();

function start(tab: FavoritesTab, data: FavoritesPageData) {
  const removals: Deferred<boolean>[] = [];
  const loads: Deferred<FavoritesPageData | null>[] = [];
  const told: unknown[] = [];
  const machine = favoritesPageMachine.provide({
    actions: { favoriteRemoved: (_, params) => told.push(params) },
    actors: {
      removeFavorite: fromPromise(() => {
        const d = deferred<boolean>();
        removals.push(d);
        return d.promise;
      }),
      loadPage: fromPromise(() => {
        const d = deferred<FavoritesPageData | null>();
        loads.push(d);
        return d.promise;
      }),
    },
  });
  const actor = createActor(machine, { input: { tab, data } });
  const send = actor.send.bind(actor);
  actor.send = (event) => {
    sent.add(event.type);
    send(event);
  };
  actor.start();
  const flags = membershipFlags({ exp: 2_000_000_000, usc: 100, partners: [], vra: [], kind: 'standard', sub: 'u-1' }, null, 1_700_000_000);
  const stub = (context: object) => createActor(createMachine({ context, initial: 'on', states: { on: {} } })).start();
  const visit = {
    site: { siteName: 'VelvetVR', siteUrl: 'https://velvetvr.test', theme: 'dark', acronym: 'VR', camSectionLabel: 'VR Cam Girls' },
    settings: SiteSettings.parse({}),
    platform: 'other',
    visitSeed: 1,
    session: stub({ facts: { flags, group: visitorGroup(flags ?? guestFlags), verifiedView: true, email: 'm@demo.test', userId: 'u-1' } }),
    onDemand: noOnDemandActors,
    // The hearts before the favourites machine has come: this member's, who may favourite.
    first: { favorites: { allowed: true, videoIds: [], modelIds: [], userId: 'u-1' } },
  } as unknown as Visit;
  mount(
    <VisitContextProvider value={visit}>
      <FavoritesScreen page={actor} />
    </VisitContextProvider>,
  );
  return { actor, removals, loads, told };
}

const button = (label: string) => [...host().querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === label) as HTMLButtonElement;
const titles = () => [...host().querySelectorAll('article h3')].map((h) => h.textContent);
const settle = async <T,>(d: Deferred<T> | undefined, value: T) => {
  await act(async () => {
    d?.resolve(value);
    await Promise.resolve();
    await Promise.resolve();
  });
};

describe('the favourites page', () => {
  it('removes a video only after the server did, refills the page and says so', async () => {
    const { removals, loads, told } = start('videos', { items: [video(1, 'One'), video(2, 'Two')], page: 1, pages: 2, total: 13 });
    expect(titles()).toEqual(['One', 'Two']);
    expect(host().querySelector('nav[aria-label="Pagination"]')).not.toBeNull();
    expect(host().querySelector('a[aria-current="page"]')?.textContent).toBe('Videos');
    act(() => button('Delete One from favorites').click());
    expect(removals).toHaveLength(1);
    expect(titles()).toEqual(['One', 'Two']);
    expect(host().querySelector('section')?.getAttribute('aria-busy')).toBe('true');
    await settle(removals[0], true);
    expect(told).toEqual([{ tab: 'videos', item: video(1, 'One') }]);
    expect(host().querySelector('[role="status"]')?.textContent).toBe('Removed One from favorites');
    await settle(loads[0], { items: [video(2, 'Two'), video(3, 'Three')], page: 1, pages: 1, total: 12 });
    expect(titles()).toEqual(['Two', 'Three']);
    expect(host().querySelector('nav[aria-label="Pagination"]')).toBeNull();
  });

  it('keeps a card whose removal failed, and says so', async () => {
    const { removals } = start('videos', { items: [video(1, 'One')], page: 1, pages: 1, total: 1 });
    act(() => button('Delete One from favorites').click());
    await settle(removals[0], false);
    expect(titles()).toEqual(['One']);
    expect(host().querySelector('[role="status"]')?.textContent).toBe('Could not remove One from favorites. Please try again.');
  });

  it('shows model cards on the models tab, and the empty state with a link to browse', async () => {
    const { removals, loads } = start('models', { items: [model(10, 'Ava')], page: 1, pages: 1, total: 1 });
    expect(host().querySelector('a[aria-current="page"]')?.textContent).toBe('Models');
    act(() => button('Delete Ava from favorites').click());
    await settle(removals[0], true);
    await settle(loads[0], { items: [], page: 1, pages: 0, total: 0 });
    expect(host().textContent).toContain('You have no favourite models yet.');
    expect(host().querySelector('a[href="/models/"]')?.textContent).toBe('Browse models');
  });

  it('sends every event the machine declares', () => {
    expect([...sent].sort()).toEqual([...DECLARED].sort());
  });
});
