/**
 * Favourite hearts in Chromium (spec 000 §2.4, §4 'Favourites', §6 'Favourite buttons', §7): a member fills a video's
 * heart on its page and finds it still filled after a reload; a double click sends one call; a failing call leaves the
 * heart as it was and says so; model hearts on the models list and the model page; a guest sees no heart.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { visitorContext, waitForApp } from '../support/browser.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';

const MEMBER = 'active@demo.test';

const run = siteAndBrowser();

/** The first card of a list page whose heart is empty: its title and the link of its page. */
async function unfavouredCard(page: Page, list: string, selector: string): Promise<{ title: string; href: string }> {
  await page.goto(`${run.site.url}${list}`);
  const found = await page.evaluate((cards) => {
    for (const card of document.querySelectorAll(cards)) {
      const heart = card.querySelector('button[aria-pressed="false"]');
      const link = card.querySelector('h3 a');
      if (heart && link) return { label: heart.getAttribute('aria-label') ?? '', href: link.getAttribute('href') ?? '' };
    }
    return null;
  }, selector);
  expect(found).not.toBeNull();
  const title = (found?.label ?? '').replace(/^Add /, '').replace(/ to favorites$/, '');
  return { title, href: found?.href ?? '' };
}

const favouriteWrites = (page: Page) => {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/account\/favorites\/|\/favorite-models\//.test(r.url()) && r.method() !== 'GET')
      sent.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  return sent;
};

describe('favourite hearts', () => {
  it('a heart pressed before the favourites machine has come (its code held back) is saved once it comes: the press waits, it is not lost', async () => {
    const context = await visitorContext(run.browser, run.site.url, { email: MEMBER });
    try {
      const page = await context.newPage();
      const { title, href } = await unfavouredCard(page, '/videos/', 'article.cat-card');
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/assets\/favorites\.machine-[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${run.site.url}${href}`);
      await waitForApp(page);
      const sent = favouriteWrites(page);
      await page
        .locator('.cat-video-heading')
        .getByRole('button', { name: `Add ${title} to favorites` })
        .click();
      expect(sent).toEqual([]);
      release();
      const filled = page.locator('.cat-video-heading').getByRole('button', { name: `Remove ${title} from favorites` });
      await expect.poll(() => filled.getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true');
      expect(sent).toHaveLength(1);
      // Back as it was, for the other tests.
      await filled.click();
      await expect.poll(() => sent.length).toBe(2);
    } finally {
      await context.close();
    }
  });

  it('a member fills a video heart on its page (one call for a double click); it is still filled after a reload', async () => {
    const context = await visitorContext(run.browser, run.site.url, { email: MEMBER });
    try {
      const page = await context.newPage();
      const { title, href } = await unfavouredCard(page, '/videos/', 'article.cat-card');
      await page.goto(`${run.site.url}${href}`);
      await waitForApp(page);
      const sent = favouriteWrites(page);
      const heart = page.locator('.cat-video-heading').getByRole('button', { name: `Add ${title} to favorites` });
      await heart.dblclick();
      const filled = page.locator('.cat-video-heading').getByRole('button', { name: `Remove ${title} from favorites` });
      await expect.poll(() => filled.getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => page.locator('.status-message[role=status]').textContent()).toBe(`Added ${title} to favorites`);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatch(/^PUT \/api\/account\/favorites\/\d+$/);

      await page.reload();
      await waitForApp(page);
      expect(await filled.getAttribute('aria-pressed')).toBe('true');

      await filled.click();
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
      await page.reload();
      expect(
        await page
          .locator('.cat-video-heading')
          .getByRole('button', { name: `Add ${title} to favorites` })
          .count(),
      ).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('a failing call leaves the heart empty and says so', async () => {
    const context = await visitorContext(run.browser, run.site.url, { email: MEMBER });
    try {
      const page = await context.newPage();
      const { title, href } = await unfavouredCard(page, '/videos/', 'article.cat-card');
      await page.goto(`${run.site.url}${href}`);
      await waitForApp(page);
      await page.route('**/api/account/favorites/*', (route) => route.fulfill({ status: 500, body: '{}', contentType: 'application/json' }));
      await page
        .locator('.cat-video-heading')
        .getByRole('button', { name: `Add ${title} to favorites` })
        .click();
      await expect
        .poll(() => page.locator('.status-message[role=status]').textContent())
        .toBe(`Could not add ${title} to favorites. Please try again.`);
      expect(
        await page
          .locator('.cat-video-heading')
          .getByRole('button', { name: `Add ${title} to favorites` })
          .getAttribute('aria-pressed'),
      ).toBe('false');
    } finally {
      await context.close();
    }
  });

  it('model hearts: filled on the models list, the same on the model page, emptied again', async () => {
    const context = await visitorContext(run.browser, run.site.url, { email: MEMBER });
    try {
      const page = await context.newPage();
      const { title, href } = await unfavouredCard(page, '/models/', 'article.cat-model-card');
      await waitForApp(page);
      await page
        .getByRole('button', { name: `Add ${title} to favorites` })
        .first()
        .click();
      await expect
        .poll(() =>
          page
            .getByRole('button', { name: `Remove ${title} from favorites` })
            .first()
            .getAttribute('aria-pressed'),
        )
        .toBe('true');
      await page.goto(`${run.site.url}${href}`);
      await waitForApp(page);
      const onPage = page.locator('.cat-model-about').getByRole('button', { name: `Remove ${title} from favorites` });
      expect(await onPage.getAttribute('aria-pressed')).toBe('true');
      await onPage.click();
      await expect
        .poll(() =>
          page
            .locator('.cat-model-about')
            .getByRole('button', { name: `Add ${title} to favorites` })
            .count(),
        )
        .toBe(1);
    } finally {
      await context.close();
    }
  });

  it('hearts follow §6: an inactive member with benefits has them, an inactive one without benefits has none', async () => {
    for (const [email, hearts] of [
      ['benefits@demo.test', true],
      ['inactive@demo.test', false],
    ] as const) {
      const context = await visitorContext(run.browser, run.site.url, { email });
      try {
        const page = await context.newPage();
        await page.goto(`${run.site.url}/models/`);
        expect((await page.locator('article.cat-model-card button.cat-fav').count()) > 0, email).toBe(hearts);
      } finally {
        await context.close();
      }
    }
  });

  it('a guest sees no heart on lists and pages', async () => {
    const context = await visitorContext(run.browser, run.site.url);
    try {
      const page = await context.newPage();
      await page.goto(`${run.site.url}/videos/`);
      expect(await page.locator('button.cat-fav').count()).toBe(0);
      const href = (await page.locator('article.cat-card h3 a').first().getAttribute('href')) ?? '';
      await page.goto(`${run.site.url}${href}`);
      expect(await page.locator('button.cat-fav').count()).toBe(0);
      await page.goto(`${run.site.url}/models/`);
      expect(await page.locator('button.cat-fav').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
