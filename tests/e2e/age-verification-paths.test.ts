/**
 * Age verification's graph replayed in Chromium (replay in
 * tests/support/path-replay.ts): the paths a member who must verify can take on the running site — the required
 * dialog, Verify Now to the sandbox provider, and the provider's return whose polls end approved or refused. The questions at start answer as the seeded account makes them (it must pass, has not passed); upstream
 * errors are the fault matrix's and the model test's. A return's provider outcome is pressed before the page opens,
 * as the provider's page does, from the path's own poll answers; each such path uses an account of its own, as
 * approving and refusing change it.
 */
import type { BrowserContext, Page } from 'playwright-core';
import type { AnyStateMachine, EventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import { ageVerificationEntry } from '../../app/atlas/age-verification.ts';
import type { AtlasEntry } from '../../app/atlas/define.ts';
import { returningVisitorCookies } from '../support/browser.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';
import { type PathTable, actsOf, nothing, replay, tablePaths } from '../support/path-replay.ts';
import type { NamedPath } from '../model/graph.ts';

const run = siteAndBrowser();

/** An adult who agreed to the 18+ splash and answered the cookie banner before. */
const adult = Object.fromEntries(returningVisitorCookies('http://x').map(({ name, value }) => [name, value]));

/** The seeded accounts that must pass age verification (kind verify, registered after the cutoff), one per return. */
const MUST_VERIFY = ['unverified@demo.test', 'unverified-strict@demo.test'];
let returns = 0;

const outputOf = (event: EventObject) => (event as EventObject & { output?: unknown }).output;
/** The poll's answers along a path, in order. */
const pollAnswers = ({ path }: NamedPath) =>
  path.steps.filter((step) => step.event.type === 'xstate.done.actor.pollStatus').map((step) => outputOf(step.event));
/** The provider's button that makes the poll answer so. */
const PRESS: Record<string, string> = { approved: 'approve', refused: 'refuse', pending: 'wait' };

async function signIn(context: BrowserContext, email: string): Promise<void> {
  const res = await context.request.post(`${run.site.url}/session/login/`, {
    data: { email, password: 'demo1234' },
    headers: { origin: run.site.url },
  });
  expect(res.ok(), `sign in as ${email}`).toBe(true);
}

/** The dialog on the page (its data-dialog), the provider's page, or none. */
async function shownDialog(page: Page): Promise<string> {
  if (page.url().includes('/sandbox-id/verify/')) return 'provider';
  const dialog = page.locator('[data-dialog]');
  return (await dialog.count()) > 0 && (await dialog.first().isVisible()) ? ((await dialog.first().getAttribute('data-dialog')) ?? 'none') : 'none';
}

const DIALOG_OF_TAG: [string, string][] = [
  ['requiredDialog', 'required'],
  ['refusedDialog', 'refused'],
  ['failedDialog', 'failed'],
  ['verifiedDialog', 'verified'],
];

const ageVerification: PathTable = {
  entry: ageVerificationEntry as unknown as AtlasEntry<AnyStateMachine>,
  arrivals: {
    'member who must pass': {
      cookies: adult,
      path: '/age-verification/',
      before: (context) => signIn(context, 'unverified@demo.test'),
    },
    "provider's return": {
      cookies: adult,
      path: '/age-verification/',
      // A provider session of a fresh account, its outcome pressed at the provider: the page then opens where the provider sends it back.
      before: async (context, named) => {
        const email = MUST_VERIFY[returns++ % MUST_VERIFY.length] as string;
        await signIn(context, email);
        const atoken = (await context.cookies(run.site.url)).find((cookie) => cookie.name === 'atoken')?.value;
        const started = await context.request.post(`${run.site.url}/api/age-verification/sessions`, {
          data: { returnUrl: '/age-verification/' },
          headers: { authorization: `Bearer ${atoken}` },
        });
        const { data } = (await started.json()) as { data: { sessionId: string } };
        await context.addCookies([{ name: 'sessionId', value: data.sessionId, url: run.site.url }]);
        const press = PRESS[String(pollAnswers(named)[0])];
        const pressed = await context.request.post(`${run.site.url}/sandbox-id/verify/${data.sessionId}/${press}/`, { maxRedirects: 0 });
        expect(pressed.status()).toBe(303);
        return `/age-verification/?sessionId=${data.sessionId}`;
      },
    },
    guest: { cookies: adult, path: '/age-verification/' },
  },
  // The poll answers as the pressed button made it: every answer the same.
  consistent: (named) => new Set(pollAnswers(named)).size <= 1,
  actOf: (event) => {
    switch (event.type) {
      case 'VERIFY_CLICKED':
        return 'Verify Now';
      case 'DIALOG_CLOSED':
        return 'close the dialog';
      // The seeded account must pass and has not passed yet.
      case 'xstate.done.actor.mustPass':
        return outputOf(event) === true ? 'the site answers' : null;
      case 'xstate.done.actor.hasVerification':
        return outputOf(event) === false ? 'the site answers' : null;
      case 'xstate.done.actor.pollStatus':
      case 'xstate.done.actor.startSession':
      case 'xstate.done.actor.report':
      case 'xstate.done.actor.refreshTokens':
        return 'the site answers';
      default:
        return null;
    }
  },
  acts: {
    'Verify Now': (page) => page.locator('[data-dialog]').getByRole('button', { name: 'Verify Now' }).click(),
    'close the dialog': async (page) => {
      const close = page.locator('[data-dialog]').getByRole('button', { name: 'Close' });
      if (await close.isVisible()) await close.click();
      else await page.keyboard.press('Escape');
    },
    'the site answers': nothing,
  },
  shows: shownDialog,
  expected: (state) => {
    if (state.matches('leaving')) return 'provider';
    const tagged = DIALOG_OF_TAG.find(([tag]) => state.hasTag(tag));
    if (tagged) return tagged[1];
    if (state.hasTag('busy') || state.hasTag('checking')) return undefined;
    return 'none';
  },
};

describe('Age verification: the paths of its graph a member can take, in Chromium', () => {
  const paths = tablePaths(ageVerification, { cover: true });
  const acts = paths.map((named) => actsOf(ageVerification, named));
  const returning = paths.filter((named) => named.name === "provider's return");

  // The graph's edge paths stop one edge past each state's shortest path, so none polls pending three times to the
  // failed dialog (age-verification.test.ts walks that one); every other transition a member can take is here.
  it('takes the required dialog to the provider, and returns approved and refused', () => {
    const all = new Set(acts.flat());
    for (const act of Object.keys(ageVerification.acts)) expect(all, act).toContain(act);
    expect(new Set(returning.map((named) => String(pollAnswers(named)[0])))).toEqual(new Set(['approved', 'refused']));
    // Each return changes its account: no more of them than the seeded accounts that must verify, used in turn.
    expect(returning.length).toBeLessThanOrEqual(MUST_VERIFY.length + 1);
  });

  for (const [i, named] of paths.entries()) {
    it(`path ${i + 1}, ${named.name}: ${acts[i]?.slice(1).join(' → ')}`, () => replay(run.browser, run.site.url, ageVerification, named), 60_000);
  }
});
