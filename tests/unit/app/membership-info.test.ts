/**
 * The 'Membership Info' page as the app composes it (spec 001 §2 'Member dashboard' Membership info, §4 'Dashboard
 * and cancellation', §7, §8): the route's loader asks for the dashboard info and the memberships together (the page is the member's own: its layout's route is marked personal); its title 'Membership Info | {site}'; the screen factory sends the cancellation through
 * the site API adapter, then refreshes the visit's tokens once and loads the page's facts again; a refusal refreshes
 * nothing.
 */
import { createActor, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { membershipCancelEntry } from '../../../app/atlas/membership-cancel.ts';
import { loadConfig } from '../../../app/config/env.ts';
import { membershipInfoRoute } from '../../../app/router/routes/dashboard/membership-info.tsx';
import { membershipCancel } from '../../../app/screen-machines/membership-cancel.ts';
import type { Services } from '../../../app/router/services.ts';
import type { MembershipCancelResult } from '../../../adapters/site-api.ts';
import type { MembershipInfoData } from '../../../machines/membership-cancel.machine.ts';

type Fn = (arg: never) => unknown;
const call = (fn: unknown, arg: unknown) => (fn as Fn)(arg as never);
const atlasInput = membershipCancelEntry.inputs['active member, one membership here and one on another site'];
if (!atlasInput) throw new Error('the atlas entry has no such input');
const input: MembershipInfoData = atlasInput;

function fakeSite(result: MembershipCancelResult) {
  const asked: string[] = [];
  const site = {
    dashboardInfo: vi.fn(async () => {
      asked.push('dashboardInfo');
      return input.info;
    }),
    memberships: vi.fn(async () => {
      asked.push('memberships');
      return input.memberships.map((m) => (m.uuid === 'membership-here' ? { ...m, status: 'canceled' } : m));
    }),
    cancelMembership: vi.fn(async (_uuid: string) => result),
  };
  return { site, asked };
}

describe('the membership info route', () => {
  it('loads the dashboard info and the memberships together; the page is the member’s own', async () => {
    const { site, asked } = fakeSite({ ok: false, status: null, message: '' });
    const services = { config: loadConfig({}).public, site } as unknown as Services;
    const data = await call(membershipInfoRoute.options.loader, { context: { services } });
    expect(asked.sort()).toEqual(['dashboardInfo', 'memberships']);
    expect(data).toEqual({ info: input.info, memberships: expect.any(Array) });
    expect(membershipInfoRoute.options.getParentRoute().options.staticData?.personal).toBe(true);
    const head = (await call(membershipInfoRoute.options.head, { match: { context: { services } } })) as { meta: Record<string, string>[] };
    expect(head.meta).toContainEqual({ title: 'Membership Info | VelvetVR' });
  });
});

describe('the cancellation composed', () => {
  it('cancels through the site adapter, refreshes the tokens once and loads the facts again', async () => {
    const { site } = fakeSite({ ok: true, status: 'canceled', accessUntil: 1, message: 'Your membership has been canceled.' });
    const refreshSession = vi.fn(async () => true);
    const actor = createActor(membershipCancel.provide({ site, refresh: refreshSession }), { input }).start();
    actor.send({ type: 'CANCEL_CLICKED', membershipUuid: 'membership-here' });
    actor.send({ type: 'CANCEL_CONFIRMED' });
    const done = await waitFor(actor, (s) => s.matches('done'));
    expect(site.cancelMembership).toHaveBeenCalledWith('membership-here');
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(site.memberships).toHaveBeenCalledTimes(1);
    expect(done.context.memberships.find((m) => m.uuid === 'membership-here')?.status).toBe('canceled');
    expect(done.context.message).toBe('Your membership has been canceled.');
    actor.stop();
  });

  it('shows a refusal and refreshes nothing', async () => {
    const { site } = fakeSite({ ok: false, status: 404, message: 'This membership is not one of yours.' });
    const refreshSession = vi.fn(async () => {
      throw new Error('offline');
    });
    const actor = createActor(membershipCancel.provide({ site, refresh: refreshSession }), { input }).start();
    actor.send({ type: 'CANCEL_CLICKED', membershipUuid: 'membership-here' });
    actor.send({ type: 'CANCEL_CONFIRMED' });
    const failed = await waitFor(actor, (s) => s.hasTag('failed'));
    expect([failed.context.error, refreshSession.mock.calls.length]).toEqual(['This membership is not one of yours.', 0]);
    actor.stop();
  });
});
