/**
 * Accessibility (issue 6): axe-core finds no serious or critical violation on any route, in every theme
 * (velvet dark, midnight darkest, lumen light), at 390 and 1440 px, with the 18+ splash showing and after it was
 * accepted; nor a skipped heading level. A new route joins `siteRoutes` in tests/support/routes.ts; a staff route
 * (`staffRoutes`, the machine atlas) is scanned signed in as an administrator, the member dashboard (`memberRoutes`) as an
 * active member; the developer pages (`devRoutes`) as a guest.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, waitForApp } from '../support/browser.ts';
import { MEMBER_ACCOUNT, STAFF_ACCOUNT, devRoutes, fillOutbox, memberRoutes, memberShopRoutes, siteRoutes, staffRoutes } from '../support/routes.ts';
import { type RunningSite, startSite } from '../support/site-process.ts';

const THEMES = ['velvet', 'midnight', 'lumen'] as const;
const WIDTHS = [390, 1440] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The staff pages' controls that add to the page, each scanned once switched on: the atlas's live inspection
 * (its state, tags and event log, once an event has arrived; the token check runs every 3 s), and a sandbox (its
 * panel, and the transitions it can take now as controls in the drawing).
 */
const STAFF_CONTROLS: readonly { button: string; shown: string }[] = [
  { button: 'Inspect this visit', shown: '.atlas-inspect-events li' },
  { button: 'Start a sandbox', shown: 'svg.atlas-drawing [role="button"]' },
];

async function switchOn(page: Page, control: (typeof STAFF_CONTROLS)[number]): Promise<boolean> {
  const button = page.getByRole('button', { name: control.button });
  if ((await button.count()) === 0) return false;
  await waitForApp(page);
  await button.click();
  await page.locator(control.shown).first().waitFor({ timeout: 8000 });
  return true;
}

type Finding = { route: string; width: number; rule: string; impact: string; targets: string[] };

async function scan(site: RunningSite, width: number, paths: string[], accepted: boolean, signedInAs?: string): Promise<Finding[]> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const url = new URL(site.url);
  if (accepted) {
    await context.addCookies([
      { name: 'age_verified_18', value: '1', domain: url.hostname, path: '/' },
      { name: 'cookie_consent', value: 'accepted', domain: url.hostname, path: '/' },
    ]);
  }
  if (signedInAs) {
    // The site's JSON login sets the token cookies on the context.
    const res = await context.request.post(`${site.url}/session/login/`, { data: { email: signedInAs, password: 'demo1234' } });
    if (!res.ok()) throw new Error(`signing in ${signedInAs} answered ${res.status()}`);
  }
  const page = await context.newPage();
  const findings: Finding[] = [];
  try {
    for (const route of paths) {
      await page.goto(`${site.url}${route}`);
      await page.waitForLoadState('load');
      const states = [route];
      const results = [await new AxeBuilder({ page }).analyze()];
      for (const control of signedInAs === STAFF_ACCOUNT ? STAFF_CONTROLS : []) {
        if (!(await switchOn(page, control))) continue;
        states.push(`${route} (${control.button})`);
        results.push(await new AxeBuilder({ page }).analyze());
      }
      for (const [i, result] of results.entries())
        for (const v of result.violations) {
          // Serious and critical, and heading order (card titles under their list's heading).
          if (v.impact !== 'serious' && v.impact !== 'critical' && v.id !== 'heading-order') continue;
          findings.push({
            route: states[i] ?? route,
            width,
            rule: v.id,
            impact: v.impact ?? 'unknown',
            targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.any[0]?.message ?? ''}`),
          });
        }
    }
  } finally {
    await context.close();
  }
  return findings;
}

describe('accessibility (axe-core)', () => {
  for (const theme of THEMES) {
    // One site per theme, one test per width: each stays well inside its time limit on a busy machine.
    describe(theme, () => {
      let site: RunningSite;
      let paths: string[] = [];
      beforeAll(async () => {
        site = await startSite({ SITE: theme });
        // The developer pages of the embedded site too, the outbox holding a mail with a link.
        await fillOutbox(site.url);
        paths = [...(await siteRoutes(site.url)), ...devRoutes()];
      }, 120_000);
      afterAll(async () => {
        await site?.stop();
      });
      for (const width of WIDTHS) {
        it(`${theme}: no serious or critical violation nor skipped heading level on any route at ${width} px, splash showing and accepted`, async () => {
          const findings: Finding[] = [];
          findings.push(...(await scan(site, width, ['/', '/videos/'], false)));
          findings.push(...(await scan(site, width, paths, true)));
          findings.push(...(await scan(site, width, staffRoutes(), true, STAFF_ACCOUNT)));
          findings.push(...(await scan(site, width, [...memberRoutes(), ...memberShopRoutes()], true, MEMBER_ACCOUNT)));
          expect(findings).toEqual([]);
        }, 240_000);
      }
    });
  }
});
