/**
 * The 'Membership Info' page's cancellation (machines/membership-cancel.machine.ts; spec 001 §4 'Dashboard and
 * cancellation', §8): the call and the page's facts through the site API adapter (it logs a failure and never throws:
 * a refusal is passed back); after a cancellation the visit's tokens are refreshed (the next token carries usc 200,
 * and the session, comparing its tokens with the cookies, follows within its 3 s check) and the member-plus tile's
 * cached facts dropped.
 */
import { fromPromise } from 'xstate';
import type { SiteApi } from '../../adapters/site-api.ts';
import { type CancelOutcome, type MembershipInfoData, membershipCancelMachine } from '../../machines/membership-cancel.machine.ts';
import { defineScreenMachine } from './define.ts';
import { dashboardsOf } from './member-dashboards.ts';

export const membershipCancel = defineScreenMachine({
  id: 'membershipCancel',
  machine: membershipCancelMachine,
  provide: (services: { site: Pick<SiteApi, 'cancelMembership' | 'dashboardInfo' | 'memberships'>; refresh: () => Promise<unknown> }) => {
    const { site } = services;
    return membershipCancelMachine.provide({
      actions: {
        refreshSession: () => {
          dashboardsOf(services).clear();
          void services.refresh().catch(() => {});
        },
      },
      actors: {
        cancelMembership: fromPromise<CancelOutcome, { membershipUuid: string }>(({ input }) => site.cancelMembership(input.membershipUuid)),
        loadMembershipInfo: fromPromise<MembershipInfoData, void>(async () => {
          const [info, memberships] = await Promise.all([site.dashboardInfo(), site.memberships()]);
          return { info, memberships };
        }),
      },
    });
  },
});
