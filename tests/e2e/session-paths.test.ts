/**
 * The session's graph replayed in Chromium (replay in tests/support/path-replay.ts): sign in, sign out, an
 * expired access token refreshed on load, and what other tabs do to the token cookies (sign in, sign out, store a
 * token about to expire). The graph has over a thousand paths; only those whose every step a visitor or the site
 * causes on its own are replayable (no upstream error, no hours passing), and of those the fewest that take every
 * transition they take. Tokens are real: the site API's, re-signed with the site's secret where a path needs an
 * expired or expiring one.
 */
import type { BrowserContext, Page } from 'playwright-core';
import type { AnyStateMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { AtlasEntry } from '../../app/atlas/define.ts';
import { sessionEntry, sessionExamples } from '../../app/atlas/session.ts';
import type { CookieRead, SessionContext } from '../../machines/session.machine.ts';
import { SESSION_PATHS } from '../../contracts/session.ts';
import { returningVisitorCookies } from '../support/browser.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';
import { type PathTable, actsOf, describePath, nothing, replay, tablePaths } from '../support/path-replay.ts';
import { resignAccessToken } from '../support/tokens.ts';

const JWT_SECRET = 'session-paths-e2e-secret-0123456789';
const MEMBER = { email: 'active@demo.test', password: 'demo1234' };
/** The other tab's member (the graph's A2: an expired membership). */
const OTHER = { email: 'expired@demo.test', password: 'demo1234' };

const run = siteAndBrowser({ env: { JWT_SECRET } });

/** Another tab of the same browser: its script calls the site's session endpoints, sharing the cookies. */
async function anotherTab(context: BrowserContext, path: string, data: object) {
  const res = await context.request.post(`${run.site.url}${path}`, { data, headers: { origin: run.site.url } });
  expect(res.ok(), `${path} from another tab: ${res.status()}`).toBe(true);
}

/** The access token cookie re-signed with the same claims to expire `seconds` from now (negative: already expired). */
async function reissueAccessToken(context: BrowserContext, seconds: number) {
  const current = (await context.cookies(run.site.url)).find((cookie) => cookie.name === 'atoken');
  if (!current) throw new Error('no access token cookie to reissue');
  await context.addCookies([{ name: 'atoken', value: await resignAccessToken(current.value, JWT_SECRET, { seconds }), url: run.site.url }]);
}

const banner = (page: Page) => page.getByRole('banner');
const returning = Object.fromEntries(returningVisitorCookies('http://x').map(({ name, value }) => [name, value]));

const session: PathTable = {
  entry: sessionEntry as unknown as AtlasEntry<AnyStateMachine>,
  arrivals: {
    'no cookies (guest)': { cookies: returning, path: '/' },
    'valid token, user given': { cookies: returning, path: '/', before: (context) => anotherTab(context, SESSION_PATHS.login, MEMBER) },
    'expired token with refresh token': {
      cookies: returning,
      path: '/',
      before: async (context) => {
        await anotherTab(context, SESSION_PATHS.login, MEMBER);
        await reissueAccessToken(context, -10);
      },
    },
  },
  actOf: (event, before) => {
    switch (event.type) {
      case 'LOGGED_IN':
        return 'sign in';
      // Every sign-out control redirects; `redirect: false` has none.
      case 'LOGOUT_REQUESTED':
        return 'redirect' in event ? null : 'sign out';
      case 'xstate.done.actor.refreshTokens':
      case 'xstate.done.actor.loadUser':
      case 'xstate.done.actor.logout':
        return 'the site answers';
      case 'xstate.done.actor.readCookieTokens': {
        const read = (event as unknown as { output: CookieRead }).output;
        const held = before.context as SessionContext;
        // A read hours later cannot be waited for.
        if (read.nowMs !== held.nowMs) return null;
        if (read.atoken === held.atoken && read.rtoken === held.rtoken) return 'the site answers';
        if (read.atoken === null && read.rtoken === null) return 'another tab signs out';
        if (read.atoken === sessionExamples.A2) return 'another tab signs in';
        if (read.atoken === sessionExamples.A_SOON) return 'another tab stores a token expiring within 30 s';
        return null;
      }
      // The errors of the site's calls are the fault matrix's and the model test's.
      default:
        return null;
    }
  },
  acts: {
    'sign in': async (page) => {
      await banner(page).getByRole('link', { name: 'Log In' }).click();
      await page.waitForURL(`${run.site.url}/login/`);
      await page.getByLabel('Email').fill(MEMBER.email);
      await page.getByLabel('Password').fill(MEMBER.password);
      await page.getByRole('button', { name: 'Log In' }).click();
    },
    'sign out': (page) => banner(page).getByRole('link', { name: 'Log Out' }).click(),
    'the site answers': nothing,
    'another tab signs out': (page) => anotherTab(page.context(), SESSION_PATHS.logout, {}),
    'another tab signs in': (page) => anotherTab(page.context(), SESSION_PATHS.login, OTHER),
    'another tab stores a token expiring within 30 s': (page) => reissueAccessToken(page.context(), 20),
  },
  shows: async (page) => {
    if (await banner(page).getByRole('link', { name: 'Log Out' }).isVisible()) return 'signedIn';
    if (await banner(page).getByRole('link', { name: 'Log In' }).isVisible()) return 'guest';
    return 'neither';
  },
  expected: (state) => (state.hasTag('signedIn') ? 'signedIn' : state.hasTag('guest') ? 'guest' : undefined),
};

describe('Session: the paths of its graph a visitor can take, in Chromium', () => {
  const paths = tablePaths(session, { cover: true });
  const acts = paths.map((named) => actsOf(session, named));

  it('takes sign in, sign out, an expired token refreshed on load, and every act of another tab', () => {
    const all = new Set(acts.flat());
    for (const act of Object.keys(session.acts)) expect(all, act).toContain(act);
    const refreshedOnLoad = paths.find((named) => named.name === 'expired token with refresh token');
    expect(refreshedOnLoad && describePath(refreshedOnLoad.path)).toBe('xstate.init → done:refreshTokens → done:loadUser');
    expect(paths.length).toBeLessThanOrEqual(10);
  });

  for (const [i, named] of paths.entries()) {
    it(`path ${i + 1}, ${named.name}: ${acts[i]?.slice(1).join(' → ')}`, () => replay(run.browser, run.site.url, session, named));
  }
});
