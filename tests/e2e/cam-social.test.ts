/**
 * The room's social island in Chromium (spec 002 §2.4, §4.6, §4.7, §5, §8, §9): a guest pressing a tip preset gets
 * 'Get full access to Live VR Cams.' with 'Log In' and 'Get Tokens'; camtips@demo.test tips a preset, sees 'The tokens
 * have been sent successfully' and its balance fall by that amount, a custom tip above the balance shows 'Oops, not
 * enough tokens!', a message sent with Enter appears in the room chat, a bot's line arrives live (the simulator's
 * control endpoint), and the emoji picker opens (emoji-mart defined only after the first open). A tip pressed while
 * the cam sign-in is still under way waits for it and is sent (not sent to /tokens/), and the paid show buttons wait
 * disabled. Spontaneous bot moves are frozen.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitorContext, waitForApp } from '../support/browser.ts';
import { camBalance, sim as camSim } from '../support/cam-sim.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';

const run = siteAndBrowser();
const SLUG = 'vr-cam-girls';
const EMAIL = 'camtips@demo.test';

const sim = (path: string, body?: unknown) => camSim(run.site.url, path, body);

/** The first public bot in list order. */
async function publicBot(): Promise<string> {
  const { nicknames } = (await sim('state')) as { nicknames: string[] };
  for (const nickname of nicknames) {
    const { state } = (await sim(`state?nickname=${nickname}`)) as { state: { status: string } };
    if (state.status === 'PUBLIC') return nickname;
  }
  throw new Error('no public bot');
}

const balanceOf = (context: BrowserContext) => camBalance(run.site.url, context);

async function openRoom(context: BrowserContext, nickname: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${run.site.url}/${SLUG}/${nickname}/`);
  await waitForApp(page);
  await page.locator('.room-social').waitFor();
  return page;
}

let nickname = '';
beforeAll(async () => {
  await sim('freeze', { on: true });
  nickname = await publicBot();
});

describe("the room's tips and chat", () => {
  it('expired and inactive members chat in the room (§6); a tip takes them to /tokens/ and takes nothing', async () => {
    for (const email of ['expired@demo.test', 'inactive@demo.test']) {
      await sim('balance', { email, balance: 300 });
      const context = await visitorContext(run.browser, run.site.url, { email });
      const page = await openRoom(context, nickname);
      const line = `Hello from ${email.split('@')[0]}`;
      const message = page.getByRole('textbox', { name: 'Message' });
      await message.fill(line);
      await message.press('Enter');
      await page.getByRole('log', { name: 'Room chat' }).getByText(line).waitFor({ timeout: 10_000 });
      await expect.poll(() => message.inputValue(), { timeout: 5000 }).toBe('');
      // Not authorised for live cam: a tip goes to /tokens/ (§4.7 step 2).
      await page
        .getByRole('button', { name: /^Tip \d+ tokens$/ })
        .first()
        .click();
      await page.waitForURL(/\/tokens\/$/, { timeout: 10_000 });
      expect(await balanceOf(context)).toBe(300);
      await context.close();
    }
  });

  it("a guest pressing a tip preset gets 'Get full access to Live VR Cams.'", async () => {
    const context = await visitorContext(run.browser, run.site.url);
    const page = await openRoom(context, nickname);
    await page.locator('.tip-widget__preset').first().click();
    const dialog = page.getByRole('dialog', { name: 'Get full access to Live VR Cams.' });
    await dialog.waitFor();
    expect(await dialog.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login/');
    expect(await dialog.getByRole('link', { name: 'Get Tokens' }).getAttribute('href')).toBe('/tokens/');
    await context.close();
  });

  it('a member tips a preset (the balance falls by it), is refused above the balance, chats, hears a bot, opens the emoji picker', async () => {
    await sim('balance', { email: EMAIL, balance: 1000 });
    const context = await visitorContext(run.browser, run.site.url, { email: EMAIL });
    const page = await openRoom(context, nickname);

    // Presets for a balance of 1000 (§9: above 400 → 100, 125, 150).
    const preset = page.getByRole('button', { name: 'Tip 100 tokens' });
    await expect.poll(() => preset.isVisible(), { timeout: 10_000 }).toBe(true);
    const before = await balanceOf(context);
    await preset.click();
    await page.getByText('The tokens have been sent successfully').waitFor({ timeout: 10_000 });
    await expect.poll(() => balanceOf(context)).toBe(before - 100);
    // The tooltip hides by itself.
    await page.getByText('The tokens have been sent successfully').waitFor({ state: 'hidden', timeout: 10_000 });

    // A custom tip above the balance.
    const custom = page.getByRole('textbox', { name: 'Custom Tip' });
    await custom.fill('99x999');
    expect(await custom.inputValue()).toBe('99999');
    await custom.press('Enter');
    const notEnough = page.getByRole('dialog', { name: 'Oops, not enough tokens!' });
    await notEnough.waitFor();
    expect(await notEnough.textContent()).toContain('Sorry, you don`t have enough tokens 😔');
    expect(await notEnough.getByRole('link', { name: 'Get Tokens' }).getAttribute('href')).toBe('/tokens/');
    await notEnough.getByRole('button', { name: 'Close' }).click();

    // A message sent with Enter appears in the room chat.
    const log = page.getByRole('log', { name: 'Room chat' });
    const message = page.getByRole('textbox', { name: 'Message' });
    expect(await message.getAttribute('placeholder')).toBe('Send a message');
    await message.fill('  Hello from the front row  ');
    await message.press('Enter');
    await log.getByText('Hello from the front row').waitFor({ timeout: 10_000 });
    // The field is cleared when the send is answered, which may come just after the room's echo of the line.
    await expect.poll(() => message.inputValue(), { timeout: 5000 }).toBe('');

    // A bot's line arrives live.
    await sim('force', { nickname, move: 'chat:Thanks for coming, darling' });
    await log.getByText('Thanks for coming, darling').waitFor({ timeout: 10_000 });

    // The emoji picker: emoji-mart is loaded on its first open only.
    expect(await page.evaluate(() => customElements.get('em-emoji-picker') === undefined)).toBe(true);
    await page.getByRole('button', { name: 'Emoji' }).click();
    await page.locator('em-emoji-picker').waitFor({ timeout: 10_000 });
    expect(await page.evaluate(() => customElements.get('em-emoji-picker') !== undefined)).toBe(true);
    expect(await page.getByRole('button', { name: 'Emoji' }).getAttribute('aria-expanded')).toBe('true');
    // No search, no categories (spec 002 §2.4): the emoji are there, no category heading is.
    const picker = page.locator('em-emoji-picker');
    await picker.getByRole('button', { name: '😀' }).first().waitFor({ timeout: 10_000 });
    expect(await picker.getByText('Smileys & People', { exact: true }).isVisible()).toBe(false);
    const headings = await picker.locator('.category > .sticky').evaluateAll((els) => els.map((e) => (e as HTMLElement).offsetParent !== null));
    expect(headings.length).toBeGreaterThan(0);
    expect(headings.filter(Boolean)).toEqual([]);
    await context.close();
  });

  it("a member's tip pressed during the cam sign-in waits for it and is sent; the paid show buttons wait disabled", async () => {
    await sim('balance', { email: EMAIL, balance: 1000 });
    const context = await visitorContext(run.browser, run.site.url, { email: EMAIL });
    const before = await balanceOf(context);
    // The cam sign-in starts with the auth info: held here until the tip has been pressed.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked = false;
    await context.route('**/user-info', async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    const page = await openRoom(context, nickname);
    await expect.poll(() => asked, { timeout: 10_000 }).toBe(true);
    const privateShow = page.getByRole('button', { name: /^Private Show/ });
    expect(await privateShow.isDisabled()).toBe(true);
    // Every other address the page goes to from here on (a client navigation too), to the tip's end.
    const room = `${run.site.url}/${SLUG}/${nickname}/`;
    const elsewhere: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url() !== room) elsewhere.push(frame.url());
    });

    // No balance yet: the presets are 2, 3 and 4 (§9). The press is held, shown busy, and goes nowhere.
    const preset = page.getByRole('button', { name: 'Tip 2 tokens' });
    await preset.click();
    await expect.poll(() => preset.getAttribute('aria-disabled')).toBe('true');
    expect(page.url()).toBe(room);

    release();
    await page.getByText('The tokens have been sent successfully').waitFor({ timeout: 10_000 });
    await expect.poll(() => balanceOf(context)).toBe(before - 2);
    await expect.poll(() => privateShow.isDisabled(), { timeout: 10_000 }).toBe(false);
    expect(page.url()).toBe(room);
    expect(elsewhere).toEqual([]);
    await context.close();
  });
});
