/**
 * Forum comments in Chromium (spec 000 §2.4 'Comments (forum-backed)', §4 'Comments', §8): a guest sees a video's
 * thread (without its opening post) and a prompt to log in, no form; a member posts a comment and sees it, and a
 * second post within 5 s is blocked; a reply nests under its post; a vote toggles; the sort switches to popular; a
 * model page has its thread; a comment holding markup shows as text.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AI_MASK_SEEN_FLAG } from '../../app/screen-machines/ai-mask-popup.ts';
import { visitorContext, waitForApp } from '../support/browser.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';

const run = siteAndBrowser();

/** The page of the video whose discussion is `id` (video ids are discussion ids in the seed), and its comments section. */
async function videoWithComments(page: Page, id: number) {
  let video: { id: number; slug: string } | undefined;
  for (let p = 1; !video && p <= 20; p++) {
    const res = await fetch(`${run.site.url}/api/content/v1/videos?page=${p}`);
    const { items } = (await res.json()) as { items: { id: number; slug: string }[] };
    if (items.length === 0) break;
    video = items.find((v) => v.id === id);
  }
  expect(video).toBeDefined();
  await page.goto(`${run.site.url}/videos/${video?.slug}/`);
  await waitForApp(page);
  const section = page.getByRole('region', { name: /^Comments/ });
  await section.getByRole('heading', { name: /^Comments \(\d+\)$/ }).waitFor();
  return section;
}

describe('comments', () => {
  it('a guest sees the thread without its opening post and a prompt to log in', async () => {
    const context = await visitorContext(run.browser, run.site.url);
    try {
      const page = await context.newPage();
      const section = await videoWithComments(page, 1);
      expect(await section.getByRole('article').count()).toBeGreaterThan(1);
      expect(await section.getByText(/^Discussion of /).count()).toBe(0);
      expect(await section.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login/');
      expect(await section.getByRole('textbox').count()).toBe(0);
      expect(await section.getByRole('button', { name: /^Upvote/ }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('a member posts, sees the comment, is blocked for 5 s, replies, votes and sorts', async () => {
    const context = await visitorContext(run.browser, run.site.url, { email: 'active@demo.test' });
    // Video 7 is an AI-mask video: this member saw its pop-up earlier in the session (tests/e2e/ai-mask-popup.test.ts).
    await context.addInitScript((flag) => sessionStorage.setItem(flag, '1'), AI_MASK_SEEN_FLAG);
    try {
      const page = await context.newPage();
      const section = await videoWithComments(page, 7);
      const axe = await new AxeBuilder({ page }).include('.comments').analyze();
      expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
      const text = `Loved it <img src=x onerror="window.__xss=1"> ${Date.now()}`;
      await section.getByLabel('Your comment').fill(text);
      await section.getByLabel('Notify me about replies').check();
      await section.getByRole('button', { name: 'Post comment' }).click();
      const mine = section.getByRole('article').filter({ hasText: text });
      await mine.waitFor();
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
      // The pending period: the button is disabled and says why.
      expect(await section.getByRole('button', { name: 'Post comment' }).isDisabled()).toBe(true);
      expect(await section.getByText('Your comment is posted. You can post again in a few seconds.').count()).toBe(1);
      const second = `Second one ${Date.now()}`;
      await section.getByLabel('Your comment').fill(second);
      await section.getByRole('button', { name: 'Post comment' }).click({ force: true });
      expect(await section.getByRole('article').filter({ hasText: second }).count()).toBe(0);
      await expect.poll(() => section.getByRole('button', { name: 'Post comment' }).isDisabled(), { timeout: 8000 }).toBe(false);

      // A reply to another post, nested under it.
      const first = section.getByRole('article').first();
      const author = (await first.locator('.comment__author').textContent()) ?? '';
      await first.getByRole('button', { name: `Reply to ${author}` }).click();
      expect(await section.getByText(`Replying to ${author}`).count()).toBe(1);
      const replyText = `A thoughtful reply ${Date.now()}`;
      await section.getByLabel('Your comment').fill(replyText);
      await section.getByRole('button', { name: 'Post comment' }).click();
      await section.getByRole('article').filter({ hasText: replyText }).waitFor();
      await page.reload();
      await waitForApp(page);
      await section.getByRole('heading', { name: /^Comments \(\d+\)$/ }).waitFor();
      expect(await section.locator('.comments__replies .comment').filter({ hasText: replyText }).count()).toBe(1);

      // One vote, toggling.
      const target = section.getByRole('article').filter({ hasText: text });
      const up = target.getByRole('button', { name: /^Upvote, \d+$/ });
      await up.click();
      await expect.poll(() => up.getAttribute('aria-pressed')).toBe('true');
      expect(await up.getAttribute('aria-label')).toBe('Upvote, 1');
      await up.click();
      await expect.poll(() => up.getAttribute('aria-pressed')).toBe('false');
      expect(await up.getAttribute('aria-label')).toBe('Upvote, 0');

      await section.getByRole('button', { name: 'Popular' }).click();
      await expect.poll(() => section.getByRole('button', { name: 'Popular' }).getAttribute('aria-pressed')).toBe('true');
      await section.getByRole('heading', { name: /^Comments \(\d+\)$/ }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('a member changes their forum username; a taken one is refused with the forum’s reason', async () => {
    const context = await visitorContext(run.browser, run.site.url, { email: 'expired@demo.test' });
    try {
      const page = await context.newPage();
      const section = await videoWithComments(page, 10);
      await section.getByText('Change forum username').click();
      await section.getByLabel('New username').fill('pixelwanderer');
      await section.getByRole('button', { name: 'Save username' }).click();
      await section.getByText('The username has already been taken.').waitFor();
      await section.getByLabel('New username').fill(`expired_${Date.now() % 100000}`);
      await section.getByRole('button', { name: 'Save username' }).click();
      await section.getByText(/^Your forum username is now expired_\d+\.$/).waitFor();
    } finally {
      await context.close();
    }
  });

  it('a model page has its thread', async () => {
    const context = await visitorContext(run.browser, run.site.url);
    try {
      const page = await context.newPage();
      const res = await fetch(`${run.site.url}/api/content/v1/models?limit=12`);
      const { items } = (await res.json()) as { items: { slug: string }[] };
      await page.goto(`${run.site.url}/models/${items[0]?.slug}/`);
      await waitForApp(page);
      await page
        .getByRole('region', { name: /^Comments/ })
        .getByRole('heading', { name: /^Comments \(\d+\)$/ })
        .waitFor();
    } finally {
      await context.close();
    }
  });
});
