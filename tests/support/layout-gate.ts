/**
 * The layout and interaction gate (docs/testing.md 'Gates'): a route opened as one kind of visitor, read at every
 * width of `GATE_WIDTHS` for how it fits (tests/support/layout-checks.ts), with everything the visit printed or asked
 * for that went wrong: a console error (React's hydration errors among them), an uncaught error, a failed request or an
 * answer of 400 or more, but the status of the page itself when it is the 404 or 401 screen.
 *
 * Who visits (`GateVisitor`): a returning guest (the 18+ splash and the cookie banner answered), an active member with
 * a token balance, an expired member, a member who must still pass age verification (outside the verified view: the
 * soft site), and the staff (the machine atlas). The fake-buy pop-up, which comes to guests (and inactive members) after a
 * pause, is brought on with the page's clock and held (the clock paused) while the widths are read, so what it covers
 * is found. A page's failing widths are photographed into test-results/layout-gate/.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { FAKE_BUY_DEFAULT_PAUSE } from '../../domain/fake-buy.ts';
import { visitorContext, waitForApp } from './browser.ts';
import { sim } from './cam-sim.ts';
import { layoutFindings } from './layout-checks.ts';
import { resizeSettled } from './frames.ts';
import { pauseClockSoon } from './page-clock.ts';
import { MEMBER_ACCOUNT, STAFF_ACCOUNT } from './routes.ts';
import { resignAccessToken } from './tokens.ts';

/** A phone, a tablet, the first desktop width (spec 000 §2.3: above 1024 px), laptops and a large screen. */
export const GATE_WIDTHS = [390, 768, 1025, 1280, 1440, 1920] as const;
/** The fake-buy pop-up's first showing after the app is live: half the default pause (domain/fake-buy.ts). */
const FIRST_FAKE_BUY_MS = (FAKE_BUY_DEFAULT_PAUSE * 1000) / 2 + 100;
export type GateVisitor = 'guest' | 'member' | 'expired' | 'unverified' | 'staff';
export const EXPIRED_ACCOUNT = 'expired@demo.test';
/** The secret the gate's sites sign tokens with, so a member's token can be re-signed as one that must verify. */
export const GATE_JWT_SECRET = 'layout-gate-secret-0123456789abcdef';
const SHOTS = resolve(import.meta.dirname, '../../test-results/layout-gate');

/** The header controls each visitor must find above 1024 px (spec 000 §2.3, §6). */
const HEADER_NAMES: Record<GateVisitor, readonly string[]> = {
  guest: ['Log In', 'Join Now'],
  member: ['Account menu', 'Log Out'],
  expired: ['Account menu', 'Log Out'],
  unverified: ['Log Out'],
  staff: ['Account menu', 'Log Out'],
};

/** Visitors of the gate the fake-buy pop-up comes to (spec 001 §6: logged-out visitors and inactive members, in the verified view). */
const SEES_FAKE_BUY: readonly GateVisitor[] = ['guest'];

/** A context of `visitor` on `siteUrl`, its page's clock installed (it runs in real time until a visit moves it). */
export async function gateContext(browser: Browser, siteUrl: string, visitor: GateVisitor, opts: { cams: boolean }): Promise<BrowserContext> {
  const email = { guest: undefined, member: MEMBER_ACCOUNT, expired: EXPIRED_ACCOUNT, unverified: MEMBER_ACCOUNT, staff: STAFF_ACCOUNT }[visitor];
  const context = await visitorContext(browser, siteUrl, { email, viewport: { width: GATE_WIDTHS[0], height: 900 } });
  if (visitor === 'member' && opts.cams) await sim(siteUrl, 'balance', { email: MEMBER_ACCOUNT, balance: 1000 });
  if (visitor === 'unverified') {
    const cookie = (await context.cookies()).find((c) => c.name === 'atoken');
    if (!cookie) throw new Error('the sign-in set no access token cookie');
    await context.addCookies([{ ...cookie, value: await resignAccessToken(cookie.value, GATE_JWT_SECRET, { seconds: 3600, kind: 'verify' }) }]);
  }
  await context.clock.install();
  return context;
}

/** The page's own statuses that are no trouble: the 404 screen's and the 401 'Access denied' screen's. */
const SCREEN_STATUSES = [404, 401];

/** What went wrong on a page while it was watched: console errors, uncaught errors, failed requests and answers. */
function watchTrouble(page: Page) {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // Chromium's own line for the page's status: no trouble when the page is the 404 or 401 screen.
    const status = /^Failed to load resource: the server responded with a status of (\d+)/.exec(message.text())?.[1];
    if (status && message.location().url === page.url() && SCREEN_STATUSES.includes(Number(status))) return;
    seen.push(`console error: ${message.text().slice(0, 300)}`);
  });
  page.on('pageerror', (error) => seen.push(`uncaught: ${error.message.slice(0, 300)}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // A request the page itself gave up (a navigation away, an aborted fetch, a media range) is not a failure.
    if (reason !== 'net::ERR_ABORTED') seen.push(`request failed: ${request.method()} ${request.url()} (${reason})`);
  });
  page.on('response', (response) => {
    const request = response.request();
    if (response.status() < 400) return;
    if (request.isNavigationRequest() && request.frame() === page.mainFrame() && SCREEN_STATUSES.includes(response.status())) return;
    seen.push(`${response.status()} for ${request.method()} ${response.url()}`);
  });
  return {
    take: () => seen.splice(0),
  };
}

export type GateFinding = { path: string; visitor: GateVisitor; width?: number; finding: string };

const slug = (text: string) => text.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';

/**
 * Opens each path on the context's page (once per path: at one of `widths`, another for each path in turn, then at
 * each other width by resizing the window, as a visitor turning a tablet or resizing a window does), and reports what
 * the gate finds. A path that
 * lands where an earlier one did (a redirect of the gate or a guard) is read once.
 */
export async function gateVisits(
  context: BrowserContext,
  siteUrl: string,
  visitor: GateVisitor,
  paths: readonly string[],
  opts: { theme: string; widths?: readonly number[]; afterOpen?: (page: Page) => Promise<void> },
): Promise<GateFinding[]> {
  const widths = opts.widths ?? GATE_WIDTHS;
  const page = await context.newPage();
  const trouble = watchTrouble(page);
  const found: GateFinding[] = [];
  const landed = new Set<string>();
  for (const [index, path] of paths.entries()) {
    // Each path opens at another width of the list (then turns to the others): the pop-up that comes on its own is
    // read where it came, at every width over the paths.
    const order = [...widths.slice(index % widths.length), ...widths.slice(0, index % widths.length)];
    await page.clock.resume();
    await page.setViewportSize({ width: order[0] ?? 390, height: 900 });
    const response = await page.goto(`${siteUrl}${path}`);
    const landing = new URL(page.url());
    const where = `${landing.pathname}${landing.search}`;
    if (landed.has(where)) {
      trouble.take();
      continue;
    }
    landed.add(where);
    if (!response) found.push({ path, visitor, finding: 'no answer' });
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    await opts.afterOpen?.(page);
    // The pointer rests in the header's top-left corner: resized layouts must not slide a hover menu under it.
    await page.mouse.move(0, 0);
    if (SEES_FAKE_BUY.includes(visitor)) await bringFakeBuy(page);
    for (const width of order) {
      if (width !== order[0]) {
        await page.setViewportSize({ width, height: 900 });
        await resizeSettled(page);
      }
      const findings = await layoutFindings(page, { headerNames: HEADER_NAMES[visitor], popupCame: width === order[0] });
      for (const finding of findings) found.push({ path: where, visitor, width, finding });
      if (findings.length > 0) await photograph(page, `${opts.theme}-${visitor}-${width}-${slug(where)}`);
    }
    for (const finding of trouble.take()) found.push({ path: where, visitor, finding });
  }
  await page.clock.resume();
  await page.close();
  return found;
}

/**
 * Moves the page's clock on to the fake-buy pop-up's first showing (7.5 s after the app is live, shown for 5 s),
 * waits in real time for its code, and holds the clock there. A page it does not come to (a member's, a soft page)
 * goes on as is.
 */
async function bringFakeBuy(page: Page) {
  if ((await page.locator('.fake-buy').count()) === 0) return;
  const card = page.locator('.fake-buy__card');
  await page.clock.runFor(FIRST_FAKE_BUY_MS);
  // The pop-up's code comes in real time while the clock runs on: well inside the 5 s it is shown.
  await card.waitFor({ state: 'attached', timeout: 4000 }).catch(() => {});
  await pauseClockSoon(page);
}

async function photograph(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: resolve(SHOTS, `${name}.png`) }).catch(() => {});
}
