/**
 * Path-driven end-to-end tests (replay in tests/support/path-replay.ts): every path of the cookie banner's
 * and the 18+ splash's graphs, in Chromium against the running site. Each input is a way a visitor arrives (their
 * cookies, the page), each event is mapped once to what a visitor does. The session's paths are in
 * session-paths.test.ts; the checkout, age verification and private show machines join as they land.
 */
import type { Page } from 'playwright-core';
import type { AnyStateMachine, EventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import { ageSplashEntry } from '../../app/atlas/age-splash.ts';
import { cookieConsentEntry } from '../../app/atlas/cookie-consent.ts';
import type { AtlasEntry } from '../../app/atlas/define.ts';
import { type PathTable, describePath, replay, tablePaths } from '../support/path-replay.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';
import { type AnySnap, entryPaths } from '../model/graph.ts';

const run = siteAndBrowser();

/** A client navigation, as a link followed inside the app (the visit and its machines live on). */
const followLinkTo = async (page: Page, path: string) => {
  await page.evaluate((href) => {
    window.history.pushState(window.history.state, '', href);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await page.waitForURL(`${run.site.url}${path}`);
};

/** The one tag these machines have: 'visible'. */
const visibility = (state: AnySnap) => (state.hasTag('visible') ? 'visible' : 'hidden');
const seen = async (shown: Promise<boolean>) => ((await shown) ? 'visible' : 'hidden');

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
  shows: (page) => seen(page.getByRole('region', { name: 'Cookie consent' }).isVisible()),
  expected: visibility,
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
  shows: (page) => seen(page.getByText('Warning: This Website is for Adults Only!').isVisible()),
  expected: visibility,
};

for (const table of [cookieBanner, ageSplash]) {
  describe(`${table.entry.title}: the paths of its graph, in Chromium`, () => {
    const paths = tablePaths(table);
    it('has a user action for every event and an arrival for every input of its paths', () => {
      expect(paths.length).toBeGreaterThan(0);
      expect(paths).toHaveLength(entryPaths(table.entry).length);
    });
    for (const [i, named] of paths.entries()) {
      it(`path ${i + 1}, ${named.name}: ${describePath(named.path)}`, () => replay(run.browser, run.site.url, table, named));
    }
  });
}
