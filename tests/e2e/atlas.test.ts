/**
 * The machine atlas in Chromium, on the built site in production mode (embedded): an administrator sees
 * every machine of the registry on /_atlas/ and the session's statechart drawn on its page (opened from the index,
 * and on a first load), laid out on the server (no elkjs in the browser), and downloads its JSON; runs a sandbox
 * by the buttons beside the drawing and by the transitions' labels in it (click, Tab, Enter, Space); a member and a
 * guest are refused with 401 and the 'Access denied' screen, which stays after the app is live. The pages are never
 * indexed.
 */
import { readFile } from 'node:fs/promises';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { atlas } from '../../app/atlas/registry.ts';
import { chartOf } from '../../app/atlas/chart.ts';
import { holdAppCode, visitorContext, waitForApp } from '../support/browser.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';

const run = siteAndBrowser();

/** A returning visitor's context, signed in through the site's JSON endpoint (it sets the token cookies) unless a guest. */
const visitor = (email?: string): Promise<BrowserContext> => visitorContext(run.browser, run.site.url, { email });

/** A machine's atlas page, live: its sandbox panel, the states the drawing marks active, and a sandbox started from a named input. */
async function machinePage(context: BrowserContext, id: string) {
  const page = await context.newPage();
  await page.goto(`${run.site.url}/_atlas/${id}/`);
  await waitForApp(page);
  const sandbox = page.getByRole('region', { name: 'Sandbox' });
  const active = () =>
    page.locator('svg.atlas-drawing [data-active="true"]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-state-id')));
  /** Starts a sandbox from the input; resolves once the drawing shows its first state. */
  const start = async (input: string, first: string) => {
    await sandbox.getByLabel('Input').selectOption(input);
    await sandbox.getByRole('button', { name: 'Start a sandbox' }).click();
    await expect.poll(active, { timeout: 10_000 }).toContain(first);
  };
  return { page, sandbox, active, start };
}

const session = chartOf(atlas.find((entry) => entry.id === 'session')!.machine);

describe('the machine atlas', () => {
  it('shows an administrator every machine of the registry, grouped by area, with its coverage; never indexed', async () => {
    const context = await visitor('admin@demo.test');
    try {
      const page = await context.newPage();
      const res = await page.goto(`${run.site.url}/_atlas/`);
      expect(res?.status()).toBe(200);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Machine atlas');
      for (const entry of atlas) {
        const card = page.locator(`[data-machine="${entry.id}"]`);
        expect(await card.getByRole('link', { name: entry.title }).getAttribute('href')).toBe(`/_atlas/${entry.id}/`);
        expect(await card.getByText('Transitions', { exact: true }).isVisible()).toBe(true);
      }
      expect(await page.getByRole('heading', { level: 2, name: 'Session', exact: true }).isVisible()).toBe(true);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    } finally {
      await context.close();
    }
  });

  it("draws the session's statechart, laid out on the server: every state node in the SVG, opened from the index and on a first load", async () => {
    const context = await visitor('admin@demo.test');
    try {
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto(`${run.site.url}/_atlas/`);
      await waitForApp(page);
      await page.getByRole('link', { name: 'Session and token lifecycle' }).click();
      await page.waitForURL(`${run.site.url}/_atlas/session/`);
      const drawing = page.getByRole('img', { name: 'Statechart of Session and token lifecycle' });
      await drawing.waitFor();
      const drawn = async () =>
        (await drawing.locator('[data-state-id]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-state-id')))).sort();
      expect(await drawn()).toEqual(session.states.map((s) => s.id).sort());

      const res = await page.goto(`${run.site.url}/_atlas/session/`);
      expect(res?.status()).toBe(200);
      expect(await drawn()).toEqual(session.states.map((s) => s.id).sort());
      expect(scripts.filter((url) => url.includes('elk'))).toEqual([]);
      // The list beside it names every state and transition too (a screen reader cannot read the drawing).
      expect(
        await page.getByRole('heading', { name: `${session.states.length} states, ${session.transitions.length} transitions` }).isVisible(),
      ).toBe(true);
      expect(await page.locator('.atlas-details [data-transition-id]').count()).toBe(session.transitions.length);
    } finally {
      await context.close();
    }
  });

  it("downloads the session's definition as JSON, and zooms the drawing inside its box", async () => {
    const context = await visitor('admin@demo.test');
    try {
      const page = await context.newPage();
      await page.goto(`${run.site.url}/_atlas/session/`);
      await waitForApp(page);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download JSON' }).click()]);
      expect(download.suggestedFilename()).toBe('session.json');
      const json = JSON.parse(await readFile((await download.path()) ?? '', 'utf8'));
      expect(json).toMatchObject({ id: 'session', initial: 'starting' });
      expect(Object.keys(json.states)).toEqual(['starting', 'refreshing', 'loadingUser', 'settled', 'loggingOut']);

      const width = async () => Number(await page.locator('svg.atlas-drawing').getAttribute('width'));
      const full = await width();
      await page.getByRole('button', { name: 'Zoom out' }).click();
      await expect.poll(() => page.locator('.atlas-zoom output').textContent()).toBe('80 %');
      expect(await width()).toBeLessThan(full);
    } finally {
      await context.close();
    }
  });

  it("hydrates the session's page as the server drew it, 'This visit' included, whether or not the visit's machines have come", async () => {
    const context = await visitor('admin@demo.test');
    try {
      // The visit's machines held back: the page hydrates with the session's stand-in, and its actor comes later.
      const release = await holdAppCode(context, run.site.url, 'visit-machines-*.js');
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(`${run.site.url}/_atlas/session/`, { waitUntil: 'domcontentloaded' });
      await page.evaluate(() => {
        (window as { serverPanel?: Element | null }).serverPanel = document.getElementById('atlas-inspect-title');
      });
      expect(await page.locator('#atlas-inspect-title').textContent()).toBe('This visit');
      await waitForApp(page);
      await page.waitForFunction(() =>
        Object.keys(document.getElementById('atlas-inspect-title') ?? {}).some((key) => key.startsWith('__reactFiber$')),
      );
      expect(
        await page.evaluate(() => (window as { serverPanel?: Element | null }).serverPanel === document.getElementById('atlas-inspect-title')),
      ).toBe(true);
      // Switched on before the actor is there, the inspection shows it once it comes.
      const toggle = page.getByRole('button', { name: 'Inspect this visit' });
      await toggle.click();
      expect(await toggle.getAttribute('aria-pressed')).toBe('true');
      release();
      await expect.poll(() => page.locator('.atlas-inspect-tags').textContent(), { timeout: 10_000 }).toBe('signedIn');
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("inspects this visit: the session's active states highlighted, and a sign-out in another tab moves them to guest with its events listed", async () => {
    const context = await visitor('admin@demo.test');
    try {
      const page = await context.newPage();
      await page.goto(`${run.site.url}/_atlas/session/`);
      await waitForApp(page);
      const toggle = page.getByRole('button', { name: 'Inspect this visit' });
      expect(await toggle.getAttribute('aria-pressed')).toBe('false');
      expect(await page.locator('svg.atlas-drawing [data-active]').count()).toBe(0);
      await toggle.click();
      expect(await toggle.getAttribute('aria-pressed')).toBe('true');
      const drawn = (id: string) => page.locator(`svg.atlas-drawing [data-state-id="${id}"]`);
      await expect.poll(() => drawn('session.settled.status.signedIn').getAttribute('data-active')).toBe('true');
      expect(await drawn('session.settled.status.guest').getAttribute('data-active')).toBeNull();
      expect(await page.locator('.atlas-inspect-tags').textContent()).toBe('signedIn');
      expect(await page.locator('.atlas-inspect-value').textContent()).toContain('"status":"signedIn"');
      const events = page.locator('.atlas-inspect-events > li');
      // The token check runs every 3 s: its delayed event and the cookie read's result arrive while the page is open.
      await expect.poll(() => events.count(), { timeout: 8000 }).toBeGreaterThan(0);

      const before = await events.count();
      const other = await context.newPage();
      await other.goto(`${run.site.url}/logout/`);
      await other.waitForURL((url) => !url.pathname.startsWith('/logout/'), { timeout: 10_000 });
      await other.close();

      await expect.poll(() => drawn('session.settled.status.guest').getAttribute('data-active'), { timeout: 8000 }).toBe('true');
      expect(await drawn('session.settled.status.signedIn').getAttribute('data-active')).toBeNull();
      expect(await page.locator('.atlas-inspect-tags').textContent()).toBe('guest');
      expect(await events.count()).toBeGreaterThan(before);
      expect(await page.locator('.atlas-inspect-events').textContent()).toContain('xstate.done.actor.readCookieTokens');
      // The payloads never show a token: the cookie reads' atoken and rtoken are redacted.
      const log = (await page.locator('.atlas-inspect-events').textContent()) ?? '';
      expect(log).not.toMatch(/eyJ[\w-]+\./);
      expect(log).not.toMatch(/"(atoken|rtoken)":"(?!‹redacted›)/);
      expect(await events.count()).toBeLessThanOrEqual(50);
    } finally {
      await context.close();
    }
  });

  it('runs a sandbox of the cookie banner: the clock advanced by a button shows it, an event sent by a button dismisses it, nothing reaches the site', async () => {
    const context = await visitor('admin@demo.test');
    try {
      const { sandbox, active, start } = await machinePage(context, 'cookie-consent');
      await start('no prior choice', 'cookieConsent.hidden');
      await sandbox.getByRole('button', { name: 'Advance the clock 1000 ms to the next timer' }).click();
      await expect.poll(active).toContain('cookieConsent.visible');
      const cookiesBefore = await context.cookies();
      await sandbox.getByRole('list', { name: 'Events it accepts now' }).getByRole('button', { name: 'ACCEPT_CLICKED' }).click();
      await expect.poll(active).not.toContain('cookieConsent.visible');
      expect(await sandbox.getByRole('button', { name: 'ACCEPT_CLICKED' }).count()).toBe(0);
      // The sandbox's actions are the machine's placeholders: the visitor's own consent cookie is untouched.
      expect((await context.cookies()).find((c) => c.name === 'cookie_consent')?.value).toBe(
        cookiesBefore.find((c) => c.name === 'cookie_consent')?.value,
      );
    } finally {
      await context.close();
    }
  });

  it('takes transitions in the drawing while a sandbox runs: a click on a label advances the clock, Tab and Enter send ACCEPT_CLICKED', async () => {
    const context = await visitor('admin@demo.test');
    try {
      const { page, sandbox, active, start } = await machinePage(context, 'cookie-consent');
      // Before a sandbox runs the drawing is an image, with no control in it.
      expect(await page.getByRole('img', { name: 'Statechart of Cookie banner' }).count()).toBe(1);
      const drawing = page.getByRole('group', { name: 'Statechart of Cookie banner' });
      const controls = () => drawing.getByRole('button').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label')));
      await start('no prior choice', 'cookieConsent.hidden');

      // Waiting for the banner's delay, the one transition it can take is the timer's: its label is the control.
      await expect.poll(controls).toEqual(['Advance the clock 1000 ms to the next timer: after BANNER_DELAY']);
      await drawing.getByRole('button', { name: 'Advance the clock 1000 ms to the next timer: after BANNER_DELAY' }).click();
      await expect.poll(active).toContain('cookieConsent.visible');
      expect(await sandbox.locator('.atlas-sandbox-value').textContent()).toBe('"visible"');
      expect(await sandbox.getByText('Clock', { exact: true }).locator('+ dd').textContent()).toBe('1000 ms');
      expect(await controls()).toEqual(['Send ACCEPT_CLICKED', 'Send REJECT_CLICKED']);

      // By keyboard: Tab from the drawing's scrolling box reaches the labels, focus shown; Enter sends the event.
      const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
      await page.getByRole('region', { name: 'Statechart of Cookie banner, scrollable' }).focus();
      for (let i = 0; i < 4 && (await focused()) !== 'Send ACCEPT_CLICKED'; i++) await page.keyboard.press('Tab');
      expect(await focused()).toBe('Send ACCEPT_CLICKED');
      expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).toBe('solid');
      await page.keyboard.press('Enter');
      await expect.poll(active).toContain('cookieConsent.dismissed');
      expect(await active()).not.toContain('cookieConsent.visible');
      expect(await sandbox.locator('.atlas-sandbox-value').textContent()).toBe('"dismissed"');
      // Nothing leaves the final choice: no control is left, and the drawing is an image again.
      expect(await page.getByRole('img', { name: 'Statechart of Cookie banner' }).count()).toBe(1);
      expect(await page.locator('svg.atlas-drawing [role="button"]').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("takes a screen machine's transitions in the drawing: Space opens the player, the access-lost variant of ACCESS_CHANGED closes it", async () => {
    const context = await visitor('admin@demo.test');
    try {
      const { page, sandbox, active, start } = await machinePage(context, 'video-panel');
      await start('member', 'videoPanel.poster');
      const drawing = page.getByRole('group', { name: 'Statechart of Video page panels' });
      const full = drawing.getByRole('button', { name: 'Send FULL_REQUESTED [canWatchFull]', exact: true });
      await full.focus();
      await page.keyboard.press('Space');
      await expect.poll(active).toContain('videoPanel.player');
      // Only the variant that loses access takes the player's ACCESS_CHANGED back to the poster (its guard).
      await drawing.getByRole('button', { name: 'Send ACCESS_CHANGED [accessLost] {"canWatchFull":false}', exact: true }).click();
      await expect.poll(active).toContain('videoPanel.poster');
      expect(await sandbox.locator('.atlas-sandbox-value').textContent()).toBe('"poster"');
      expect(await drawing.getByRole('button', { name: 'Send FULL_REQUESTED [canWatchFull]' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("sends the visit to Stately's inspector only when asked with ?inspect=stately and only for staff, loading it then and never before", async () => {
    for (const [email, path, expected] of [
      ['admin@demo.test', '/_atlas/session/', false],
      ['admin@demo.test', '/videos/?inspect=stately', true],
      ['active@demo.test', '/videos/?inspect=stately', false],
    ] as const) {
      const context = await visitor(email);
      try {
        // Stately's window is a third party's page: answered here with an empty page, never fetched.
        await context.route('https://stately.ai/**', (route) =>
          route.fulfill({ status: 200, contentType: 'text/html', body: '<title>inspector</title>' }),
        );
        const page = await context.newPage();
        const scripts: string[] = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'script') scripts.push(request.url());
        });
        await page.goto(`${run.site.url}${path}`);
        await waitForApp(page);
        const inspector = () => scripts.some((url) => url.includes('stately-inspect'));
        if (expected) {
          await expect.poll(inspector).toBe(true);
          await expect.poll(() => context.pages().some((p) => p.url().startsWith('https://stately.ai/inspect'))).toBe(true);
        } else {
          // The app asks for the inspector's code as it starts (a dynamic import): not asked for once the page's network is quiet.
          await page.waitForLoadState('networkidle');
          expect(inspector(), `${email} ${path}`).toBe(false);
          expect(context.pages()).toHaveLength(1);
        }
      } finally {
        await context.close();
      }
    }
  });

  for (const [who, email] of [
    ['a member (active@demo.test)', 'active@demo.test'],
    ['a guest', undefined],
  ] as const) {
    it(`refuses ${who} in production mode: 401 and 'Access denied', also once the app is live`, async () => {
      const context = await visitor(email);
      try {
        const page = await context.newPage();
        for (const path of ['/_atlas/', '/_atlas/session/']) {
          const res = await page.goto(`${run.site.url}${path}`);
          expect(res?.status()).toBe(401);
          await waitForApp(page);
          expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Access denied');
          expect(await page.locator('svg.atlas-drawing').count()).toBe(0);
          expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
        }
      } finally {
        await context.close();
      }
    });
  }
});
