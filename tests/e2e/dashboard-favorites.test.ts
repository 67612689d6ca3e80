/**
 * The dashboard's favourites page in Chromium (spec 001 §2 'Member dashboard' Favorites, §4 'Favourites', §9 12 per
 * page, models 'desc'), as favorites@demo.test (seeded with 15 favourite videos and 3 models, an account of its own):
 * page 1 lists 12 and page 2 lists 3; a card's delete leaves the card in place until the server answered, then the
 * card goes, the page refills from the next one and the visit's hearts agree; a refused delete leaves the card and
 * says so; a page emptied goes back to the one before; the models tab lists the 3 models.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { visitorContext, waitForApp } from '../support/browser.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';

const MEMBER = 'favorites@demo.test';
const PATH = '/main-dashboard/favorites/';

const run = siteAndBrowser();

const cards = (page: Page) => page.locator('article.cat-card');
const titles = (page: Page) => page.locator('article.cat-card h3').allTextContents();
const status = (page: Page) => page.locator('.dash-favorites .status-message');

async function openFavourites(search = '') {
  const context = await visitorContext(run.browser, run.site.url, { email: MEMBER });
  const page = await context.newPage();
  const res = await page.goto(`${run.site.url}${PATH}${search}`);
  expect(res?.status()).toBe(200);
  await waitForApp(page);
  return { context, page };
}

/** Holds the DELETE of a favourite video until `release` is called. */
function holdDeletes(page: Page) {
  const held: Route[] = [];
  const ready = page.route('**/api/account/favorites/*', async (route) => {
    if (route.request().method() !== 'DELETE') return route.continue();
    held.push(route);
  });
  return {
    ready,
    count: () => held.length,
    release: async () => {
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

describe('the favourites page', () => {
  it("lists 12 favourite videos on page 1 and 3 on page 2; the models tab lists the 3 models; title 'Favorites | {site}'", async () => {
    const { context, page } = await openFavourites();
    try {
      expect(await page.title()).toMatch(/^Favorites \| /);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Favorites');
      expect(await cards(page).count()).toBe(12);
      expect(await page.getByRole('navigation', { name: 'Favourites' }).getByRole('link', { name: 'Videos' }).getAttribute('aria-current')).toBe(
        'page',
      );
      await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
      await expect.poll(() => page.url()).toContain('page=2');
      await expect.poll(() => cards(page).count()).toBe(3);
      await page.getByRole('navigation', { name: 'Favourites' }).getByRole('link', { name: 'Models' }).click();
      await expect.poll(() => page.locator('article.cat-model-card').count()).toBe(3);
      expect(await page.getByRole('button', { name: /^Delete .+ from favorites$/ }).count()).toBe(3);
    } finally {
      await context.close();
    }
  });

  it('a delete leaves the card until the server answered; then it goes, the page refills and the video’s heart agrees', async () => {
    const { context, page } = await openFavourites();
    try {
      const before = await titles(page);
      const title = before[0] ?? '';
      const heading = page.locator('.cat-video-heading');
      // The video's page (a client navigation: the same visit) shows its heart filled.
      await page.locator('article.cat-card h3').getByRole('link', { name: title }).click();
      await expect.poll(() => heading.getByRole('button', { name: `Remove ${title} from favorites` }).getAttribute('aria-pressed')).toBe('true');
      await page.goBack();
      await expect.poll(() => cards(page).count()).toBe(12);

      const held = holdDeletes(page);
      await held.ready;
      await page.getByRole('button', { name: `Delete ${title} from favorites` }).click();
      await expect.poll(() => held.count()).toBe(1);
      // Not yet: the server has not answered.
      expect(await page.getByRole('button', { name: `Delete ${title} from favorites` }).count()).toBe(1);
      expect(await page.locator('.dash-favorites-list').getAttribute('aria-busy')).toBe('true');
      await held.release();
      await expect.poll(() => page.getByRole('button', { name: `Delete ${title} from favorites` }).count()).toBe(0);
      await expect.poll(() => status(page).textContent()).toBe(`Removed ${title} from favorites`);
      // Refilled: still 12, the first of page 2 moved up.
      await expect.poll(() => cards(page).count()).toBe(12);
      expect((await titles(page)).slice(0, 11)).toEqual(before.slice(1, 12));

      // The visit's favourites followed: back on the video's page (the same visit) its heart is empty.
      await page.goForward();
      await expect.poll(() => heading.getByRole('button', { name: `Add ${title} to favorites` }).getAttribute('aria-pressed')).toBe('false');

      await page.goto(`${run.site.url}${PATH}`);
      expect(await titles(page)).not.toContain(title);
      await page.goto(`${run.site.url}${PATH}?page=2`);
      expect(await cards(page).count()).toBe(2);
    } finally {
      await context.close();
    }
  });

  it('a refused delete leaves the card and says so', async () => {
    const { context, page } = await openFavourites();
    try {
      const [title = ''] = await titles(page);
      await page.route('**/api/account/favorites/*', (route) =>
        route.request().method() === 'DELETE'
          ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":{"code":500,"message":"Down"}}' })
          : route.continue(),
      );
      await page.getByRole('button', { name: `Delete ${title} from favorites` }).click();
      await expect.poll(() => status(page).textContent()).toBe(`Could not remove ${title} from favorites. Please try again.`);
      expect(await page.getByRole('button', { name: `Delete ${title} from favorites` }).count()).toBe(1);
      expect(await cards(page).count()).toBe(12);
    } finally {
      await context.close();
    }
  });

  it('a page the deletes emptied goes back to the page before', async () => {
    const { context, page } = await openFavourites('?page=2');
    try {
      const left = await titles(page);
      expect(left.length).toBeGreaterThan(0);
      for (const title of left) {
        await page.getByRole('button', { name: `Delete ${title} from favorites` }).click();
        await expect.poll(() => page.getByRole('button', { name: `Delete ${title} from favorites` }).count()).toBe(0);
      }
      await expect.poll(() => new URL(page.url()).search).toBe('');
      await expect.poll(() => cards(page).count()).toBe(12);
      expect(await page.getByRole('navigation', { name: 'Pagination' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('a guest gets the 401 screen from the server', async () => {
    const res = await fetch(`${run.site.url}${PATH}`, { headers: { cookie: 'age_verified_18=1' } });
    expect(res.status).toBe(401);
  });
});
