/**
 * The endpoint browsers report Content-Security-Policy violations to (security-headers.ts `report-uri`). Anybody can
 * post to it, so what it takes is bounded (issue 38, finding 10: 1,000 posts of 4 KB added 3.9 MB of log in 0.63 s, and
 * a raw newline in a report forged a log line):
 * - a report's body is at most CSP_REPORT_MAX_BYTES (413 past that, unread);
 * - at most REPORTS_PER_ADDRESS reports an address, and REPORTS_IN_ALL in all, are logged in a REPORT_WINDOW_MS; the
 *   others are answered the same 204 and dropped, at the cost of a counter;
 * - what is logged is the violation's few facts, each cut to REPORT_FIELD_CHARS and written as JSON (a newline in it
 *   is `\n`, never a line of its own); a body that is not a report is 400 and logs nothing.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Logger } from '../../adapters/log.ts';
import { clientAddress } from './client-address.ts';
import { CSP_REPORT_PATH } from './security-headers.ts';

export const CSP_REPORT_MAX_BYTES = 8 * 1024;
export const REPORT_WINDOW_MS = 60_000;
export const REPORTS_PER_ADDRESS = 10;
export const REPORTS_IN_ALL = 100;
export const REPORT_FIELD_CHARS = 300;

/** The facts of a violation worth a log line, in the legacy `csp-report` form's names and the Reporting API's. */
const FIELDS = [
  ['document-uri', 'documentURL'],
  ['violated-directive', 'effectiveDirective'],
  ['blocked-uri', 'blockedURL'],
  ['source-file', 'sourceFile'],
  ['line-number', 'lineNumber'],
] as const;

/** The report's facts (strings cut short), or null when the body is not a CSP report. */
export function violationFacts(body: unknown): Record<string, string> | null {
  const report = (Array.isArray(body) ? body[0]?.body : (body as { 'csp-report'?: unknown } | null)?.['csp-report']) as unknown;
  if (!report || typeof report !== 'object') return null;
  const source = report as Record<string, unknown>;
  const facts: Record<string, string> = {};
  for (const [legacy, modern] of FIELDS) {
    const value = source[legacy] ?? source[modern];
    if (typeof value === 'string' || typeof value === 'number') facts[legacy] = String(value).slice(0, REPORT_FIELD_CHARS);
  }
  return Object.keys(facts).length > 0 ? facts : null;
}

/** Counts per key in fixed windows; `take` says whether one more fits. Forgets every key when a window ends. */
function windowCounter(limit: number, windowMs: number, now: () => number) {
  let start = now();
  const counts = new Map<string, number>();
  return (key: string): boolean => {
    if (now() - start >= windowMs) {
      start = now();
      counts.clear();
    }
    const n = counts.get(key) ?? 0;
    if (n >= limit) return false;
    counts.set(key, n + 1);
    return true;
  };
}

export function cspReportRoutes(deps: { log: Logger; now?: () => number }): Hono {
  const now = deps.now ?? Date.now;
  const perAddress = windowCounter(REPORTS_PER_ADDRESS, REPORT_WINDOW_MS, now);
  const inAll = windowCounter(REPORTS_IN_ALL, REPORT_WINDOW_MS, now);
  const app = new Hono();
  app.post(CSP_REPORT_PATH, bodyLimit({ maxSize: CSP_REPORT_MAX_BYTES, onError: (c) => c.text('Report is too large', 413) }), async (c) => {
    const facts = violationFacts(await c.req.json().catch(() => null));
    if (!facts) return c.text('Not a CSP report', 400);
    if (perAddress(clientAddress(c)) && inAll('all')) deps.log.warn(`[csp] violation reported: ${JSON.stringify(facts)}`);
    return c.body(null, 204);
  });
  return app;
}
