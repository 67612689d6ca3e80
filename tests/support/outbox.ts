/** The embedded backend's outbox (GET /api/dev/outbox?to=…), read by the e2e round trips through e-mail. */
import { expect } from 'vitest';
import { devHeaders } from './dev-secret.ts';

export type Mail = { id: number; to: string; subject: string; text: string };

/** The mails sent to `to`, newest first. */
export async function outbox(siteUrl: string, to: string): Promise<Mail[]> {
  const res = await fetch(`${siteUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`, { headers: devHeaders() });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { items: Mail[] } }).data.items;
}

/** The id of the newest mail to `to` (0 when none): what a later mail is newer than. */
export const newestMailId = async (siteUrl: string, to: string) => (await outbox(siteUrl, to))[0]?.id ?? 0;

/** The first capture of `pattern` in a mail to `to` newer than `afterId`, waiting for it. */
export async function mailed(siteUrl: string, to: string, afterId: number, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await outbox(siteUrl, to)).find((m) => m.id > afterId && pattern.test(m.text));
        found = mail?.text.match(pattern)?.[1];
        return found !== undefined;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found as string;
}
