/**
 * Fault matrix: the site in upstream mode, served by the real site server on a socket, against a fake
 * upstream that is down, answers 500, answers garbage, or answers only after 20 s. Every route must give its first
 * byte within 1 s, render the chrome and its empty default, and answer the status the failure means: lists, the
 * login page and the home page 200 (spec 000 §8: errors swallowed, empty defaults); a detail or CMS page whose own
 * call failed 503 with Retry-After (a failing upstream is not a 404); /404/ 404; never a 500.
 * The matrix (mode × route → status, first byte) is printed so it can be quoted.
 */
import { type IncomingMessage, type Server, type ServerResponse, createServer, get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../support/site-process.ts';
import { startSite } from './running-site.ts';

/** tests/support/routes.ts's list and /models/?page=2, with invented slugs (the upstream knows none of them anyway). */
const ROUTES = [
  '/',
  '/videos/',
  '/videos/?page=2',
  '/videos/neon-balcony-getaway/',
  '/models/',
  '/models/?page=2',
  '/models/ava-sunset/',
  '/categories/',
  '/categories/sunrise-stories/',
  '/login/',
  '/faq/',
  '/terms-and-conditions/',
  '/404/',
] as const;
type Route = (typeof ROUTES)[number];

const MODES = ['down', '500', 'garbage', 'slow'] as const;
type Mode = (typeof MODES)[number];

/** How long the slow upstream takes to answer: longer than the HTTP client's 15 s timeout. */
const SLOW_MS = 20_000;
const FIRST_BYTE_BUDGET_MS = 1_000;

// ——— the fake upstream: both APIs on one socket, under /site and /content ———

let mode: Mode = 'down';
const pending = new Set<ReturnType<typeof setTimeout>>();
const upstreamCalls: Record<Mode, number> = { down: 0, '500': 0, garbage: 0, slow: 0 };

function answerUpstream(req: IncomingMessage, res: ServerResponse) {
  upstreamCalls[mode]++;
  const path = new URL(req.url ?? '/', 'http://upstream').pathname;
  if (mode === '500') {
    res.writeHead(500, { 'content-type': 'application/json' }).end('{"status":{"code":500,"message":"Internal Server Error"}}');
  } else if (mode === 'garbage') {
    // The site API and the content's digest and pages answer something that is not JSON; the other content calls
    // JSON of the wrong shape.
    if (path.startsWith('/site/') || path.endsWith('/digest') || path.includes('/pages/')) {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Bad gateway, maybe</body></html>');
    } else {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"items":"none","item":42,"pages":"many","status":{"code":"?"}}');
    }
  } else {
    const timer = setTimeout(() => {
      pending.delete(timer);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    }, SLOW_MS);
    pending.add(timer);
  }
}

let upstream: Server;
let upstreamPort: number;
let deadPort: number;

const upstreamEnv = (m: Mode) => {
  const base = `http://127.0.0.1:${m === 'down' ? deadPort : upstreamPort}`;
  return { SITE_API_URL: `${base}/site`, CONTENT_API_URL: `${base}/content/api/content/v1` };
};

// ——— the site: the real server (headers, guest-page cache, status) with its own request cache per run ———

/** The site for mode `m` (its own request cache: the process's would carry one mode's failures, kept 5 s, into the next). */
const startSiteIn = (m: Mode) => startSite(upstreamEnv(m));

type Answer = { status: number; firstByteMs: number; totalMs: number; retryAfter: string | null; cacheControl: string; html: string };

/** A raw GET: the first byte is the status line, whatever the body does after it. */
function fetchPage(url: string): Promise<Answer> {
  return new Promise((done, fail) => {
    const start = performance.now();
    const req = get(url, { agent: false }, (res) => {
      const firstByteMs = performance.now() - start;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        done({
          status: res.statusCode ?? 0,
          firstByteMs,
          totalMs: performance.now() - start,
          retryAfter: res.headers['retry-after'] ?? null,
          cacheControl: res.headers['cache-control'] ?? '',
          html: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', fail);
    });
    req.on('error', fail);
  });
}

const results = new Map<Mode, Map<Route, Answer>>();

beforeAll(async () => {
  [upstreamPort, deadPort] = [await freePort(), await freePort()];
  upstream = createServer(answerUpstream);
  await new Promise<void>((done) => upstream.listen(upstreamPort, '127.0.0.1', done));
  // Warm-up, untimed: the first render of each screen transforms and loads its modules.
  const warm = await startSiteIn('down');
  try {
    for (const route of ROUTES) await fetchPage(`${warm.url}${route}`);
  } finally {
    await warm.close();
  }
  for (const m of MODES) {
    mode = m;
    const site = await startSiteIn(m);
    const byRoute = new Map<Route, Answer>();
    try {
      for (const route of ROUTES) byRoute.set(route, await fetchPage(`${site.url}${route}`));
    } finally {
      await site.close();
    }
    results.set(m, byRoute);
  }
  const width = Math.max(...ROUTES.map((r) => r.length));
  const lines = [`${'route'.padEnd(width)} | ${MODES.map((m) => m.padEnd(13)).join(' | ')}`];
  lines.push(`${'-'.repeat(width)}-|-${MODES.map(() => '-'.repeat(13)).join('-|-')}`);
  for (const route of ROUTES) {
    const cells = MODES.map((m) => {
      const a = results.get(m)?.get(route);
      return `${a?.status} ${Math.round(a?.firstByteMs ?? 0)} ms`.padEnd(13);
    });
    lines.push(`${route.padEnd(width)} | ${cells.join(' | ')}`);
  }
  console.log(`Fault matrix (status, time to first byte); upstream calls made: ${JSON.stringify(upstreamCalls)}\n${lines.join('\n')}`);
}, 120_000);

afterAll(async () => {
  for (const timer of pending) clearTimeout(timer);
  pending.clear();
  if (upstream) {
    upstream.closeAllConnections();
    await new Promise<void>((done) => upstream.close(() => done()));
  }
});

/** The chrome every answer renders: skip link, header and footer landmarks. */
const CHROME = ['Skip to content', '<header class="site-header"', '<footer class="site-footer"'];
const TRY_AGAIN = ['Uh-oh... Something went wrong.', 'Try again'];
const NOT_FOUND = ['404: Page not found'];

/**
 * Per route: the status and what the page shows with every upstream call failed. Lists, the home and login pages
 * render their empty defaults (spec 000 §8: errors swallowed, empty defaults); a page whose own content call failed
 * is the 'try again' screen with 503; /404/ keeps its 404 with its suggestion lists empty.
 */
const EXPECTED: Record<Route, { status: number; shows: (string | RegExp)[] }> = {
  // Every home section is hidden when empty.
  '/': { status: 200, shows: [/<div class="cat-page cat-home"><\/div>/] },
  '/videos/': { status: 200, shows: ['No videos found.'] },
  '/videos/?page=2': { status: 503, shows: TRY_AGAIN },
  '/videos/neon-balcony-getaway/': { status: 503, shows: TRY_AGAIN },
  '/models/': { status: 200, shows: ['No models found.'] },
  // A later page cannot show an empty list (there is no page 2 of nothing): unavailable, not past the last page.
  '/models/?page=2': { status: 503, shows: TRY_AGAIN },
  '/models/ava-sunset/': { status: 503, shows: TRY_AGAIN },
  // The grid without a tile.
  '/categories/': { status: 200, shows: [/<div class="cat-page cat-categories"><h1>VR Porn Categories<\/h1>(?![\s\S]*cat-card)/] },
  '/categories/sunrise-stories/': { status: 503, shows: TRY_AGAIN },
  '/login/': { status: 200, shows: ['<h1>Log In</h1>', 'action="/login/" method="post"'] },
  '/faq/': { status: 503, shows: TRY_AGAIN },
  '/terms-and-conditions/': { status: 503, shows: TRY_AGAIN },
  '/404/': { status: 404, shows: NOT_FOUND },
};

describe.each(MODES)('an upstream that is %s', (m) => {
  const answer = (route: Route) => {
    const a = results.get(m)?.get(route);
    if (!a) throw new Error(`no answer for ${route}`);
    return a;
  };

  it.each(ROUTES)('%s: first byte within 1 s, the chrome, never a 500', (route) => {
    const a = answer(route);
    expect(a.firstByteMs).toBeLessThan(FIRST_BYTE_BUDGET_MS);
    expect(a.status).not.toBe(500);
    for (const text of CHROME) expect(a.html).toContain(text);
  });

  for (const route of ROUTES) {
    it(`${route}: ${EXPECTED[route].status} with its empty default`, () => {
      const a = answer(route);
      expect(a.status).toBe(EXPECTED[route].status);
      for (const text of EXPECTED[route].shows) {
        if (typeof text === 'string') expect(a.html).toContain(text);
        else expect(a.html).toMatch(text);
      }
      if (a.status === 503) expect(Number(a.retryAfter)).toBeGreaterThan(0);
      else expect(a.retryAfter).toBeNull();
      // A page with an empty default in place of the upstream's answer is kept by no cache, the server's or a CDN's.
      if (a.status === 200) expect(a.cacheControl).toMatch(/no-store/);
      expect(a.cacheControl).not.toMatch(/public|s-maxage/);
    });
  }

  it(m === 'down' ? 'refused every connection' : 'was called (the answers are this mode’s, not a cached failure)', () => {
    if (m === 'down') expect(upstreamCalls.down).toBe(0);
    else expect(upstreamCalls[m]).toBeGreaterThan(0);
  });
});
