/** Pages fetched without JavaScript already hold their content and head (server rendering). */
import { describe, expect, it } from 'vitest';
import { GUEST_CACHE_CONTROL } from '../../app/server/guest-pages.ts';
import { returningVisitorCookies } from '../support/browser.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';
import { type FormToken, loginFormToken, postLoginForm } from '../support/login-form.ts';

const run = siteAndBrowser();

const text = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

describe('server-rendered pages', () => {
  it('/videos/ holds the 12 titles (a guest: the most popular), the canonical link and rel next', async () => {
    const api = (await (await fetch(`${run.site.url}/api/content/v1/videos?page=1&limit=12&sort=popular`)).json()) as {
      items: { title: string }[];
      pages: number;
    };
    expect(api.items).toHaveLength(12);
    const res = await fetch(`${run.site.url}/videos/`);
    expect(res.status).toBe(200);
    const html = text(await res.text());
    for (const item of api.items) expect(html).toContain(item.title);
    expect(html).toMatch(/<link rel="canonical" href="http[^"]*\/videos\/"/);
    expect(html).toMatch(/<link rel="next" href="http[^"]*\/videos\/\?page=2"/);
    expect(html).not.toMatch(/<link rel="prev"/);
  });

  it('preloads the entry and the matched route’s screen chunk from the HTML’s head, and compresses the page for a browser', async () => {
    const res = await fetch(`${run.site.url}/videos/`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    // Links in the head, so the browser fetches the chunks while the HTML still arrives (issue 35).
    const chunks = (html: string) => [...(html.split('</head>')[0] ?? '').matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
    const html = await res.text();
    expect(chunks(html)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/assets\/entry-[^/]+\.js$/), expect.stringMatching(/^\/assets\/VideoListScreens-[^/]+\.js$/)]),
    );
    // No module script: the app starts from one inline import once the document is parsed.
    expect(html).not.toMatch(/<script type="module"/);
    const home = await (await fetch(`${run.site.url}/`)).text();
    expect(chunks(home)).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/HomeScreen-[^/]+\.js$/)]));
    expect(home).not.toMatch(/VideoListScreens-/);
  });

  it('sends the security headers, and a page’s CSP nonce is on every script and script preload it carries, on nothing else, and new on every render', async () => {
    const nonces: string[] = [];
    for (const path of ['/', '/videos/', '/login/']) {
      const res = await fetch(`${run.site.url}${path}`, { headers: { cookie: 'rtoken=uncached' } });
      const csp = res.headers.get('content-security-policy') ?? '';
      const nonce = /script-src 'nonce-([A-Za-z0-9+/=]+)' 'strict-dynamic'/.exec(csp)?.[1] ?? '';
      expect(nonce).not.toBe('');
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      // Fetches and images only from the site (embedded: every upstream is the site's own origin); forms to the site or
      // over https. An injected <img> or fetch carries nothing to another host.
      expect(csp).toContain("connect-src 'self';");
      expect(csp).toContain("img-src 'self' data: blob:;");
      expect(csp).toContain("form-action 'self' https:;");
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy')).toContain('xr-spatial-tracking=(self)');
      const html = await res.text();
      // Every script that runs (not a JSON data block) carries the nonce.
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? '').filter((attrs) => !attrs.includes('application/'));
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((attrs) => !attrs.includes(`nonce="${nonce}"`))).toEqual([]);
      // And so does every preload of one; nothing the policy does not check (a meta, a stylesheet, an icon) carries it.
      const links = [...html.matchAll(/<link\b([^>]*)>/g)].map((m) => m[1] ?? '');
      expect(links.filter((attrs) => attrs.includes('rel="modulepreload"') && !attrs.includes(`nonce="${nonce}"`))).toEqual([]);
      const others = [...html.matchAll(/<(meta|link)\b([^>]*)>/g)].filter((m) => !(m[2] ?? '').includes('rel="modulepreload"'));
      expect(others.length).toBeGreaterThan(0);
      expect(others.filter((m) => (m[2] ?? '').includes('nonce=')).map((m) => m[0])).toEqual([]);
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
    const api = await fetch(`${run.site.url}/api/content/v1/digest`);
    expect(api.headers.get('content-security-policy')).toBe(
      "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    );
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    // The API answers only the site's own pages' loads; the public media any site may show.
    expect(api.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    const picture = /(\/media\/[^"'\s)]+\.(?:png|jpe?g|webp|svg))/.exec(await (await fetch(`${run.site.url}/videos/`)).text())?.[1];
    expect(picture).toBeDefined();
    expect((await fetch(`${run.site.url}${picture}`)).headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('has a real favicon, and a missing file is a plain 404 with no page render and no token refresh', async () => {
    const ico = await fetch(`${run.site.url}/favicon.ico`);
    expect(ico.status).toBe(200);
    expect(ico.headers.get('content-type')).toBe('image/x-icon');
    expect([...new Uint8Array(await ico.arrayBuffer()).slice(0, 6)]).toEqual([0, 0, 1, 0, 1, 0]);
    const svg = await fetch(`${run.site.url}/favicon.svg`);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(await svg.text()).toMatch(/^<svg /);
    expect(await (await fetch(`${run.site.url}/`)).text()).toMatch(/<link rel="icon" href="\/favicon\.svg" type="image\/svg\+xml"/);
    for (const path of ['/apple-touch-icon.png', '/assets/no-such-chunk.js', '/videos/old.jpg']) {
      const res = await fetch(`${run.site.url}${path}`, { headers: { cookie: 'atoken=expired.jwt.here; rtoken=some-refresh-token' } });
      expect({ path, status: res.status, type: res.headers.get('content-type') }).toEqual({ path, status: 404, type: 'text/plain; charset=UTF-8' });
      expect(res.headers.getSetCookie()).toEqual([]);
      expect((await res.text()).length).toBeLessThan(100);
    }
  });

  it('page 2 has the page in its title and description, prev to the bare path', async () => {
    const html = text(await (await fetch(`${run.site.url}/videos/?page=2`)).text());
    expect(html).toMatch(/<title>[^<]* - Page 2<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]* Page 2"/);
    expect(html).toMatch(/<link rel="prev" href="http[^"]*\/videos\/"/);
  });

  it('a video page carries Open Graph, Twitter card and JSON-LD', async () => {
    const list = (await (await fetch(`${run.site.url}/api/content/v1/videos?limit=1`)).json()) as { items: { slug: string; title: string }[] };
    const video = list.items[0];
    if (!video) throw new Error('no video seeded');
    for (const path of [`/videos/${video.slug}/`, `/video/${video.slug}/`]) {
      const html = text(await (await fetch(`${run.site.url}${path}`)).text());
      expect(html).toContain(`<h1`);
      expect(html).toContain(video.title);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(html).toMatch(/<meta name="twitter:card" content="[^"]+"/);
      expect(html).toContain('application/ld+json');
    }
  });

  it('an unknown path answers 404 with the suggestion lists', async () => {
    const res = await fetch(`${run.site.url}/no-such-page/`);
    expect(res.status).toBe(404);
    const html = text(await res.text());
    expect(html).toContain('404: Page not found');
    expect(html).toContain('Best VR Videos');
    expect(html).toContain('VR Porn Categories');
    expect(html).toContain('Best Pornstars');
    expect(html).toContain('<title>Nothing found for no-such-page');
  });

  it('an unknown video slug goes to /404/, keeping the slug for its title', async () => {
    const res = await fetch(`${run.site.url}/videos/no-such-video/`, { redirect: 'manual' });
    expect([301, 302, 307]).toContain(res.status);
    expect(res.headers.get('location')).toMatch(/\/404\/\?slug=no-such-video$/);
    const page = await fetch(`${run.site.url}${res.headers.get('location')}`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('<title>Nothing found for no-such-video');
  });

  it('paths without the trailing slash redirect to it', async () => {
    const res = await fetch(`${run.site.url}/videos?page=2`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/videos/?page=2');
  });
});

describe('caching', () => {
  it("serves a guest's pages cacheable by a CDN when every upstream answered (a degraded page would be no-store)", async () => {
    for (const path of ['/', '/videos/', '/models/', '/categories/', '/faq/']) {
      const res = await fetch(`${run.site.url}${path}`);
      expect({ path, cacheControl: res.headers.get('cache-control') }).toEqual({ path, cacheControl: GUEST_CACHE_CONTROL });
    }
  });
});

describe('log in without JavaScript', () => {
  const post = (body: Record<string, string>) => postLoginForm(run.site.url, body);

  it('signs in with the form and comes back home with the token cookies', async () => {
    const res = await post({ email: 'Active@Demo.test', password: 'demo1234' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
    const cookies = res.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith('atoken=') && c.includes('Max-Age=720000'))).toBe(true);
    expect(cookies.some((c) => c.startsWith('rtoken=') && c.includes('HttpOnly'))).toBe(true);
    const home = await (await fetch(`${run.site.url}/`, { headers: { cookie: cookies.map((c) => c.split(';')[0]).join('; ') } })).text();
    expect(home).toContain('Log Out');
  });

  it('sends a member who must pass age verification to it, not home (spec 000 §4)', async () => {
    const res = await post({ email: 'unverified-strict@demo.test', password: 'demo1234' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/age-verification/');
  });

  it('refuses the form sent from another site (login CSRF), and takes it from the site itself', async () => {
    const fields = { email: 'active@demo.test', password: 'demo1234' };
    const foreign: Record<string, string>[] = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, { origin: 'null' }];
    for (const headers of foreign) {
      const res = await postLoginForm(run.site.url, fields, { headers });
      expect({ headers, status: res.status }).toEqual({ headers, status: 403 });
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    const own = await postLoginForm(run.site.url, fields, { headers: { origin: new URL(run.site.url).origin, 'sec-fetch-site': 'same-origin' } });
    expect(own.status).toBe(303);
    expect(own.headers.getSetCookie().some((c) => c.startsWith('atoken='))).toBe(true);
  });

  it('signs in from the login page in a browser without JavaScript (its form carries the token)', async () => {
    const context = await run.browser.newContext({ javaScriptEnabled: false });
    try {
      await context.addCookies(returningVisitorCookies(run.site.url));
      const page = await context.newPage();
      await page.goto(`${run.site.url}/login/`);
      await page.getByLabel('Email').fill('active@demo.test');
      await page.getByLabel('Password').fill('demo1234');
      await page.getByRole('button', { name: 'Log In' }).click();
      await page.waitForURL(`${run.site.url}/`);
      expect(await page.getByRole('banner').getByRole('link', { name: 'Log Out' }).isVisible()).toBe(true);
      expect((await context.cookies()).find((c) => c.name === 'rtoken')?.httpOnly).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("refuses a form without the visitor's own token (a forged form), back to the form with the message", async () => {
    const mine = await loginFormToken(run.site.url);
    const theirs = await loginFormToken(run.site.url);
    expect(mine.field).not.toBe(theirs.field);
    const fields = { email: 'active@demo.test', password: 'demo1234' };
    const forged: [string, FormToken][] = [
      ['no token at all', { cookie: '', field: '' }],
      ['a cookie but no field', { cookie: mine.cookie, field: '' }],
      ["another visitor's field", { cookie: mine.cookie, field: theirs.field }],
    ];
    for (const [name, token] of forged) {
      const res = await postLoginForm(run.site.url, fields, { token });
      expect({ name, status: res.status, cookies: res.headers.getSetCookie() }).toEqual({ name, status: 303, cookies: [] });
      const html = text(await (await fetch(`${run.site.url}${res.headers.get('location')}`)).text());
      expect(html).toContain('This form has expired. Please try again.');
      expect(html).toContain('value="active@demo.test"');
    }
  });

  it('gives each visitor a login page of their own: private, never from the guest page cache', async () => {
    const first = await fetch(`${run.site.url}/login/`);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    const cookie = first.headers
      .getSetCookie()
      .find((c) => c.startsWith('form_token='))
      ?.split(';')[0];
    expect(first.headers.getSetCookie().find((c) => c.startsWith('form_token='))).toMatch(/HttpOnly/);
    // Coming back with the cookie: the same token, no new cookie, and still private.
    const again = await loginFormToken(run.site.url, cookie);
    expect(again.cookie).toBe(cookie);
    expect(again.field).toBe(cookie?.slice('form_token='.length));
    const other = await loginFormToken(run.site.url);
    expect(other.field).not.toBe(again.field);
  });

  it('answers 400 to an address with a NUL byte or that is not UTF-8, and 413 to a body over the limit', async () => {
    for (const path of ['/videos/a%00b/', '/videos/?sort=latest%00', '/models/%FF/']) {
      const res = await fetch(`${run.site.url}${path}`);
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
    }
    const big = await fetch(`${run.site.url}/login/`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ email: 'a'.repeat(70_000), password: 'x' }),
    });
    expect(big.status).toBe(413);
  });

  it('goes back to the form with the message and the e-mail typed, never the password', async () => {
    const res = await post({ email: 'active@demo.test', password: 'wrongpass1' });
    expect(res.status).toBe(303);
    const location = res.headers.get('location') ?? '';
    expect(location).not.toContain('wrongpass1');
    const html = text(await (await fetch(`${run.site.url}${location}`)).text());
    expect(html).toContain('Invalid email or password');
    expect(html).toContain('value="active@demo.test"');
  });

  it('checks the fields before calling the site API', async () => {
    const res = await post({ email: 'not-an-email', password: '' });
    const html = text(await (await fetch(`${run.site.url}${res.headers.get('location')}`)).text());
    expect(html).toContain('Correct email pattern is:');
  });
});

describe('legal pages', () => {
  it('serves the terms with their text and head, and the splash links to them', async () => {
    const res = await fetch(`${run.site.url}/terms-and-conditions/`);
    expect(res.status).toBe(200);
    const html = text(await res.text());
    expect(html).toMatch(/<h1[^>]*>Terms and Conditions<\/h1>/);
    expect(html).toContain('Eligibility');
    expect(html).toMatch(/<link rel="canonical" href="http[^"]*\/terms-and-conditions\/"/);
    const home = await (await fetch(`${run.site.url}/`)).text();
    expect(home).toContain('href="/terms-and-conditions/"');
  });
});

describe('a returning member whose access token has expired', () => {
  /** An access token whose exp has passed (the client reads claims without verifying them, spec 000 §3). */
  const expiredAccessToken = () => {
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ exp: Math.floor(Date.now() / 1000) - 60, usc: 100 })}.x`;
  };

  it('gets a signed-in first page: with both cookies and an expired access token the server refreshes and sets the new cookies', async () => {
    const login = await fetch(`${run.site.url}/api/wp/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'active@demo.test', password: 'demo1234' }),
    });
    const { data } = (await login.json()) as { data: { token: { rtoken: string } } };
    const res = await fetch(`${run.site.url}/models/`, { headers: { cookie: `atoken=${expiredAccessToken()}; rtoken=${data.token.rtoken}` } });
    const cookies = res.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith('atoken=') && c.includes('Max-Age=720000'))).toBe(true);
    const rotated = cookies.find((c) => c.startsWith('rtoken='));
    expect(rotated).toBeDefined();
    expect(rotated).not.toContain(data.token.rtoken);
    const html = await res.text();
    expect(html).toContain('Log Out');
  });

  it('does not refresh with a refresh token alone (spec 000 §4 Session start 2: both cookies)', async () => {
    const res = await fetch(`${run.site.url}/models/`, { headers: { cookie: 'rtoken=not-a-token' } });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().filter((c) => c.startsWith('atoken=') || c.startsWith('rtoken='))).toEqual([]);
    expect(await res.text()).toContain('Log In');
  });

  it('a failed refresh during the render logs out: the token cookies are deleted and the answer goes to /login/', async () => {
    const res = await fetch(`${run.site.url}/models/`, {
      headers: { cookie: `atoken=${expiredAccessToken()}; rtoken=not-a-token` },
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login/');
    const cookies = res.headers.getSetCookie();
    for (const name of ['atoken', 'rtoken']) expect(cookies.some((c) => c.startsWith(`${name}=;`) && /Max-Age=0/i.test(c))).toBe(true);
  });
});

describe('stylesheets per area', () => {
  const stylesheets = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1] ?? '');
  const named = (files: string[], chunk: string) => files.filter((f) => f.startsWith(`/assets/${chunk}-`));
  const firstVideo = async () =>
    ((await (await fetch(`${run.site.url}/api/content/v1/videos?limit=1`)).json()) as { items: { slug: string }[] }).items[0]?.slug;

  it('a server-rendered page links the entry’s stylesheets and its own area’s, never another screen’s', async () => {
    const linked = async (path: string) => stylesheets(await (await fetch(`${run.site.url}${path}`)).text());
    const login = await linked('/login/');
    const video = await linked(`/videos/${await firstVideo()}/`);
    const home = await linked('/');
    for (const files of [login, video, home]) {
      // The first load's (theme, base, chrome, shared catalogue pieces: the 'app' chunk's, vite.config.ts) first, then the screen's.
      expect(named(files, 'app')).toHaveLength(1);
      expect(files.indexOf(named(files, 'app')[0] ?? '')).toBe(0);
      expect(new Set(files).size).toBe(files.length);
    }
    // The account pages' forms (login, reset, removal, e-mail change) share one stylesheet, after the entry's.
    expect(named(login, 'login')).toHaveLength(1);
    expect(login.indexOf(named(login, 'login')[0] ?? '')).toBeGreaterThan(0);
    for (const other of ['VideoScreen', 'VideoListScreens', 'HomeScreen', 'ModelScreens', 'MobileMenu', 'AccountMenu'])
      expect(named(login, other)).toEqual([]);
    expect(named(video, 'VideoScreen')).toHaveLength(1);
    expect(named(video, 'login')).toEqual([]);
    expect(named(home, 'HomeScreen')).toHaveLength(1);
    expect(named(home, 'VideoScreen')).toEqual([]);
  });

  it('pages are styled without JavaScript', async () => {
    const context = await run.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
    try {
      const url = new URL(run.site.url);
      await context.addCookies(
        ['age_verified_18', 'cookie_consent'].map((name) => ({
          name,
          value: name === 'cookie_consent' ? 'accepted' : '1',
          domain: url.hostname,
          path: '/',
        })),
      );
      const page = await context.newPage();
      const style = (selector: string, property: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
      await page.goto(`${run.site.url}/login/`);
      expect(await style('body', 'background-color')).not.toBe('rgba(0, 0, 0, 0)');
      expect(await style('.site-header', 'position')).toBe('sticky');
      expect(await style('.cat-login', 'max-width')).toBe('448px');
      await page.goto(`${run.site.url}/videos/${await firstVideo()}/`);
      expect(await style('.cat-video-details', 'display')).toBe('flex');
      expect(await style('.cat-card', 'display')).toBe('flex');
      await page.goto(`${run.site.url}/videos/`);
      expect(await style('.cat-grid', 'display')).toBe('grid');
      expect(await style('.cat-pagination ul', 'display')).toBe('flex');
    } finally {
      await context.close();
    }
  });
});
