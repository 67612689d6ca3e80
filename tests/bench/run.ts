/**
 * `npm run bench`: prints the figures of the budgets and fails when a budget or target is missed — the weight
 * of each of the eight routes and of the member dashboard's pages (HTML, first-load JavaScript, CSS: ./page-weight.ts), server rendering of / and
 * /videos/ without the guest cache (requests per second, server CPU per request, p99; autocannon against the
 * running built site), a guest's cached /videos/ against a static server of the same bytes, the server's resident
 * memory at idle and after 10,000 requests; then /videos/ with 1 and 2 server processes on PostgreSQL
 * (processes.ts); then Lighthouse's mobile performance on the eight routes (./lighthouse.ts, budget: score ≥ 98
 * and LCP ≤ 1.5 s). Needs `npm run build` first. `--only=lighthouse` (`npm run bench:lighthouse`) runs the
 * Lighthouse part alone, `--only=weight` the page weights alone. `--only=cam-cache` prints the cam cache's update-and-render figures
 * (./cam-cache.ts, no site needed), `--only=messenger` the messenger's append-and-render and scrolling-memory figures on
 * a chat of 10,000 messages (./messenger.ts, no site needed). `--only=soak` (`npm run bench:soak`) runs the soak
 * (./soak.ts: 10 minutes of server rendering, SOAK_SECONDS to change it; RSS at start and end, errors), which the
 * plain bench leaves out.
 */
import { createServer } from 'node:http';
import autocannon from 'autocannon';
import { MEMBER_ACCOUNT, firstCamRoom, memberRoutes, memberShopRoutes } from '../support/routes.ts';
import { type RunningSite, startSite } from '../support/site-process.ts';
import { lighthouseMisses, lighthouseRoutes, printLighthouse, runLighthouse } from './lighthouse.ts';
import { pageWeightMisses, pageWeights, printPageWeights } from './page-weight.ts';
import { playerFigures } from './player.ts';
import { interactiveFigures } from './interactive.ts';
import { camCacheFigures } from './cam-cache.ts';
import { messengerFigures } from './messenger.ts';
import { cpuMs, rssMb } from './proc.ts';
import { benchProcesses } from './processes.ts';
import { runSoak } from './soak.ts';

const run = (url: string, opts: Partial<autocannon.Options>) => autocannon({ url, connections: 10, ...opts });

/** Lighthouse on the budget's routes; returns the misses (printed by the caller after everything else). */
async function lighthouseSection(site: RunningSite): Promise<string[]> {
  const results = await runLighthouse(site.url, await lighthouseRoutes(site.url));
  printLighthouse(results);
  return lighthouseMisses(results);
}

async function weightSection(site: RunningSite): Promise<string[]> {
  // The cam list and a room beside Lighthouse's routes, a guest's and a member's (the member's room
  // signs in to the provider: its player, chat and tip widget are the member's).
  const cams = ['/vr-cam-girls/', await firstCamRoom(site.url)];
  const weights = await pageWeights(site.url, [...new Set([...(await lighthouseRoutes(site.url)), ...cams])], {
    account: MEMBER_ACCOUNT,
    paths: [...memberRoutes(), ...memberShopRoutes(), ...cams],
  });
  printPageWeights(weights);
  return pageWeightMisses(weights);
}

/** The parts `--only=` runs on their own (the soak never runs with the rest: it takes ten minutes). */
const parts: Record<string, (site: RunningSite) => Promise<string[]>> = {
  weight: weightSection,
  lighthouse: lighthouseSection,
  soak: runSoak,
  player: (site) => playerFigures(site.url),
  interactive: (site) => interactiveFigures(site.url),
};

const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);

async function main() {
  // The cam cache's figures run in Chromium on a bundled page of their own: no site needed (./cam-cache.ts).
  if (only === 'cam-cache') return report(await camCacheFigures());
  // So do the messenger's (./messenger.ts).
  if (only === 'messenger') return report(await messengerFigures());
  const site = await startSite();
  const misses: string[] = [];
  if (only) {
    const part = parts[only];
    if (!part) throw new Error(`unknown --only=${only} (known: ${Object.keys(parts).join(', ')})`);
    try {
      misses.push(...(await part(site)));
    } finally {
      await site.stop();
    }
    report(misses);
    return;
  }
  try {
    misses.push(...(await weightSection(site)));
    misses.push(...(await playerFigures(site.url)));
    misses.push(...(await interactiveFigures(site.url)));
    await fetch(`${site.url}/`);
    await fetch(`${site.url}/videos/`);
    await new Promise((r) => setTimeout(r, 2000));
    const idle = await rssMb(site.pid);
    console.log(`server RSS at idle: ${idle.toFixed(0)} MB`);
    // Uncached server rendering: a refresh-token cookie alone keeps the visitor a guest (no refresh without
    // both cookies) but bypasses the guest page cache.
    const uncached = { headers: { cookie: 'rtoken=bench-uncached' } };
    for (const path of ['/', '/videos/']) {
      await run(`${site.url}${path}`, { duration: 2, ...uncached });
      const cpuBefore = await cpuMs(site.pid);
      const result = await run(`${site.url}${path}`, { duration: 10, ...uncached });
      const cpuPerRequest = ((await cpuMs(site.pid)) - cpuBefore) / result.requests.total;
      console.log(
        `SSR ${path.padEnd(9)} uncached: ${result.requests.average.toFixed(0)} req/s, ${cpuPerRequest.toFixed(1)} ms of server CPU per request, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`,
      );
    }
    // A guest's /videos/ (served from the guest page cache after the first render) against a static server of
    // the same bytes, in the same run.
    const bytes = Buffer.from(await (await fetch(`${site.url}/videos/`)).arrayBuffer());
    const guest = await run(`${site.url}/videos/`, { duration: 10 });
    const staticServer = createServer((_, res) => res.writeHead(200, { 'Content-Type': 'text/html; charset=UTF-8' }).end(bytes));
    await new Promise<void>((resolve) => staticServer.listen(0, '127.0.0.1', resolve));
    const port = (staticServer.address() as { port: number }).port;
    const flat = await run(`http://127.0.0.1:${port}/`, { duration: 10 });
    staticServer.close();
    const share = (guest.requests.average / flat.requests.average) * 100;
    console.log(
      `guest /videos/: ${guest.requests.average.toFixed(0)} req/s, p99 ${guest.latency.p99} ms; static server of the same ${(bytes.length / 1024).toFixed(0)} KB: ${flat.requests.average.toFixed(0)} req/s; guest = ${share.toFixed(0)} % of static (target ≥ 15 %)`,
    );
    await run(`${site.url}/videos/`, { amount: 10_000 });
    const after = await rssMb(site.pid);
    console.log(`server RSS after 10,000 more requests: ${after.toFixed(0)} MB`);
    misses.push(...(await lighthouseSection(site)));
  } finally {
    await site.stop();
  }
  await benchProcesses();
  report(misses);
}

/** Every budget missed, one line each, then a non-zero exit; nothing when all are met. */
function report(misses: string[]) {
  if (misses.length === 0) {
    console.log('\nall budgets met');
    return;
  }
  console.error(`\nover budget (${misses.length}):\n  ${misses.join('\n  ')}`);
  process.exitCode = 1;
}

await main();
