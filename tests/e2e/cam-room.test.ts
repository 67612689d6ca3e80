/**
 * The broadcast room in Chromium (spec 002 §2.3, §4.3, §6, §8): a guest gets the server-rendered room (the model's
 * name, bio and text status) and the full-access confirm on a paid control; camshow@demo.test requests a private show
 * (its cost on the button), the model accepts (the simulator's control endpoint), the low-balance dialog comes as the
 * simulated minutes pass, the show ends with 'The Private Show is over!' and a compliment lowers the balance; a refusal
 * for changed settings shows 'Settings changed'; camspy@demo.test enters spy mode, leaves it, and a second request
 * within the minute shows the provider's limit; a member the model banned is told so on re-entering the room by its
 * address, whose tips, paid controls and chat are disabled; a private show plays on the viewer's own stream address; a private show's minutes reach the header balance of every
 * tab. Spontaneous bot moves are frozen; the simulation clock moves by hand.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitorContext, waitForApp } from '../support/browser.ts';
import { camBalance, sim as camSim } from '../support/cam-sim.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';

const run = siteAndBrowser();
const SLUG = 'vr-cam-girls';

type BotState = { nickname: string; phase: string; status: string; spyEnabled: boolean; privateTariff: number };
type Broadcast = { modelName: string; bio: string[]; broadcastTextStatus: string; privateModeMinDuration: number; privateModeTariff: number };

const sim = (path: string, body?: unknown) => camSim(run.site.url, path, body);

const broadcastOf = async (nickname: string): Promise<Broadcast> =>
  (await fetch(`${run.site.url}/api/cam-provider/api/clients/v1/broadcasts/models/${nickname}?partnerId=vrcams&show-hidden=true`)).json();

/** The first public bot (in list order) that fits. */
async function publicBot(fits: (bot: BotState, broadcast: Broadcast) => boolean): Promise<{ bot: BotState; broadcast: Broadcast }> {
  const { nicknames } = (await sim('state')) as { nicknames: string[] };
  for (const nickname of nicknames) {
    const { state } = (await sim(`state?nickname=${nickname}`)) as { state: BotState };
    if (state.status !== 'PUBLIC') continue;
    const broadcast = await broadcastOf(nickname);
    if (fits(state, broadcast)) return { bot: state, broadcast };
  }
  throw new Error('no public bot fits');
}

const balanceOf = (context: BrowserContext) => camBalance(run.site.url, context);

/** Presses the (enabled) private show button and waits until the model has the request. */
async function requestShow(request: Locator, nickname: string): Promise<void> {
  await expect.poll(() => request.isEnabled(), { timeout: 10_000 }).toBe(true);
  await request.click();
  await expect
    .poll(async () => ((await sim(`state?nickname=${nickname}`)) as { state: { pendingRequests: unknown[] } }).state.pendingRequests.length)
    .toBe(1);
}

async function openRoom(context: BrowserContext, nickname: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${run.site.url}/${SLUG}/${nickname}/`);
  await waitForApp(page);
  return page;
}

beforeAll(async () => {
  await sim('freeze', { on: true });
});

describe('the broadcast room', () => {
  it("is server-rendered for a guest (name, bio, text status); a paid control gives 'Get full access to Live VR Cams.'", async () => {
    const { bot, broadcast } = await publicBot(() => true);
    const res = await fetch(`${run.site.url}/${SLUG}/${bot.nickname}/`, { headers: { cookie: 'age_verified_18=1; cookie_consent=accepted' } });
    expect(res.status).toBe(200);
    const html = (await res.text())
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
    expect(html).toContain(`<h1 class="cam-room__name">${broadcast.modelName}</h1>`);
    expect(html).toContain(broadcast.bio[0] ?? '');
    expect(html).toContain(broadcast.broadcastTextStatus);
    expect(html).toContain('VR Cam Girls');

    const context = await visitorContext(run.browser, run.site.url);
    const page = await openRoom(context, bot.nickname);
    await page.getByRole('button', { name: /^Private Show/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Get full access to Live VR Cams.' });
    await dialog.waitFor();
    expect(await dialog.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login/');
    expect(await dialog.getByRole('link', { name: 'Get Tokens' }).getAttribute('href')).toBe('/tokens/');
    await context.close();
  });

  it('a private show: cost on the button, accepted, low balance as minutes pass, over, a compliment lowers the balance', async () => {
    const email = 'camshow@demo.test';
    await sim('balance', { email, balance: 400 });
    const { bot, broadcast } = await publicBot((_, b) => b.privateModeMinDuration * b.privateModeTariff <= 200 && b.privateModeTariff > 0);
    const cost = broadcast.privateModeMinDuration * broadcast.privateModeTariff;
    const context = await visitorContext(run.browser, run.site.url, { email });
    const page = await openRoom(context, bot.nickname);
    const request = page.getByRole('button', { name: `Private Show ${cost} tokens` });
    await requestShow(request, bot.nickname);
    // The show's stream is the viewer's own: the player moves to the address with their grant, which plays.
    const ownStream = page.waitForResponse((res) => /\.m3u8\?grant=/.test(res.url()), { timeout: 15_000 });
    await sim('force', { nickname: bot.nickname, move: 'accept' });
    await expect.poll(() => page.locator('.cam-room__status').textContent(), { timeout: 10_000 }).toBe('in private');
    expect((await ownStream).status()).toBe(200);

    // Minutes of the show until the balance lasts only a little longer: the simulator warns the viewer once a minute's
    // billing leaves tokens for 2 minutes or less (each advance answers once that minute is billed).
    const low = page.getByRole('dialog').filter({ hasText: /You have left of tokens for only \d+ minutes in private chat\./ });
    const minutesLeft = async () => Math.floor((await balanceOf(context)) / broadcast.privateModeTariff);
    for (let minute = 0; minute < 10 && (await minutesLeft()) > 2; minute++) await sim('advance', { ms: 60_000 });
    await low.waitFor();
    expect(await low.textContent()).toMatch(
      /You have left of tokens for only \d+ minutes in private chat\. Please, increase your balance to continue the show\./,
    );
    expect(await low.getByRole('link', { name: 'Buy Tokens' }).getAttribute('href')).toBe('/tokens/');
    await low.getByRole('button', { name: 'Close' }).click();

    await sim('balance', { email, balance: 300 });
    await sim('force', { nickname: bot.nickname, move: 'end-show' });
    const over = page.getByRole('dialog', { name: 'The Private Show is over!' });
    await over.waitFor({ timeout: 10_000 });
    const before = await balanceOf(context);
    await over.getByRole('button', { name: 'Compliment' }).click();
    await over.waitFor({ state: 'hidden' });
    await expect.poll(() => balanceOf(context)).toBeLessThan(before);

    // A refusal for settings changed during the request.
    await sim('balance', { email, balance: 400 });
    await requestShow(request, bot.nickname);
    await sim('force', { nickname: bot.nickname, move: 'refuse-settings' });
    const changed = page.getByRole('dialog', { name: 'Settings changed' });
    await changed.waitFor({ timeout: 10_000 });
    expect(await changed.textContent()).toContain(
      'The settings were changed by the model during the private request. Try sending a private request again.',
    );
    await context.close();
  });

  it("the header balance follows a private show's minutes in every tab, and a tip above it says 'Oops, not enough tokens!'", async () => {
    const email = 'camshow@demo.test';
    const { bot, broadcast } = await publicBot((_, b) => b.privateModeTariff > 0 && b.privateModeMinDuration <= 8);
    const tariff = broadcast.privateModeTariff;
    // Enough for eight minutes: after the first minute and three more, four are left (no low-balance warning yet).
    const start = 8 * tariff;
    await sim('balance', { email, balance: start });
    const context = await visitorContext(run.browser, run.site.url, { email });
    const page = await openRoom(context, bot.nickname);
    const elsewhere = await context.newPage();
    await elsewhere.goto(`${run.site.url}/videos/`);
    await waitForApp(elsewhere);
    const headerBalance = (tab: Page) =>
      tab
        .getByRole('button', { name: /^Tokens: / })
        .first()
        .getAttribute('aria-label');
    await expect.poll(() => headerBalance(elsewhere), { timeout: 10_000 }).toBe(`Tokens: ${start}`);

    await requestShow(page.getByRole('button', { name: /^Private Show \d+ tokens$/ }), bot.nickname);
    await sim('force', { nickname: bot.nickname, move: 'accept' });
    await expect.poll(() => page.locator('.cam-room__status').textContent(), { timeout: 10_000 }).toBe('in private');
    for (let minute = 0; minute < 3; minute++) await sim('advance', { ms: 60_000 });
    const left = await balanceOf(context);
    expect(left).toBe(start - 4 * tariff);
    // Both tabs show what the server holds, without a reload.
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(`Tokens: ${left}`);
    await expect.poll(() => headerBalance(elsewhere), { timeout: 10_000 }).toBe(`Tokens: ${left}`);

    // A tip above what is left (but under what the tab showed before the show) is refused as not enough.
    const custom = page.getByRole('textbox', { name: 'Custom Tip' });
    await custom.fill(String(left + 1));
    await custom.press('Enter');
    const notEnough = page.getByRole('dialog', { name: 'Oops, not enough tokens!' });
    await notEnough.waitFor({ timeout: 10_000 });
    expect(await page.getByText('Sorry, something went wrong. Try again next time.').count()).toBe(0);
    await notEnough.getByRole('button', { name: 'Close' }).click();
    expect(await balanceOf(context)).toBe(left);
    await sim('force', { nickname: bot.nickname, move: 'end-show' });
    await context.close();
  });

  it("spy mode: a second request within a minute shows 'You can send only one request to spy per 1 minute'", async () => {
    const email = 'camspy@demo.test';
    await sim('balance', { email, balance: 1000 });
    // Spy mode watches another viewer's private show: the model is put in one (SPY_SHOW).
    const { bot } = await publicBot((b) => b.spyEnabled);
    await sim('force', { nickname: bot.nickname, move: 'status:SPY_SHOW' });
    const context = await visitorContext(run.browser, run.site.url, { email });
    const page = await openRoom(context, bot.nickname);
    const spy = page.getByRole('button', { name: /^Spy Mode/ });
    await expect.poll(() => spy.isEnabled(), { timeout: 10_000 }).toBe(true);
    await spy.click();
    const leave = page.getByRole('button', { name: 'Leave Spy Mode' });
    await expect.poll(() => leave.isEnabled(), { timeout: 10_000 }).toBe(true);
    await leave.click();
    await expect.poll(() => spy.isEnabled(), { timeout: 10_000 }).toBe(true);
    await spy.click();
    const error = page.getByRole('dialog', { name: 'Spy request error' });
    await error.waitFor({ timeout: 10_000 });
    expect(await error.textContent()).toContain('You can send only one request to spy per 1 minute');
    await context.close();
  });

  it('a viewer re-entering a room that banned them is told so, and nothing in it looks usable', async () => {
    // The last public bot in list order: the other tests take the first ones that fit.
    const { nicknames } = (await sim('state')) as { nicknames: string[] };
    let nickname = '';
    for (const n of [...nicknames].reverse()) {
      const { state } = (await sim(`state?nickname=${n}`)) as { state: BotState };
      if (state.status === 'PUBLIC') {
        nickname = n;
        break;
      }
    }
    await sim('force', { nickname, move: 'ban', email: 'camtips@demo.test' });
    const context = await visitorContext(run.browser, run.site.url, { email: 'camtips@demo.test' });
    try {
      // By the room's address: the room is entered once the cam sign-in has settled, as the member the model banned.
      const page = await openRoom(context, nickname);
      const room = page.locator('.cam-room');
      await expect.poll(() => room.getByRole('alert').filter({ hasText: 'This room is closed to you' }).count(), { timeout: 10_000 }).toBe(1);
      expect(new URL(page.url()).pathname).toBe(`/${SLUG}/${nickname}/`);
      expect(await page.locator('.cam-room__status').textContent()).toBe('unavailable');
      expect(await page.locator('.cam-room__badge').count()).toBe(0);
      for (const preset of await page.getByRole('button', { name: /^Tip \d+ tokens$/ }).all())
        expect(await preset.getAttribute('aria-disabled')).toBe('true');
      expect(await page.getByRole('textbox', { name: 'Custom Tip' }).isDisabled()).toBe(true);
      expect(
        await page
          .getByRole('button', { name: /^Private Show/ })
          .first()
          .isDisabled(),
      ).toBe(true);
      expect(await page.getByPlaceholder('The chat is unavailable.').count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});
