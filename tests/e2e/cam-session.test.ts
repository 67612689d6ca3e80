/**
 * The cam session in the built site (spec 002 §4.5, §6, §9; 000 §4 'Session start' step 5, 'Logout' step 2): a member
 * signed in when the visit starts gets the cam auth info, the provider sign-in and the balance, which the room's tip
 * presets follow (§9: 15/20/25 % of the balance); a guest has no balance (presets 2/3/4). Uses active@demo.test with a
 * balance set through the control endpoint; spends no tokens.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CamRoomPage } from '../../contracts/cam-provider.ts';
import { visitorContext, waitForApp } from '../support/browser.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';
import { sim as camSim } from '../support/cam-sim.ts';

const run = siteAndBrowser();

const sim = (path: string, body?: unknown) => camSim(run.site.url, path, body);

/** A room kept PUBLIC (the world frozen). */
async function publicRoom(): Promise<string> {
  await sim('freeze', { on: true });
  const answer = await fetch(`${run.site.url}/api/cam-provider/broadcasts?status=all&limit=12&offset=0&show-offline=true&tag-categories=girls`);
  const nickname = CamRoomPage.parse(await answer.json()).pageItems[0]?.modelNickname ?? '';
  await sim('force', { nickname, move: 'status:PUBLIC' });
  return nickname;
}

async function openRoom(email: string | undefined, nickname: string): Promise<Page> {
  const context = await visitorContext(run.browser, run.site.url, { email });
  const page = await context.newPage();
  await page.goto(`${run.site.url}/vr-cam-girls/${encodeURIComponent(nickname)}/`);
  await waitForApp(page);
  return page;
}

describe('the cam session', () => {
  it('a member signed in at the start: auth info, provider sign-in, balance; the tip presets follow the balance', async () => {
    const nickname = await publicRoom();
    await sim('balance', { email: 'active@demo.test', balance: 200 });
    const page = await openRoom('active@demo.test', nickname);
    // 15/20/25 % of 200 tokens, rounded down to 5 (§9).
    await expect.poll(() => page.getByRole('button', { name: 'Tip 30 tokens', exact: true }).count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: 'Tip 50 tokens', exact: true }).count()).toBe(1);
    await page.context().close();
    await sim('balance', { email: 'active@demo.test', balance: 2500 });
  });

  it('a guest has no cam balance: the presets are 2, 3 and 4', async () => {
    const nickname = await publicRoom();
    const page = await openRoom(undefined, nickname);
    await expect.poll(() => page.getByRole('button', { name: 'Tip 2 tokens' }).count(), { timeout: 15_000 }).toBe(1);
    await page.context().close();
  });
});
