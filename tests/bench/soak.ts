/**
 * The bench's soak: server rendering driven for a long while against the built site, to find what a
 * short measurement cannot — memory that grows request after request, errors and resets that come only after
 * thousands of renders. Its own part of the bench (`npm run bench:soak`, i.e. `npm run bench -- --only=soak`),
 * never part of the plain `npm run bench`, which it would make 10 minutes longer.
 *
 * For SOAK_SECONDS (default 600) autocannon keeps 10 connections busy on loopback with a fixed mix over every route
 * of the site (`siteRoutes`): each route as an uncached guest asking for brotli, the same uncompressed, a signed-in
 * member asking for gzip, and a guest served from the guest page cache. A 15 s warm-up on the same mix comes first
 * (compilation, the caches, the heap's first growth); then the server's RSS is read, and again after the soak, with
 * the peak sampled every 5 s between. Fails when a request errored (timeout, reset, any other), when any answer was
 * a 5xx or not the status its route gave before the soak, or when RSS at the end is more than 25 % over RSS after
 * the warm-up.
 */
import autocannon from 'autocannon';
import { siteRoutes } from '../support/routes.ts';
import type { RunningSite } from '../support/site-process.ts';
import { rssMb } from './proc.ts';

const DEFAULT_SECONDS = 600;
const WARM_UP_SECONDS = 15;
const SAMPLE_SECONDS = 5;
const CONNECTIONS = 10;
/**
 * How far RSS may grow from the warm-up's end to the soak's end. The embedded site is some 600 MB after the warm-up
 * (PGlite's WebAssembly Postgres, the compiled code, the caches, V8's heap sized for 10 connections of rendering).
 * A server that keeps nothing still swings between collections (V8 lets garbage pile up to its next old-space
 * limit, and the end sample may fall on such a peak): an estimate of some tens of MB, under 10 %, still to be
 * checked on a site that does not leak (the first soaks found one, see the trend line). A leak grows with every
 * render and this bound is for it: 25 % of ~600 MB is ~150 MB, which a 10-minute soak of 15,000 to 65,000 renders
 * (25 to 110 req/s on this shared 2-core machine) reaches when each render keeps some 2 to 10 KB. So 25 %: well
 * over the collector's swing, so noise does not fail the soak, and low enough to catch a leak of a few KB per render
 * in 10 minutes; a smaller one needs a longer soak (SOAK_SECONDS). A failure whose trend flattens out is the heap
 * settling, not a leak: then this bound is the thing to revisit.
 */
const RSS_GROWTH_BOUND = 0.25;

/** A guest's lone refresh-token cookie: no refresh without both cookies, so still a guest, but past the page cache. */
const UNCACHED_GUEST = 'rtoken=bench-uncached';

interface Kind {
  name: string;
  /** A guest's cookie header; a signed-in member's comes from the session. */
  cookie?: string;
  signedIn?: boolean;
  encoding?: string;
}

const KINDS: Kind[] = [
  { name: 'uncached guest, brotli', cookie: UNCACHED_GUEST, encoding: 'br, gzip' },
  { name: 'uncached guest, uncompressed', cookie: UNCACHED_GUEST },
  { name: 'signed in, gzip', signedIn: true, encoding: 'gzip' },
  { name: 'cached guest, brotli', encoding: 'br, gzip' },
];

interface Entry {
  path: string;
  kind: Kind;
  /** The status the route answered before the soak; any other during it is a miss. */
  expected: number;
}

export function soakSeconds(source: Record<string, string | undefined> = process.env): number {
  const raw = source.SOAK_SECONDS;
  if (raw === undefined || raw === '') return DEFAULT_SECONDS;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 1) throw new Error(`SOAK_SECONDS must be a whole number of seconds ≥ 1, not ${raw}`);
  return seconds;
}

/** A signed-in member's cookie header, from the site's login API (the demo's active member). */
async function signIn(siteUrl: string): Promise<string> {
  const res = await fetch(`${siteUrl}/api/wp/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'active@demo.test', password: 'demo1234' }),
  });
  if (!res.ok) throw new Error(`the soak's login answered ${res.status}`);
  const { data } = (await res.json()) as { data: { token: { atoken: string; rtoken: string } } };
  return `atoken=${data.token.atoken}; rtoken=${data.token.rtoken}`;
}

/** The same order on every run, shuffled so that routes and kinds interleave on every connection. */
function shuffled<T>(items: T[]): T[] {
  const out = [...items];
  let seed = 7;
  for (let i = out.length - 1; i > 0; i--) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

const headersOf = (kind: Kind, session: string): Record<string, string> => {
  const cookie = kind.signedIn ? session : kind.cookie;
  return { ...(cookie ? { cookie } : {}), ...(kind.encoding ? { 'accept-encoding': kind.encoding } : {}) };
};

/** The server's RSS (MB), or null once it has exited (its /proc entry gone, or a zombie's without memory). */
const serverRss = (pid: number): Promise<number | null> =>
  rssMb(pid).then(
    (mb) => (mb > 0 ? mb : null),
    () => null,
  );

interface Drive {
  result: autocannon.Result;
  resets: number;
  /** Answers whose status differed from the route's before the soak, by route and kind. */
  unexpected: Map<string, { count: number; statuses: Set<number> }>;
  rssSamples: number[];
}

/** Runs the mix for `seconds`; the signed-in requests read the session's cookie at each request (it is renewed). */
async function drive(site: RunningSite, mix: Entry[], session: { cookie: string }, seconds: number): Promise<Drive> {
  const unexpected: Drive['unexpected'] = new Map();
  const requests: autocannon.Request[] = mix.map((entry) => ({
    method: 'GET',
    path: entry.path,
    headers: headersOf(entry.kind, session.cookie),
    ...(entry.kind.signedIn ? { setupRequest: (request) => ({ ...request, headers: { ...request.headers, cookie: session.cookie } }) } : {}),
    onResponse: (status) => {
      if (status === entry.expected) return;
      const key = `${entry.path} (${entry.kind.name})`;
      const seen = unexpected.get(key) ?? { count: 0, statuses: new Set<number>() };
      seen.count++;
      seen.statuses.add(status);
      unexpected.set(key, seen);
    },
  }));
  const rssSamples: number[] = [];
  const sampler = setInterval(
    () =>
      void serverRss(site.pid).then((mb) => {
        if (mb !== null) rssSamples.push(mb);
      }),
    SAMPLE_SECONDS * 1000,
  );
  let resets = 0;
  try {
    const result = await new Promise<autocannon.Result>((done, fail) => {
      // bailout: a server that has gone (refused connections, thousands a second) ends the drive early.
      const instance = autocannon({ url: site.url, connections: CONNECTIONS, duration: seconds, requests, bailout: 1000 }, (error, result) =>
        error ? fail(error) : done(result),
      );
      instance.on('reqError', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ECONNRESET' || error.code === 'EPIPE') resets++;
      });
    });
    return { result, resets, unexpected, rssSamples };
  } finally {
    clearInterval(sampler);
  }
}

/** Errors, 5xx and unexpected statuses of one drive, as misses. */
function answerMisses(label: string, { result, resets, unexpected }: Drive): string[] {
  const misses: string[] = [];
  if (result.errors > 0) {
    misses.push(
      `${label}: ${result.errors} request errors (timeouts ${result.timeouts}, resets ${resets}, other ${result.errors - result.timeouts - resets})`,
    );
  }
  if (result['5xx'] > 0) misses.push(`${label}: ${result['5xx']} answers were 5xx`);
  for (const [key, { count, statuses }] of unexpected) {
    misses.push(`${label}: ${key} answered ${[...statuses].join(', ')} ${count} times, not the status it gave before the soak`);
  }
  return misses;
}

const settle = () => new Promise((r) => setTimeout(r, 2000));

/** The soak against a running built site; prints its figures and returns the misses. */
export async function runSoak(site: RunningSite, seconds = soakSeconds()): Promise<string[]> {
  if (new URL(site.url).hostname !== '127.0.0.1') throw new Error(`the soak drives a site on loopback only, not ${site.url}`);
  const session = { cookie: await signIn(site.url) };
  // The access token lasts 15 minutes: a fresh login every 10 keeps a long soak's member signed in.
  const renew = setInterval(
    () =>
      void signIn(site.url).then(
        (cookie) => {
          session.cookie = cookie;
        },
        (error: Error) => console.error(`soak: renewing the signed-in session failed: ${error.message}`),
      ),
    10 * 60_000,
  );
  try {
    const mix: Entry[] = [];
    for (const path of await siteRoutes(site.url)) {
      for (const kind of KINDS) {
        const res = await fetch(`${site.url}${path}`, { headers: headersOf(kind, session.cookie), redirect: 'manual' });
        await res.arrayBuffer();
        mix.push({ path, kind, expected: res.status });
      }
    }
    const misses = mix
      .filter((entry) => entry.expected >= 500)
      .map((entry) => `soak: ${entry.path} (${entry.kind.name}) answered ${entry.expected} before the soak`);
    const ordered = shuffled(mix);
    console.log(
      `soak: ${seconds} s, ${CONNECTIONS} connections, ${mix.length} requests in turn (${mix.length / KINDS.length} routes × ${KINDS.map((k) => k.name).join('; ')})`,
    );

    const warmUp = await drive(site, ordered, session, WARM_UP_SECONDS);
    misses.push(...answerMisses('soak warm-up', warmUp));
    await settle();
    const start = await serverRss(site.pid);
    if (start === null) return [...misses, 'soak: the server exited during the warm-up'];
    console.log(`soak server RSS after the ${WARM_UP_SECONDS} s warm-up: ${start.toFixed(0)} MB`);

    const soak = await drive(site, ordered, session, seconds);
    await settle();
    const end = await serverRss(site.pid);
    const peak = Math.max(start, end ?? 0, ...soak.rssSamples);
    const growth = end === null ? 0 : (end - start) / start;
    console.log(
      end === null
        ? `soak server exited during the soak; peak RSS before ${peak.toFixed(0)} MB (sampled every ${SAMPLE_SECONDS} s)`
        : `soak server RSS at the end: ${end.toFixed(0)} MB (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} %, bound +${RSS_GROWTH_BOUND * 100} %); peak ${peak.toFixed(0)} MB (sampled every ${SAMPLE_SECONDS} s)`,
    );
    // The trend in about ten steps: a leak climbs all the way, settling flattens out.
    const every = Math.max(1, Math.ceil(seconds / 10 / SAMPLE_SECONDS));
    const trend = [start, ...soak.rssSamples.filter((_, i) => (i + 1) % every === 0), ...(end === null ? [] : [end])];
    console.log(`soak server RSS from start to end, every ${every * SAMPLE_SECONDS} s: ${trend.map((mb) => mb.toFixed(0)).join(', ')} MB`);
    const { result } = soak;
    const byStatus = Object.entries(result.statusCodeStats ?? {})
      .map(([status, { count }]) => `${status} × ${count}`)
      .join(', ');
    const expectedNon2xx = [...new Set(mix.filter((e) => e.expected < 200 || e.expected >= 300).map((e) => `${e.path} ${e.expected}`))];
    console.log(
      `soak: ${result.requests.total} requests, ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms; answers ${byStatus || 'none'}; non-2xx ${result.non2xx}${expectedNon2xx.length ? ` (expected from ${expectedNon2xx.join(', ')})` : ''}; errors ${result.errors} (timeouts ${result.timeouts}, resets ${soak.resets}, other ${result.errors - result.timeouts - soak.resets})`,
    );
    misses.push(...answerMisses('soak', soak));
    if (end === null) misses.push('soak: the server exited during the soak');
    if (growth > RSS_GROWTH_BOUND) {
      misses.push(
        `soak: server RSS grew ${(growth * 100).toFixed(1)} % (${start.toFixed(0)} → ${end?.toFixed(0)} MB), bound ${RSS_GROWTH_BOUND * 100} %`,
      );
    }
    return misses;
  } finally {
    clearInterval(renew);
  }
}
