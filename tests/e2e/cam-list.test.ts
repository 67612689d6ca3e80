/**
 * The cam room list in the built site (spec 002 §2.1, §2.2, §4.1, §4.4): a guest sees 12
 * rooms with their status labels, server-rendered; a room's status and text status changed by the simulator show
 * without a reload once the 30 s refresh runs (the browser's timers moved with Playwright's clock, the simulator
 * frozen so nothing else moves), and every later 30 s step reaches the provider too (no request cache answers it); the
 * server-rendered list is no older than the refresh step (a shared cache keeps it 10 s, stale 20 s more); what a room
 * showed — heard on its channel, or loaded with its page when the viewer left before the channel answered — is on its
 * card back on the list; the filters and the pages change the rooms and the address; a tag page shows its
 * crumb '{group} Live VR Porn'; a viewer outside the verified view is sent to join-now; with the cam area off the
 * list is the 404 screen and the menu has no cam link. Changes no account (guest visits; renew@ only opens a page).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { holdAppCode, visitorContext, waitForApp } from '../support/browser.ts';
import { appEffectsRan, hydrationEffectsRan, trackAppEffects } from '../support/app-effects.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';
import { sim as camSim } from '../support/cam-sim.ts';

const LABELS = ['live 4k', 'live 6k', 'in private', 'away', 'spy now', 'offline'];

describe('the cam room list', () => {
  const run = siteAndBrowser();

  const sim = (path: string, body?: unknown) => camSim(run.site.url, path, body);

  const cards = (page: Page) => page.locator('.cam-card');

  /** The list's first room: its card, its id and its model's nickname (from the card's link to the room). */
  async function firstRoom(page: Page) {
    const first = cards(page).first();
    const roomId = await first.getAttribute('data-room');
    const nickname = (await first.getAttribute('href'))?.split('/')[2] ?? '';
    return { first, nickname, card: page.locator(`.cam-card[data-room="${roomId}"]`) };
  }

  async function guestPage(opts: { clock?: boolean; effects?: boolean } = {}): Promise<Page> {
    const context = await visitorContext(run.browser, run.site.url);
    if (opts.clock || opts.effects) await trackAppEffects(context);
    // Installed before the page loads, so the list's 30 s schedule runs on this clock (from the app's effects on).
    if (opts.clock) await context.clock.install();
    return context.newPage();
  }

  it('shows 12 rooms with their status labels, text status and viewers, server-rendered', async () => {
    await sim('freeze', { on: true });
    const html = await (await fetch(`${run.site.url}/vr-cam-girls/`)).text();
    expect(html.match(/class="cam-card"/g)).toHaveLength(12);
    expect(html).toContain('<title>Live VR Cam Girls');
    const page = await guestPage();
    await page.goto(`${run.site.url}/vr-cam-girls/`);
    await waitForApp(page);
    await expect.poll(() => cards(page).count()).toBe(12);
    for (const label of await page.locator('.cam-card__status').allTextContents()) expect(LABELS).toContain(label.toLowerCase());
    expect(await page.locator('.cam-card__viewers').first().textContent()).toMatch(/^[\d,]+ viewers?$/);
    expect(await page.getByRole('navigation', { name: 'Breadcrumbs' }).textContent()).toContain('VR Cam Girls');
    // Each card links to its model's room.
    expect(await cards(page).first().getAttribute('href')).toMatch(/^\/vr-cam-girls\/[^/]+\/$/);
    await page.context().close();
  });

  it("shows a room's new status and text status after the 30 s refresh, without a reload", async () => {
    await sim('freeze', { on: true });
    const page = await guestPage({ clock: true });
    await page.goto(`${run.site.url}/vr-cam-girls/`);
    await appEffectsRan(page);
    const { nickname, card } = await firstRoom(page);
    await sim('force', { nickname, move: 'status:AWAY' });
    await sim('force', { nickname, move: 'text:Back in five minutes' });
    expect(await card.locator('.cam-card__text').textContent()).not.toBe('Back in five minutes');
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations++;
    });
    await page.clock.runFor(30_000);
    await expect.poll(() => card.locator('.cam-card__text').textContent(), { timeout: 10_000 }).toBe('Back in five minutes');
    expect(await card.locator('.cam-card__status').textContent()).toBe('away');
    expect(navigations).toBe(0);
    await sim('force', { nickname, move: 'status:PUBLIC' });
    await page.context().close();
  });

  it('every 30 s refresh step reaches the provider: a room that went away and came back shows each change on the next step', async () => {
    await sim('freeze', { on: true });
    const page = await guestPage({ clock: true });
    await page.goto(`${run.site.url}/vr-cam-girls/`);
    await appEffectsRan(page);
    const { nickname, card } = await firstRoom(page);
    const steps: [string, RegExp][] = [
      ['status:AWAY', /^away$/],
      ['status:PUBLIC', /^live [46]k$/],
      ['status:AWAY', /^away$/],
    ];
    try {
      for (const [move, label] of steps) {
        await sim('force', { nickname, move });
        await page.clock.runFor(30_000);
        await expect.poll(async () => (await card.locator('.cam-card__status').textContent())?.toLowerCase(), { timeout: 10_000 }).toMatch(label);
      }
    } finally {
      await sim('force', { nickname, move: 'status:PUBLIC' });
      await page.context().close();
    }
  });

  it("the server's list is no older than the refresh step: a room's new text status is in the page rendered 11 s later", async () => {
    await sim('freeze', { on: true });
    const headers = { cookie: 'age_verified_18=1; cookie_consent=accepted' };
    const first = await fetch(`${run.site.url}/vr-cam-girls/`, { headers });
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=20');
    const html = await first.text();
    const nickname = /href="\/vr-cam-girls\/([^/"]+)\/"/.exec(html)?.[1] ?? '';
    const text = `Back at ${Date.now() % 100_000}`;
    await sim('force', { nickname, move: `text:${text}` });
    await new Promise((r) => setTimeout(r, 11_000));
    expect(await (await fetch(`${run.site.url}/vr-cam-girls/`, { headers })).text()).toContain(text);
  });

  it("a text status the room heard while the viewer was in it is on the room's card when they come back to the list", async () => {
    await sim('freeze', { on: true });
    const page = await guestPage();
    await page.goto(`${run.site.url}/vr-cam-girls/`);
    await waitForApp(page);
    const { first, nickname, card } = await firstRoom(page);
    const before = `Away at ${Date.now() % 100_000}`;
    const text = `Back at ${Date.now() % 100_000}`;
    try {
      await sim('force', { nickname, move: `text:${before}` });
      await first.click();
      await page.waitForURL(`**/vr-cam-girls/${nickname}/`);
      // The room's page as its loader found it; from then on only the room's channel (entering, its events) changes it.
      await expect.poll(() => page.locator('.cam-room__description').textContent(), { timeout: 10_000 }).toBe(before);
      await sim('force', { nickname, move: `text:${text}` });
      await expect.poll(() => page.locator('.cam-room__description').textContent(), { timeout: 10_000 }).toBe(text);
      await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'VR Cam Girls' }).click();
      await page.waitForURL('**/vr-cam-girls/');
      // Before the list's next refresh step (30 s): the card was updated when the room heard it.
      await expect.poll(() => card.locator('.cam-card__text').textContent(), { timeout: 5000 }).toBe(text);
    } finally {
      await page.context().close();
    }
  });

  it("the text status a room's page showed is on its card when the viewer leaves before the room's channel answered", async () => {
    await sim('freeze', { on: true });
    const page = await guestPage({ effects: true });
    // The room's channel (its code, then its socket) held back: the viewer sees only what the room's page loaded.
    const release = await holdAppCode(page.context(), run.site.url, 'cam-channel-*.js');
    // And the list's machine held back too: the viewer opens a room before it has come (a busy phone, a slow network).
    const releaseList = await holdAppCode(page.context(), run.site.url, 'cam-list.machine-*.js');
    await page.goto(`${run.site.url}/vr-cam-girls/`);
    await hydrationEffectsRan(page);
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const { first, nickname, card } = await firstRoom(page);
    const text = `Back at ${Date.now() % 100_000}`;
    try {
      // Changed while the viewer is on the list (the list's refresh step, 30 s, not yet come): the card is older.
      await sim('force', { nickname, move: `text:${text}` });
      expect(await card.locator('.cam-card__text').textContent()).not.toBe(text);
      await first.click();
      await page.waitForURL(`**/vr-cam-girls/${nickname}/`);
      await expect.poll(() => page.locator('.cam-room__description').textContent(), { timeout: 10_000 }).toBe(text);
      releaseList();
      await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'VR Cam Girls' }).click();
      await page.waitForURL('**/vr-cam-girls/');
      // The app's own navigations, in the document that holds the list's cache (no new page load answered the list).
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      await expect.poll(() => card.locator('.cam-card__text').textContent(), { timeout: 5000 }).toBe(text);
    } finally {
      release();
      releaseList();
      await page.context().close();
    }
  });

  it('filters change the rooms and the address; page 2 works', async () => {
    const page = await guestPage();
    await page.goto(`${run.site.url}/vr-cam-girls/`);
    await waitForApp(page);
    const firstOfGirls = await cards(page).first().getAttribute('data-room');
    // The list shows a filter's rooms, puts the filter in the address, and the route then starts the screen anew for
    // that address (one machine per address): its controls are new ones, and a Select opened in the old screen goes
    // with it. The old screen's filters are marked, to wait for the new ones.
    await page.locator('.cam-filters').evaluate((filters) => filters.setAttribute('data-old-screen', ''));
    await page.getByRole('navigation', { name: 'Category' }).getByRole('link', { name: 'Couples' }).click();
    await page.waitForURL(/\?category=couples$/);
    await expect.poll(async () => cards(page).first().getAttribute('data-room')).not.toBe(firstOfGirls);
    await page.locator('.cam-filters:not([data-old-screen])').waitFor();
    await page.getByRole('button', { name: /Status/ }).click();
    await page.getByRole('listbox').getByRole('option', { name: 'Public' }).click();
    await page.waitForURL(/category=couples&status=public/);
    await expect.poll(async () => (await page.locator('.cam-card__status').allTextContents()).every((l) => /^live [46]k$/i.test(l))).toBe(true);

    await page.goto(`${run.site.url}/vr-cam-girls/`);
    await waitForApp(page);
    const page1 = await page.locator('.cam-card').evaluateAll((els) => els.map((el) => el.getAttribute('data-room')));
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(/\?page=2$/);
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
    const page2 = await page.locator('.cam-card').evaluateAll((els) => els.map((el) => el.getAttribute('data-room')));
    expect(page2.some((id) => page1.includes(id))).toBe(false);
    expect(await page.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    // Shareable: the address alone renders the same page on the server.
    const html = await (await fetch(`${run.site.url}/vr-cam-girls/?page=2`)).text();
    expect(html).toContain(`data-room="${page2[0]}"`);
    await page.context().close();
  });

  it("opens the Status list on a press during which the Select's code arrives", async () => {
    const page = await guestPage();
    // The Select's code is held until the button is down: it arrives in the middle of the press.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/ControlSelect-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${run.site.url}/vr-cam-girls/`);
    await waitForApp(page);
    await page.getByRole('button', { name: /Status/ }).hover();
    await page.mouse.down();
    release();
    // The real Select (react-aria marks its elements data-rac) takes the stand-in's place before the button comes up.
    await page.locator('.cam-selects .cat-select[data-rac]').last().waitFor();
    await page.mouse.up();
    await page.getByRole('listbox').getByRole('option', { name: 'Public' }).waitFor({ timeout: 10_000 });
    await page.context().close();
  });

  it("a tag page shows the list filtered by its tag, crumb '{group} Live VR Porn'; an unknown tag is not found", async () => {
    const page = await guestPage();
    await page.goto(`${run.site.url}/vr-cam-tag/blonde`);
    await waitForApp(page);
    expect(new URL(page.url()).pathname).toBe('/vr-cam-tag/blonde/');
    expect(await page.getByRole('navigation', { name: 'Breadcrumbs' }).textContent()).toContain('Appearance Live VR Porn');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Blonde VR Cam Girls');
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
    await page.context().close();
    const unknown = await fetch(`${run.site.url}/vr-cam-tag/no-such-tag/`, { redirect: 'manual' });
    expect(unknown.headers.get('location') ?? '').toContain('/404/');
  });

  it('sends a viewer outside the verified view to join-now', async () => {
    const context = await visitorContext(run.browser, run.site.url, { email: 'renew@demo.test' });
    const page = await context.newPage();
    await page.goto(`${run.site.url}/vr-cam-girls/`);
    expect(new URL(page.url()).pathname).toBe('/join-now/');
    await context.close();
  });
});

describe('with the cam area off', () => {
  const off = siteAndBrowser({ env: { CAMS: 'off' } });

  it('the list and the tag pages are the 404 screen, and the menu has no cam link', async () => {
    for (const path of ['/vr-cam-girls/', '/vr-cam-tag/blonde/']) {
      const res = await fetch(`${off.site.url}${path}`);
      expect(res.status).toBe(404);
    }
    const home = await (await fetch(`${off.site.url}/`)).text();
    expect(home).not.toContain('href="/vr-cam-girls/"');
  });
});
