/**
 * Path-driven end-to-end tests (issue 8): the paths of a machine's own graph (the atlas registry's events and inputs,
 * tests/model/graph.ts) replayed in Chromium against the running site. Each input is a way a visitor arrives (their
 * cookies, the page), each event is mapped once to what a visitor does, and after every step the page must show what
 * the state's tags say. Today: the cookie banner and the 18+ splash; the checkout, age verification and private show
 * machines join as they land.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { AnyStateMachine, EventObject } from 'xstate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageSplashEntry } from '../../app/atlas/age-splash.ts';
import { cookieConsentEntry } from '../../app/atlas/cookie-consent.ts';
import type { AtlasEntry } from '../../app/atlas/define.ts';
import { launchBrowser, waitForApp } from '../support/browser.ts';
import { type RunningSite, startSite } from '../support/site-process.ts';
import { type NamedPath, describePath, entryPaths } from '../model/graph.ts';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** How a visitor arrives for one of the entry's named inputs: their cookies and the first page. */
type Arrival = { cookies: Record<string, string>; path: string };
/** What a visitor does for an event of the graph. */
type Act = (page: Page, event: EventObject) => Promise<void>;

interface PathTable {
  entry: AtlasEntry<AnyStateMachine>;
  arrivals: Record<string, Arrival>;
  acts: Record<string, Act>;
  /** Whether the page shows the state's tag (the one tag these machines have: 'visible'). */
  shown: (page: Page) => Promise<boolean>;
}

/** A client navigation, as a link followed inside the app (the visit and its machines live on). */
const followLinkTo = async (page: Page, path: string) => {
  await page.evaluate((href) => {
    window.history.pushState(window.history.state, '', href);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await page.waitForURL(`${site.url}${path}`);
};

/** An `after` step: the time passes (the machine's delay), nothing to do. */
const waits: Act = async () => {};

const cookieBanner: PathTable = {
  entry: cookieConsentEntry as AtlasEntry<AnyStateMachine>,
  arrivals: {
    'no prior choice': { cookies: { age_verified_18: '1' }, path: '/' },
    'accepted before': { cookies: { age_verified_18: '1', cookie_consent: 'accepted' }, path: '/' },
    'rejected before': { cookies: { age_verified_18: '1', cookie_consent: 'rejected' }, path: '/' },
    'from the VR app': { cookies: { age_verified_18: '1' }, path: '/?x_platform_source=app' },
  },
  acts: {
    ACCEPT_CLICKED: (page) => page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click(),
    REJECT_CLICKED: (page) => page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Reject' }).click(),
  },
  shown: (page) => page.getByRole('region', { name: 'Cookie consent' }).isVisible(),
};

const ageSplash: PathTable = {
  entry: ageSplashEntry as AtlasEntry<AnyStateMachine>,
  arrivals: {
    'first visit on /': { cookies: { cookie_consent: 'accepted' }, path: '/' },
    'agreed before': { cookies: { cookie_consent: 'accepted', age_verified_18: '1' }, path: '/videos/' },
    'first visit on /tour/': { cookies: { cookie_consent: 'accepted' }, path: '/tour/' },
  },
  acts: {
    AGREE_CLICKED: (page) => page.getByRole('dialog').getByRole('button', { name: 'I Agree' }).click(),
    ROUTE_CHANGED: (page, event) => followLinkTo(page, (event as EventObject & { path: string }).path),
  },
  shown: (page) => page.getByText('Warning: This Website is for Adults Only!').isVisible(),
};

/** The arrival itself (the page loaded with the input's cookies) is the path's first step. */
const arrives: Act = async () => {};

const isDelay = (event: EventObject | undefined) => event?.type.startsWith('xstate.after.') ?? false;

const actFor = (table: PathTable, event: EventObject): Act => {
  if (event.type === 'xstate.init') return arrives;
  if (isDelay(event)) return waits;
  const act = table.acts[event.type];
  if (!act) throw new Error(`${table.entry.id}: no user action for ${event.type}`);
  return act;
};

async function replay(table: PathTable, { name, path }: NamedPath) {
  const arrival = table.arrivals[name];
  if (!arrival) throw new Error(`${table.entry.id}: no arrival for the input '${name}'`);
  const context: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.addCookies(Object.entries(arrival.cookies).map(([cookie, value]) => ({ name: cookie, value, url: site.url })));
    const page = await context.newPage();
    await page.goto(`${site.url}${arrival.path}`);
    await waitForApp(page);
    for (const [i, step] of path.steps.entries()) {
      await actFor(table, step.event)(page, step.event);
      // A state left by a delay lasts only that long: the page is checked in the state the delay leads to.
      if (isDelay(path.steps[i + 1]?.event)) continue;
      const expected = step.state.hasTag('visible');
      await expect
        .poll(() => table.shown(page), {
          timeout: 5000,
          message: `step ${i + 1} (${step.event.type}) of ${describePath(path)}: the page should ${expected ? '' : 'not '}show it`,
        })
        .toBe(expected);
    }
  } finally {
    await context.close();
  }
}

for (const table of [cookieBanner, ageSplash]) {
  describe(`${table.entry.title}: the paths of its graph, in Chromium`, () => {
    const paths = entryPaths(table.entry);
    it('has a user action for every event and an arrival for every input of its paths', () => {
      expect(paths.length).toBeGreaterThan(0);
      for (const { name, path } of paths) {
        expect(table.arrivals[name], name).toBeDefined();
        for (const step of path.steps) expect(() => actFor(table, step.event)).not.toThrow();
      }
    });
    for (const [i, named] of paths.entries()) {
      it(`path ${i + 1}, ${named.name}: ${describePath(named.path)}`, () => replay(table, named));
    }
  });
}
