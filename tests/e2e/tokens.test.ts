/**
 * Token packs in Chromium (spec 002 §2.5, §4.8): a guest sees /tokens/ server-rendered and is sent to
 * /login/ by 'Buy'; active@demo.test opens the header's tokens dropdown ('Your balance:', the quick-buy packs, 'More
 * Tokens'), buys a pack from it through 'Select Payment Method' and the sandbox biller's page, and comes back to
 * /tokens/ with the header's balance grown by the pack; a declined card adds nothing and says so.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { visitorContext, waitForApp } from '../support/browser.ts';
import { camBalance } from '../support/cam-sim.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';
import { payWithCard } from '../support/sandbox-biller.ts';

const run = siteAndBrowser();
const EMAIL = 'active@demo.test';

/**
 * The biller sends the buyer back to the site's public URL (http://localhost:{port} here, the address the test opens
 * being 127.0.0.1): the member's cookies go there too, as they would on one production domain.
 */
async function signedInOnPublicUrl(context: BrowserContext) {
  const cookies = await context.cookies();
  await context.addCookies(cookies.map(({ name, value, path }) => ({ name, value, path, domain: 'localhost' })));
}

/** The header's tokens button's name: 'Tokens: 2 500' once the balance is known. */
const tokensButton = (page: Page) => page.getByRole('button', { name: /^Tokens: \d/ });
const shownBalance = async (page: Page) => Number(((await tokensButton(page).getAttribute('aria-label')) ?? '').replace(/\D/g, ''));

describe('token packs', () => {
  it("a guest sees every pack on /tokens/ from the server, no tokens button, and 'Buy' leads to /login/", async () => {
    const html = await (await fetch(`${run.site.url}/tokens/`, { headers: { cookie: 'age_verified_18=1; cookie_consent=accepted' } })).text();
    for (const amount of ['100 tokens', '1 000 tokens', '25 000 tokens']) expect(html).toContain(amount);
    const context = await visitorContext(run.browser, run.site.url);
    const page = await context.newPage();
    await page.goto(`${run.site.url}/tokens/`);
    await waitForApp(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Buy Tokens');
    expect(await page.getByRole('button', { name: /^Tokens/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Buy 500 tokens', exact: true }).click();
    await page.waitForURL(/\/login\/$/);
    await context.close();
  });

  it('a member buys a quick-buy pack from the header through the chooser and the biller, and the balance grows by it', async () => {
    const context = await visitorContext(run.browser, run.site.url, { email: EMAIL });
    const page = await context.newPage();
    await page.goto(`${run.site.url}/`);
    await waitForApp(page);
    await tokensButton(page).waitFor({ timeout: 15_000 });
    const before = await camBalance(run.site.url, context);
    expect(await shownBalance(page)).toBe(Math.min(before, 99999));
    await signedInOnPublicUrl(context);

    await tokensButton(page).click();
    const dropdown = page.getByRole('dialog', { name: 'Tokens' });
    await dropdown.getByRole('heading', { name: /^Your balance:/ }).waitFor();
    const packs = dropdown.getByRole('button', { name: /^Buy / });
    await expect.poll(() => packs.count(), { timeout: 10_000 }).toBe(4);
    expect(await packs.evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label')))).toEqual([
      'Buy 100 tokens for $ 9.99',
      'Buy 500 tokens for $ 39.99',
      'Buy 1 000 tokens for $ 74.99',
      'Buy 2 500 tokens for $ 149.99',
    ]);
    expect(await dropdown.getByText('Popular').isVisible()).toBe(true);
    expect(await dropdown.getByRole('link', { name: 'More Tokens' }).getAttribute('href')).toBe('/tokens/');

    // 500 tokens: three card billers may sell them, so the chooser opens.
    await dropdown.getByRole('button', { name: 'Buy 500 tokens for $ 39.99' }).click();
    const chooser = page.getByRole('dialog', { name: 'Select Payment Method' });
    await chooser.waitFor();
    await chooser.getByRole('button', { name: 'Continue to Checkout' }).click();
    await chooser.getByText('Payment system not selected').waitFor();
    await chooser.getByRole('button', { name: /Payment Method/ }).click();
    await page.getByRole('listbox', { name: 'Payment Method' }).getByRole('option', { name: 'SegPay (card)' }).click();
    await chooser.getByRole('button', { name: 'Continue to Checkout' }).click();
    await payWithCard(page, '4242 4242 4242 4242');

    await page.waitForURL(/\/tokens\/\?payment=/, { timeout: 15_000 });
    await waitForApp(page);
    await page.getByText('Thank you! 500 tokens have been added to your balance.').waitFor();
    expect(await camBalance(run.site.url, context)).toBe(before + 500);
    await expect.poll(() => shownBalance(page), { timeout: 10_000 }).toBe(Math.min(before + 500, 99999));
    await context.close();
  });

  it('a declined card on /tokens/ adds nothing and says why', async () => {
    // On the origin the biller sends the buyer back to (the site's public URL): the payment's status is told to the
    // buyer's own session only, whose cookies are that origin's.
    const site = run.site.url.replace('127.0.0.1', 'localhost');
    const context = await visitorContext(run.browser, site, { email: EMAIL });
    const page = await context.newPage();
    await page.goto(`${site}/tokens/`);
    await waitForApp(page);
    const before = await camBalance(run.site.url, context);
    // 100 tokens are sold one-time too: the chooser offers the crypto biller beside the cards.
    await page.getByRole('button', { name: 'Buy 100 tokens', exact: true }).click();
    const chooser = page.getByRole('dialog', { name: 'Select Payment Method' });
    await chooser.getByRole('button', { name: /Payment Method/ }).click();
    const options = page.getByRole('listbox', { name: 'Payment Method' }).getByRole('option');
    expect(await options.allTextContents()).toEqual(['Epoch (card)', 'SegPay (card)', 'CCBill (card)', 'Crypto, one-time']);
    await options.filter({ hasText: 'Epoch (card)' }).click();
    await chooser.getByRole('button', { name: 'Continue to Checkout' }).click();
    await payWithCard(page, '4000 0000 0000 0002');
    await page.waitForURL(/\/tokens\/\?payment=/, { timeout: 15_000 });
    await page.getByText('Your card was declined. No money was taken.').waitFor();
    expect(await camBalance(run.site.url, context)).toBe(before);
    await context.close();
  });
});
