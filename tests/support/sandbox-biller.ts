/** The sandbox biller's hosted page as the e2e tests pay on it (backend/routes/billing.ts: its test cards). */
import type { Page } from 'playwright-core';

/** A test card, an expiry, a CVC, then the page's pay button. */
export async function payWithCard(page: Page, card: string) {
  await page.waitForURL(/\/billing\/\w+\/pay\//, { timeout: 15_000 });
  await page.getByLabel(/card number/i).fill(card);
  await page.getByLabel(/expiry/i).fill('12/34');
  await page.getByLabel(/cvc/i).fill('123');
  await page.getByRole('button', { name: /^Pay/ }).click();
}
