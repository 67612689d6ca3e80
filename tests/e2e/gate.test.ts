/**
 * The verified-member gate on the running site (spec 000 §4 'Verified-member gate'): every route of the
 * route table requested as each kind of visitor — a guest, each membership (real logins), each token kind (the
 * member's token re-signed with the site's secret and a `kind` claim) — without JavaScript (no redirect followed):
 * what opens and where the rest go, against a table written from the spec. Then in Chromium: a client navigation is
 * turned away too, and a viewer outside the verified view gets the soft site (no main menu, the fixed footer).
 */
import { describe, expect, it } from 'vitest';
import { returningVisitorCookies, waitForApp } from '../support/browser.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';
import { siteRoutes } from '../support/routes.ts';
import { resignAccessToken, siteLogin } from '../support/tokens.ts';

const JWT_SECRET = 'gate-e2e-secret-0123456789abcdef';

const run = siteAndBrowser({ env: { JWT_SECRET } });

const loginTokens = (email: string) => siteLogin(run.site.url, email);

/** active@demo.test's access token with a `kind` claim, signed with the site's secret. */
const tokenOfKind = async (kind: string) => resignAccessToken((await loginTokens('active@demo.test')).atoken, JWT_SECRET, { seconds: 600, kind });

/** Where a page sends a visitor: 'open' (rendered, whatever its status) or the redirect's path. */
async function landing(path: string, atoken: string | null): Promise<string> {
  const cookies = ['age_verified_18=1', 'cookie_consent=accepted', ...(atoken ? [`atoken=${atoken}`] : [])].join('; ');
  const res = await fetch(`${run.site.url}${path}`, { redirect: 'manual', headers: { cookie: cookies } });
  await res.body?.cancel();
  if (res.status >= 300 && res.status < 400) {
    const location = new URL(res.headers.get('location') ?? '', run.site.url);
    return `${location.pathname}${location.search}`;
  }
  return 'open';
}

/** The gate's pages (spec 000 §4): open to everybody gated, plus age verification for who must verify. */
const GATE_PAGES = [
  '/',
  '/terms-and-conditions/',
  '/privacy-policy/',
  '/usc-2257/',
  '/login/',
  '/account-removal/',
  '/reset-password/',
  '/playalogin/',
  '/join-now/',
  '/join-now/?event=expired',
  '/payment/',
];

/** Where each visitor lands on a page the gate closes to them ('open' when it does not). */
const CLOSED_TO: Record<string, string> = {
  guest: 'open',
  'active@demo.test': 'open',
  'expired@demo.test': 'open',
  'inactive@demo.test': 'open',
  'benefits@demo.test': 'open',
  'canceled@demo.test': 'open',
  'kind verify': '/age-verification/',
  'kind verify-only': '/age-verification/',
  'kind renew': '/join-now/?event=expired',
  'kind verified': 'open',
  'kind verified-app': 'open',
};

async function tokenOf(visitor: string): Promise<string | null> {
  if (visitor === 'guest') return null;
  if (visitor.startsWith('kind ')) return tokenOfKind(visitor.slice(5));
  return (await loginTokens(visitor)).atoken;
}

describe('the verified-member gate, without JavaScript', () => {
  for (const [visitor, closed] of Object.entries(CLOSED_TO)) {
    it(`${visitor}: every route of the route table`, async () => {
      const atoken = await tokenOf(visitor);
      const mustVerify = closed === '/age-verification/';
      for (const path of await siteRoutes(run.site.url)) {
        // The login page turns away who must verify (the guest-only guard); the kind verify-only loses join-now too
        // (spec 001 §6); the gate's other pages stay open.
        const turnedAway = (mustVerify && path === '/login/') || (visitor === 'kind verify-only' && path.startsWith('/join-now/'));
        const opens = closed === 'open' || (GATE_PAGES.includes(path) && !turnedAway) || (mustVerify && path === '/age-verification/');
        // An expired member's plain /join-now/ is the renewal page (spec 001 §2, §4): a redirect of the page, not the gate.
        const renews = visitor === 'expired@demo.test' && path === '/join-now/';
        expect(await landing(path, atoken), `${visitor} on ${path}`).toBe(renews ? '/join-now/?event=expired' : opens ? 'open' : closed);
      }
    });
  }
});

describe('the gate and the soft site in Chromium', () => {
  it('shows the login page sliders in the verified view only (spec 000 §6)', async () => {
    const slides = async (atoken: string | null) => {
      const context = await run.browser.newContext({ viewport: { width: 1440, height: 900 } });
      try {
        await context.addCookies([
          ...returningVisitorCookies(run.site.url),
          ...(atoken ? [{ name: 'atoken', value: atoken, url: run.site.url }] : []),
        ]);
        const page = await context.newPage();
        await page.goto(`${run.site.url}/login/`);
        return await page.getByRole('region', { name: 'What members get' }).getByRole('link').count();
      } finally {
        await context.close();
      }
    };
    expect(await slides(null)).toBeGreaterThan(0);
    // A renew token is outside the verified view and may still open the login page.
    expect(await slides(await tokenOfKind('renew'))).toBe(0);
  });

  it('turns a client navigation away, and shows the soft header and footer to a viewer who must verify', async () => {
    const atoken = await tokenOfKind('verify');
    const context = await run.browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      await context.addCookies([...returningVisitorCookies(run.site.url), { name: 'atoken', value: atoken, url: run.site.url }]);
      const page = await context.newPage();
      await page.goto(`${run.site.url}/`);
      await waitForApp(page);
      // The soft header: no main menu; a Log Out link for the signed-in viewer.
      expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
      expect(await page.getByRole('banner').getByRole('link', { name: 'Log Out' }).isVisible()).toBe(true);
      // The soft footer: the fixed menu, the sister sites with subtitles, never this site.
      const footer = page.getByRole('contentinfo');
      expect(await footer.getByRole('link', { name: 'Business Inquires' }).getAttribute('href')).toBe('/join-now/');
      expect(await footer.getByRole('link', { name: /^MidnightVR/ }).getAttribute('href')).toBe('https://midnightvr.test/');
      expect(await footer.getByText('VR videos after dark').isVisible()).toBe(true);
      expect(await footer.getByRole('link', { name: 'Billing Support' }).getAttribute('href')).toBe('https://support.demo-biller.test/');
      expect(await footer.locator('a[href="https://velvetvr.test/"]').count()).toBe(0);
      // The home page's soft data in place of the winner title, the description and the top videos and models.
      expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual(['Step inside the full collection']);
      expect(await page.getByRole('heading', { name: /^Top VR Porn Videos/ }).count()).toBe(0);
      const softVideos = page.getByRole('list', { name: 'Step inside the full collection' }).first().getByRole('link');
      expect(await softVideos.count()).toBeGreaterThan(0);
      expect(new Set(await softVideos.evaluateAll((links) => links.map((a) => a.getAttribute('href'))))).toEqual(new Set(['/join-now/']));
      // A client navigation to a closed page ends on age verification.
      await page.evaluate(() => {
        window.history.pushState(window.history.state, '', '/videos/');
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
      });
      await page.waitForURL(`${run.site.url}/age-verification/`);
    } finally {
      await context.close();
    }
  });

  it('shows an ordinary member the full site', async () => {
    const { atoken } = await loginTokens('active@demo.test');
    const context = await run.browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      await context.addCookies([...returningVisitorCookies(run.site.url), { name: 'atoken', value: atoken, url: run.site.url }]);
      const page = await context.newPage();
      await page.goto(`${run.site.url}/`);
      expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(1);
      expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Billing Support' }).count()).toBe(0);
      expect(await page.getByRole('heading', { name: 'Step inside the full collection' }).count()).toBe(0);
      expect(await page.getByRole('heading', { name: /^Top VR Porn Videos/ }).count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});
