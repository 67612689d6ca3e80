/**
 * Issue 38, finding 10 (/csp-report/): anybody can post to it. Before, it logged any body's first 4 KB as it came, for
 * every post (1,000 × 4 KB → +3.9 MB of log in 0.63 s), and a raw newline in a body wrote a forged line into the log.
 * Now a report is at most 8 KB, each address has 10 logged reports a minute and all of them 100, and what is logged is
 * the violation's facts as JSON on one line.
 */
import { describe, expect, it } from 'vitest';
import { memoryLogger } from '../../../adapters/log.ts';
import { loadConfig } from '../../../app/config/env.ts';
import { REPORTS_IN_ALL, REPORTS_PER_ADDRESS } from '../../../app/server/csp-report.ts';
import { createSiteServer } from '../../../app/server/site-server.ts';

function site() {
  const log = memoryLogger();
  const app = createSiteServer({ config: loadConfig({}), render: async () => new Response('page'), manifest: { routes: {} }, log });
  const post = (body: string, from = '203.0.113.7') =>
    app.request('/csp-report/', { method: 'POST', body, headers: { 'content-type': 'application/csp-report', 'x-forwarded-for': from } });
  return { log, post };
}

const report = (blocked: string) =>
  JSON.stringify({ 'csp-report': { 'document-uri': 'http://site.test/videos/', 'violated-directive': 'script-src-elem', 'blocked-uri': blocked } });

describe('the CSP report endpoint', () => {
  it("logs a report's facts on one line: a newline in it cannot forge a log line", async () => {
    const { log, post } = site();
    const res = await post(report('https://evil.example/x.js\n[session] refresh refused admin@demo.test'));
    expect(res.status).toBe(204);
    expect(log.entries).toHaveLength(1);
    // A body with a raw newline (what forged a line before) is no report: nothing of it is logged.
    expect((await post('{"csp-report":1}\n[session] refresh refused admin@demo.test')).status).toBe(400);
    expect(log.entries).toHaveLength(1);
    const line = log.entries[0]?.msg ?? '';
    expect(line).not.toContain('\n');
    expect(line).toContain('"blocked-uri":"https://evil.example/x.js\\n[session] refresh refused admin@demo.test"');
    expect(line).toContain('"violated-directive":"script-src-elem"');
  });

  it('logs at most 10 reports a minute from one address, and answers the rest the same', async () => {
    const { log, post } = site();
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => post(report(`https://a.example/${i}.js`))));
    expect(answers.every((r) => r.status === 204)).toBe(true);
    expect(log.entries).toHaveLength(REPORTS_PER_ADDRESS);
  });

  it('logs at most 100 reports a minute in all, from however many addresses', async () => {
    const { log, post } = site();
    await Promise.all(Array.from({ length: 300 }, (_, i) => post(report('https://a.example/x.js'), `198.51.100.${i % 250}`)));
    expect(log.entries).toHaveLength(REPORTS_IN_ALL);
  });

  it('refuses a body over 8 KB unread, and one that is no report, logging nothing', async () => {
    const { log, post } = site();
    expect((await post(report('x'.repeat(9000)))).status).toBe(413);
    expect((await post('not json')).status).toBe(400);
    expect((await post(JSON.stringify({ hello: 'world' }))).status).toBe(400);
    expect(log.entries).toEqual([]);
  });

  it("takes the Reporting API's form too", async () => {
    const { log, post } = site();
    const body = JSON.stringify([
      { type: 'csp-violation', body: { documentURL: 'http://site.test/', effectiveDirective: 'img-src', blockedURL: 'https://x.example/a.png' } },
    ]);
    expect((await post(body)).status).toBe(204);
    expect(log.entries[0]?.msg).toContain('"violated-directive":"img-src"');
  });
});
