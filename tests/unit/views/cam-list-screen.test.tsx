// @vitest-environment jsdom
/**
 * The cam list screen bound to its machine (spec 002 §2.2; DESIGN 'every declared event has a sender'): the page's
 * 12 cards with their status labels, text status and viewers, each linking to its room; a category link's click sends
 * FILTER_CHANGED (the rooms stay, marked busy, until the page answers), a pagination link's click PAGE_CHANGED; the
 * new page is shown and put in the address; an empty page says so.
 */
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise } from 'xstate';
import { CAM_LIST_EXAMPLES, CAM_OPTIONS_EXAMPLE } from '../../../app/atlas/cam-list.ts';
import { SiteSettings } from '../../../contracts/digest.ts';
import { type CamListEvent, type CamPageRequest, type CamPageResult, camListMachine } from '../../../machines/cam-list.machine.ts';
import { DEFAULT_CAM_FILTER } from '../../../domain/cam-list.ts';
import { CamListScreen, type CamListPageData } from '../../../views/cams/CamListScreen.tsx';
import { type Visit, VisitContextProvider } from '../../../views/containers/VisitContext.tsx';
import { mountedViews } from './mount.ts';

const DECLARED: CamListEvent['type'][] = ['FILTER_CHANGED', 'PAGE_CHANGED'];

const { mount: mountView, host } = mountedViews();

const data: CamListPageData = {
  path: '/vr-cam-girls/',
  listSlug: 'vr-cam-girls',
  tag: null,
  options: CAM_OPTIONS_EXAMPLE,
  seoText: null,
  adBanner: null,
  crumbs: [{ label: 'Home', href: '/' }, { label: 'VR Cam Girls' }],
};

function mount(input: { rooms: typeof CAM_LIST_EXAMPLES.firstOfTwo.rooms; total: number }) {
  const sent = new Set<string>();
  const loads: { request: CamPageRequest; resolve: (r: CamPageResult) => void }[] = [];
  const shown: unknown[] = [];
  const machine = camListMachine.provide({
    actors: {
      loadPage: fromPromise<CamPageResult, CamPageRequest>(({ input: request }) => new Promise((resolve) => loads.push({ request, resolve }))),
      refreshPage: fromPromise<CamPageResult, CamPageRequest>(() => new Promise(() => {})),
      prefetchPage: fromPromise<void, CamPageRequest>(async () => {}),
    },
    actions: { pageShown: (_, params) => void shown.push(params) },
  });
  const actor = createActor(machine, { input: { filter: DEFAULT_CAM_FILTER, page: 1, ...input, options: CAM_OPTIONS_EXAMPLE } });
  const send = actor.send.bind(actor);
  actor.send = (event) => {
    sent.add(event.type);
    send(event);
  };
  actor.start();
  const stub = (context: object) => createActor(createMachine({ context, initial: 'on', states: { on: {} } })).start();
  const visit = {
    site: { siteName: 'VelvetVR', siteUrl: 'https://velvetvr.test', theme: 'dark', acronym: 'VR', camSectionLabel: 'VR Cam Girls' },
    settings: SiteSettings.parse({}),
    platform: 'other',
    visitSeed: 1,
    session: stub({ facts: {} }),
  } as unknown as Visit;
  mountView(
    <VisitContextProvider value={visit}>
      <CamListScreen data={data} list={actor} />
    </VisitContextProvider>,
  );
  return { actor, sent, loads, shown };
}

const cards = () => [...host().querySelectorAll<HTMLAnchorElement>('a.cam-card')];
const link = (name: string) =>
  [...host().querySelectorAll<HTMLAnchorElement>('a')].find((a) => a.textContent === name || a.getAttribute('aria-label') === name);
const click = (el: Element | undefined) => act(() => void el?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })));

describe('the cam list screen', () => {
  it('shows the 12 rooms with status label, text status and viewers, each a link to its room', () => {
    mount(CAM_LIST_EXAMPLES.firstOfTwo);
    expect(cards()).toHaveLength(12);
    const first = cards()[0] as HTMLAnchorElement;
    expect(first.getAttribute('href')).toBe('/vr-cam-girls/bot1/');
    expect(first.querySelector('.cam-card__status')?.textContent).toBe('away');
    expect(first.querySelector('.cam-card__text')?.textContent).toBe('Hello from room 1');
    expect(first.querySelector('.cam-card__viewers')?.textContent).toBe('7 viewers');
    expect(cards()[4]?.querySelector('.cam-card__status')?.textContent).toBe('live 4k');
    expect(host().querySelector('h1')?.textContent).toBe('Live VR Cam Girls');
  });

  it('a category click sends FILTER_CHANGED: the rooms stay, busy, until the page answers; then shown and put in the address', async () => {
    const { sent, loads, shown } = mount(CAM_LIST_EXAMPLES.firstOfTwo);
    click(link('Couples'));
    expect(sent.has('FILTER_CHANGED')).toBe(true);
    expect(loads[0]?.request).toEqual({ filter: { ...DEFAULT_CAM_FILTER, category: 'couples' }, page: 1, fresh: false });
    expect(cards()).toHaveLength(12);
    expect(host().querySelector('.cam-grid')?.getAttribute('aria-busy')).toBe('true');
    await act(async () => loads[0]?.resolve(CAM_LIST_EXAMPLES.couples));
    expect(cards()).toHaveLength(3);
    expect(link('Couples')?.getAttribute('aria-current')).toBe('page');
    expect(shown).toEqual([{ filter: { ...DEFAULT_CAM_FILTER, category: 'couples' }, page: 1 }]);
  });

  it('a pagination click sends PAGE_CHANGED and shows page 2', async () => {
    const { sent, loads } = mount(CAM_LIST_EXAMPLES.firstOfTwo);
    expect(link('Page 2')?.getAttribute('href')).toBe('/vr-cam-girls/?page=2');
    click(link('Page 2'));
    expect(sent.has('PAGE_CHANGED')).toBe(true);
    await act(async () => loads[0]?.resolve(CAM_LIST_EXAMPLES.secondPage));
    expect(cards()[0]?.getAttribute('href')).toBe('/vr-cam-girls/bot13/');
    expect(link('Page 2')?.getAttribute('aria-current')).toBe('page');
  });

  it('an empty page says so', () => {
    mount({ rooms: [], total: 0 });
    expect(host().textContent).toContain('No rooms match these filters right now.');
  });

  it('every declared event has a sender here', () => {
    const { sent, loads } = mount(CAM_LIST_EXAMPLES.firstOfTwo);
    click(link('Trans'));
    void loads;
    click(link('Page 2'));
    for (const type of DECLARED) expect(sent.has(type)).toBe(true);
  });
});
