/**
 * What each page weighs as Chromium loads it: the HTML as sent before compression, the JavaScript
 * (lazy chunks loaded before the network is idle included) and the stylesheets, each summed as the gzip
 * (level 9) copies. A returning visitor (18+ splash agreed, cookie banner answered), and the home page once more
 * as a first visit; the member dashboard's pages (`memberPaths`) as a returning visitor signed in as a member. Budgets
 * (issue 35's decision): no route's JavaScript above 150 KB; the targets for / are 130 KB of JavaScript and 60 KB of
 * HTML.
 */
import { gzipSync } from 'node:zlib';
import { launchBrowser, returningVisitorCookies } from '../support/browser.ts';

export const JS_BUDGET_KB = 150;
export const HOME_JS_TARGET_KB = 130;
export const HOME_HTML_TARGET_KB = 60;

export interface PageWeight {
  path: string;
  returning: boolean;
  /** Weighed signed in as this account. */
  signedInAs?: string;
  htmlKb: number;
  jsKb: number;
  cssKb: number;
  jsFiles: string[];
}

const kb = (bytes: number) => bytes / 1024;

export async function pageWeights(siteUrl: string, paths: string[], member?: { account: string; paths: string[] }): Promise<PageWeight[]> {
  const browser = await launchBrowser();
  try {
    const weights: PageWeight[] = [];
    const visits: { path: string; returning: boolean; signedInAs?: string }[] = [
      { path: '/', returning: false },
      ...paths.map((path) => ({ path, returning: true })),
      ...(member?.paths ?? []).map((path) => ({ path, returning: true, signedInAs: member?.account })),
    ];
    for (const { path, returning, signedInAs } of visits) {
      const context = await browser.newContext();
      if (returning) {
        await context.addCookies(returningVisitorCookies(siteUrl));
      }
      if (signedInAs) {
        // The site's JSON login sets the token cookies on the context (the demo accounts' password).
        const res = await context.request.post(`${siteUrl}/session/login/`, { data: { email: signedInAs, password: 'demo1234' } });
        if (!res.ok()) throw new Error(`signing in ${signedInAs} answered ${res.status()}`);
      }
      const page = await context.newPage();
      const loads: Promise<{ type: string; url: string; raw: number; gzip: number }>[] = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet' && type !== 'document') return;
        loads.push(response.body().then((body) => ({ type, url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length })));
      });
      await page.goto(`${siteUrl}${path}`, { waitUntil: 'networkidle' });
      const loaded = await Promise.all(loads);
      const sum = (type: string) => kb(loaded.filter((l) => l.type === type).reduce((n, l) => n + l.gzip, 0));
      const html = loaded.find((l) => l.type === 'document');
      weights.push({
        path,
        returning,
        ...(signedInAs ? { signedInAs } : {}),
        htmlKb: kb(html?.raw ?? 0),
        jsKb: sum('script'),
        cssKb: sum('stylesheet'),
        jsFiles: loaded.filter((l) => l.type === 'script').map((l) => new URL(l.url).pathname),
      });
      await context.close();
    }
    return weights;
  } finally {
    await browser.close();
  }
}

export function printPageWeights(weights: PageWeight[]): void {
  console.log('page weight (HTML uncompressed; JS and CSS gzip):');
  console.log(`  ${'route'.padEnd(34)} ${'visit'.padEnd(9)} ${'HTML'.padStart(8)} ${'JS'.padStart(9)} ${'CSS'.padStart(8)}`);
  for (const w of weights) {
    const visit = w.signedInAs ? 'member' : w.returning ? 'returning' : 'first';
    console.log(
      `  ${w.path.padEnd(34)} ${visit.padEnd(9)} ${w.htmlKb.toFixed(1).padStart(5)} KB ${w.jsKb.toFixed(1).padStart(6)} KB ${w.cssKb.toFixed(1).padStart(5)} KB`,
    );
  }
  const home = weights.find((w) => w.path === '/' && !w.returning);
  if (home) console.log(`  / first visit loads: ${home.jsFiles.join(' ')}`);
}

export function pageWeightMisses(weights: PageWeight[]): string[] {
  const misses = weights.filter((w) => w.jsKb > JS_BUDGET_KB).map((w) => `first-load JS of ${w.path} ${w.jsKb.toFixed(1)} KB > ${JS_BUDGET_KB} KB`);
  for (const home of weights.filter((w) => w.path === '/')) {
    const visit = home.returning ? 'returning' : 'first visit';
    if (home.jsKb > HOME_JS_TARGET_KB) misses.push(`first-load JS of / (${visit}) ${home.jsKb.toFixed(1)} KB > target ${HOME_JS_TARGET_KB} KB`);
    if (home.htmlKb > HOME_HTML_TARGET_KB) misses.push(`HTML of / (${visit}) ${home.htmlKb.toFixed(1)} KB > target ${HOME_HTML_TARGET_KB} KB`);
  }
  return misses;
}
