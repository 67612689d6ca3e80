/**
 * The visit's on-demand machines (app/system/on-demand.ts): one that starts from the first page's facts (the header
 * bar) and comes after client navigations hears the route changes it missed, in order, as if it had been there.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { memoryCookieJar } from '../../../adapters/cookies.ts';
import { ValuePopup, type ValuePopupContext } from '../../../contracts/value-popups.ts';
import { headerBarItems } from '../../../domain/header-bar-time.ts';
import { selectHeaderBarView } from '../../../machines/header-bar.selectors.ts';
import { createVisitMachine } from '../../../machines/visit.machine.ts';
import type { PublicConfig } from '../../../app/config/env.ts';
import type { RootData } from '../../../app/router/root-data.ts';
import type { Services } from '../../../app/router/services.ts';
import type { LazyVisit } from '../../../app/system/lazy-visit.ts';
import type { Nav } from '../../../app/system/define.ts';
import { type FactsOf, onDemandActors } from '../../../app/system/on-demand.ts';

const NOW = Date.UTC(2026, 10, 27, 12);
const popup = (uuid: string, fields: Partial<ValuePopup> = {}): ValuePopup =>
  ValuePopup.parse({ uuid, template: 'regular', active: true, title: uuid, ...fields });
const flush = () => new Promise((done) => setTimeout(done, 0));

function visitWith(firstBars: ValuePopup[], answer: (context: ValuePopupContext) => ValuePopup[]) {
  const listeners = new Set<(location: { path: string; search: string; hash?: string }) => void>();
  const nav: Nav = {
    go: () => {},
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const asked: ValuePopupContext[] = [];
  const services = {
    nowMs: () => NOW,
    valuePopups: {
      headerBars: async (context: ValuePopupContext) => {
        asked.push(context);
        return answer(context);
      },
      recordShown: async () => {},
    },
  } as unknown as Services;
  const root = { user: null, nowMs: NOW, headerBars: headerBarItems(firstBars, NOW) } as unknown as RootData;
  const request = { cookies: memoryCookieJar(), sessionTokens: { atoken: null, rtoken: null }, search: '', config: {} as PublicConfig };
  let now = '/';
  const factsOf: FactsOf = (page) => ({ root, request: { ...request, path: page === 'first' ? '/' : now } });
  const visitRoot = createActor(createVisitMachine({}), { input: {} }).start();
  const visit = { actors: {}, current: () => visitRoot, start: async () => visitRoot } as unknown as LazyVisit;
  const onDemand = onDemandActors(visit, services, nav, factsOf);
  const navigate = (path: string, hash?: string) => {
    now = path;
    for (const listener of listeners) listener({ path, search: '', hash });
  };
  return { onDemand, navigate, asked, listeners };
}

describe('on-demand machines from the first page', () => {
  it("the header bar arriving after a client navigation starts from the first page's bars and hears it: the first page's showTrigger 2 bar is the bar", async () => {
    const bars = [popup('timed'), popup('trigger', { showTrigger: 2 })];
    const { onDemand, navigate, asked } = visitWith(bars, () => bars);
    navigate('/videos/');
    const headerBar = await onDemand.want('headerBar');
    expect(selectHeaderBarView(headerBar.getSnapshot() as never).bar?.uuid).toBe('trigger');
    await flush();
    expect(asked.map((c) => c.url)).toEqual(['/videos/']);
    expect(selectHeaderBarView(headerBar.getSnapshot() as never).bar?.uuid).toBe('trigger');
  });

  it('hears the missed changes in order: after a change with a hash (no promotion) and another page, that page is asked for', async () => {
    const bars = [popup('timed'), popup('trigger', { showTrigger: 2 })];
    const { onDemand, navigate, asked } = visitWith(bars, () => [popup('timed')]);
    navigate('/', 'comments');
    navigate('/models/');
    const headerBar = await onDemand.want('headerBar');
    await flush();
    expect(asked.map((c) => c.url)).toEqual(['/', '/models/']);
    expect(selectHeaderBarView(headerBar.getSnapshot() as never).bar?.uuid).toBe('timed');
  });

  it('stops keeping route changes once every such machine has come', async () => {
    const { onDemand, navigate, listeners } = visitWith([popup('timed')], () => [popup('timed')]);
    const before = listeners.size;
    navigate('/videos/');
    await onDemand.want('headerBar');
    expect(listeners.size).toBe(before - 1);
  });
});
