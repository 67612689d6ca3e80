/**
 * Page weight in CI (issue 35): every route of tests/support/routes.ts as a returning guest and the member's routes
 * signed in, weighed by what its HTML makes the page fetch before it starts: the chunks the server lists for the
 * loader (app/server/app-loader.ts; loading.test.ts holds that the page fetches exactly those on its way to live),
 * each gzipped at level 9 from the build, and the HTML of / uncompressed. Byte counts of one build: no timing in them.
 * What a page fetches after it has started (a player's code, a member's cam machines and header menus) is not in
 * these figures; `npm run bench -- --only=weight` weighs everything loaded before the network is idle.
 *
 * The budget is 150 KB of JavaScript a route, / 130 KB and 60 KB of HTML. Until every route is under it, each route
 * has a ceiling (page-weight-ceilings.json: today's weight and 1 KB, or the budget for a route within it; lowered as code
 * leaves the first load, never raised): a
 * route over its ceiling fails, and the table printed with every run shows how far each is from the budget.
 * `RECORD_PAGE_WEIGHT=1` lowers the ceilings to today's figures and 1 KB (it never raises one); commit the file.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { HOME_HTML_TARGET_KB, HOME_JS_TARGET_KB, JS_BUDGET_KB } from '../bench/page-weight.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';
import { MEMBER_ACCOUNT, type SiteRoute, everyRoute } from '../support/routes.ts';

const run = siteAndBrowser();
const CEILINGS = new URL('./page-weight-ceilings.json', import.meta.url);
const CLIENT = new URL('../../dist/client', import.meta.url).pathname;
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

const gzipped = new Map<string, number>();
const gzipSize = (file: string) => {
  let size = gzipped.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(`${CLIENT}${file}`), { level: 9 }).length;
    gzipped.set(file, size);
  }
  return size;
};

/** The chunks a page's HTML preloads (the entry's and the matched routes'). */
const listedChunks = (html: string): string[] => [
  ...new Set([...html.matchAll(/<link rel="modulepreload" href="([^"]+\.js)"/g)].map(([, href]) => href ?? '')),
];

/** The member's session cookies, from the site's JSON login. */
async function memberCookie(siteUrl: string): Promise<string> {
  const res = await fetch(`${siteUrl}/session/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: MEMBER_ACCOUNT, password: 'demo1234' }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

type Weight = { key: string; js: number; html: number };

describe('page weight', () => {
  it("no route's HTML makes the page fetch more JavaScript before it starts than its ceiling, nor / more HTML (budget: 150 KB a route, / 130 KB and 60 KB of HTML)", async () => {
    const siteUrl = run.site.url;
    const returning = 'age_verified_18=1; cookie_consent=accepted';
    const member = `${returning}; ${await memberCookie(siteUrl)}`;
    const routes = (await everyRoute(siteUrl)).filter((r: SiteRoute) => r.visitor === 'guest' || r.visitor === 'member');
    // A member's video page too: its HTML lists the Download control's chunks, which a guest's does not (viewer parts,
    // app/server/route-chunks.ts). Weighed here only: no other route test needs a member's video page.
    const video = routes.find((r) => r.visitor === 'guest' && r.template === 'detail' && r.path.startsWith('/videos/'));
    if (!video) throw new Error('no video page among the routes');
    routes.push({ ...video, visitor: 'member' });
    const weights: Weight[] = [];
    for (const route of routes) {
      const res = await fetch(`${siteUrl}${route.path}`, { headers: { cookie: route.visitor === 'member' ? member : returning } });
      const html = await res.text();
      const js = listedChunks(html).reduce((sum, file) => sum + gzipSize(file), 0);
      // A room is the first broadcast the simulator lists, which changes with its clock: rooms are one entry.
      // A cam room's nickname and a subscription's uid (random for every seed) are not part of a route's name.
      const path =
        route.template === 'room' ? '(a cam room)' : route.path.replace(/^\/email-preferences\/[0-9a-f]{32}\//, '/email-preferences/{uid}/');
      const key = `${route.visitor} ${path}`;
      weights.push({ key, js: kb(js), html: kb(Buffer.byteLength(html)) });
    }
    const ceilings = JSON.parse(readFileSync(CEILINGS, 'utf8')) as Record<string, number>;
    const home = weights.find((w) => w.key === 'guest /');
    const rows = weights.map((w) => {
      const budget = w.key === 'guest /' ? HOME_JS_TARGET_KB : JS_BUDGET_KB;
      return `  ${w.key.padEnd(52)} ${w.js.toFixed(1).padStart(6)} KB  ceiling ${String(ceilings[w.key] ?? '-').padStart(6)}  over the budget by ${Math.max(0, w.js - budget).toFixed(1)} KB`;
    });
    console.log(`first-load JavaScript (gzip) per route; HTML of / ${home?.html} KB (target ${HOME_HTML_TARGET_KB} KB)\n${rows.join('\n')}`);
    if (process.env.RECORD_PAGE_WEIGHT === '1') {
      // The HTML differs by a few bytes a render (nonces, countdowns, the visit's seed): its ceiling is a whole KB above,
      // or the target once within it.
      const html = Math.min(
        Math.ceil(home?.html ?? 0) + 1,
        (home?.html ?? 0) <= HOME_HTML_TARGET_KB ? HOME_HTML_TARGET_KB : Number.POSITIVE_INFINITY,
      );
      const lowered = Object.fromEntries([
        // 1 KB above today's figure, so a small fix need not find its bytes first; a move out of the first load lowers it.
        // A route within its budget is held to the budget: it never goes over it again.
        ...weights.map((w) => {
          const budget = w.key === 'guest /' ? HOME_JS_TARGET_KB : JS_BUDGET_KB;
          const within = w.js <= budget ? budget : Number.POSITIVE_INFINITY;
          return [w.key, Math.min(ceilings[w.key] ?? Number.POSITIVE_INFINITY, kb((w.js + 1) * 1024), within)];
        }),
        ['html /', Math.min(ceilings['html /'] ?? html, html)],
      ]);
      writeFileSync(CEILINGS, `${JSON.stringify(lowered, null, 2)}\n`);
    }
    const over = weights
      .filter((w) => !(w.js <= (ceilings[w.key] ?? Number.NEGATIVE_INFINITY)))
      .map((w) => `${w.key}: ${w.js} KB > ${ceilings[w.key] ?? 'no ceiling'}`);
    if (home && !(home.html <= (ceilings['html /'] ?? Number.NEGATIVE_INFINITY)))
      over.push(`html /: ${home.html} KB > ${ceilings['html /'] ?? 'no ceiling'}`);
    expect(over).toEqual([]);
  });
});
