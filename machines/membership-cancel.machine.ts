/**
 * The 'Membership info' page's cancellation (spec 001 §2 'Member dashboard' Membership info: 'offers cancellation of a
 * membership'; §4 'Dashboard and cancellation': the membership uuid is sent, the result passed back, errors logged and
 * passed back; §7 POST membership-cancel {membershipUuid}; §8 'Cancellation or dashboard-info error'; §9 canceled 200).
 *
 * The page's facts (dashboard info and the member's memberships, the loader's) are the machine's context. 'Cancel' of
 * a cancellable membership (rules/membership-info.ts canCancel: this site's, active, recurring) opens a confirmation;
 * keeping it closes it, confirming calls `cancelMembership` (provided at composition; it logs a refusal and never
 * throws). Done: the membership shows canceled at once, the server's message is shown, the visit's session is asked to
 * refresh its tokens (so the header follows the new usc 200) and the page's facts are loaded again. Refused: the
 * server's message is shown, nothing changed; 'Cancel' may be tried again.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { DashboardInfo } from '../contracts/dashboard.ts';
import type { MembershipListItem } from '../contracts/memberships.ts';
import { notProvided } from './actor-placeholders.ts';
import { GENERIC_ERROR } from '../domain/constants.ts';
import { asCanceled, canCancel } from '../domain/membership-info.ts';

/** A cancellation's result as the composition passes it back: done (new status, access end, message) or refused. */
export type CancelOutcome =
  | { ok: true; status: string; accessUntil: number | null; message: string }
  | { ok: false; status: number | null; message: string };

/** The page's facts: the dashboard info (null when its call failed) and the member's memberships. */
export type MembershipInfoData = { info: DashboardInfo | null; memberships: MembershipListItem[] };

export type MembershipCancelInput = MembershipInfoData;
export type MembershipCancelContext = MembershipInfoData & {
  /** The membership the confirmation and the call are about. */
  target: string | null;
  /** The server's message after a cancellation. */
  message: string | null;
  /** Why the last cancellation was refused. */
  error: string | null;
};
export type MembershipCancelEvent = { type: 'CANCEL_CLICKED'; membershipUuid: string } | { type: 'CANCEL_KEPT' } | { type: 'CANCEL_CONFIRMED' };
export type MembershipCancelTag = 'ready' | 'confirming' | 'cancelling' | 'reloading' | 'done' | 'failed';

/** The facts after a cancellation, before the server's are loaded again: the membership canceled, no rebill. */
function withCanceled(data: MembershipInfoData, uuid: string): MembershipInfoData {
  const info =
    data.info && data.info.info.membership_uuid === uuid
      ? { info: { ...data.info.info, status: 'canceled', isEasyCancel: false }, dashboard: { ...data.info.dashboard, rebill_amount: 0 } }
      : data.info;
  return { info, memberships: data.memberships.map((m) => (m.uuid === uuid ? asCanceled(m) : m)) };
}

const clicked = {
  guard: {
    type: 'cancellable' as const,
    params: ({ event }: { event: MembershipCancelEvent }) => (event as { membershipUuid: string }).membershipUuid,
  },
  target: '#membershipCancel.confirming',
  actions: {
    type: 'setTarget' as const,
    params: ({ event }: { event: MembershipCancelEvent }) => (event as { membershipUuid: string }).membershipUuid,
  },
};

export const membershipCancelMachine = setup({
  types: {
    context: {} as MembershipCancelContext,
    events: {} as MembershipCancelEvent,
    input: {} as MembershipCancelInput,
    tags: {} as MembershipCancelTag,
  },
  actors: {
    cancelMembership: fromPromise<CancelOutcome, { membershipUuid: string }>(notProvided('cancelMembership')),
    loadMembershipInfo: fromPromise<MembershipInfoData, void>(notProvided('loadMembershipInfo')),
  },
  actions: {
    setTarget: assign((_, target: string) => ({ target, message: null, error: null })),
    clearTarget: assign({ target: null }),
    markCanceled: assign(({ context }, message: string) => ({ ...withCanceled(context, context.target ?? ''), message, error: null })),
    setError: assign((_, error: string) => ({ error: error || GENERIC_ERROR, message: null })),
    /** The page's facts loaded again: the server's word (a list that failed to load keeps the one shown). */
    storeData: assign(({ context }, data: MembershipInfoData) => ({
      info: data.info ?? context.info,
      memberships: data.memberships.length > 0 ? data.memberships : context.memberships,
    })),
    /** Ask the visit's session for new session tokens (the next refresh carries usc 200): provided at composition. */
    refreshSession: () => {},
  },
  guards: {
    cancellable: ({ context }, uuid: string) => context.memberships.some((m) => m.uuid === uuid && canCancel(m)),
    succeeded: (_, outcome: CancelOutcome) => outcome.ok,
  },
}).createMachine({
  id: 'membershipCancel',
  description:
    "Spec 001 §2 'Member dashboard' Membership info (cancellation of a membership); §4 'Dashboard and cancellation'; §7 membership-cancel {membershipUuid}; §8 'Cancellation or dashboard-info error'; §9 canceled = 200.",
  context: ({ input }) => ({ info: input.info, memberships: input.memberships, target: null, message: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The facts shown; Cancel offered on each cancellable membership.',
      tags: ['ready'],
      on: { CANCEL_CLICKED: clicked },
    },
    confirming: {
      description: 'The confirmation dialog: confirm the cancellation or keep the membership.',
      tags: ['ready', 'confirming'],
      on: {
        CANCEL_KEPT: { target: 'idle', actions: 'clearTarget' },
        CANCEL_CONFIRMED: 'cancelling',
      },
    },
    cancelling: {
      description: 'POST membership-cancel with the membership uuid.',
      tags: ['cancelling'],
      invoke: {
        id: 'cancelMembership',
        src: 'cancelMembership',
        input: ({ context }) => ({ membershipUuid: context.target ?? '' }),
        onDone: [
          {
            guard: { type: 'succeeded', params: ({ event }) => event.output },
            target: 'reloading',
            actions: [{ type: 'markCanceled', params: ({ event }) => (event.output.ok ? event.output.message : '') }, 'refreshSession'],
          },
          { target: 'failed', actions: { type: 'setError', params: ({ event }) => (event.output.ok ? '' : event.output.message) } },
        ],
        onError: { target: 'failed', actions: { type: 'setError', params: GENERIC_ERROR } },
      },
    },
    reloading: {
      description: 'Canceled: the message shown, the session refreshing its tokens, the page’s facts loaded again.',
      tags: ['done', 'reloading'],
      invoke: {
        id: 'loadMembershipInfo',
        src: 'loadMembershipInfo',
        onDone: { target: 'done', actions: { type: 'storeData', params: ({ event }) => event.output } },
        onError: 'done',
      },
    },
    done: {
      description: 'The result shown; another membership may still be cancelled.',
      tags: ['ready', 'done'],
      on: { CANCEL_CLICKED: clicked },
    },
    failed: {
      description: 'The refusal’s message shown (logged by the call); nothing changed, Cancel may be tried again.',
      tags: ['ready', 'failed'],
      on: { CANCEL_CLICKED: clicked },
    },
  },
});

export type MembershipCancelMachine = typeof membershipCancelMachine;
