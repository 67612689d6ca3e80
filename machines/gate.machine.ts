/**
 * The verified-member gate of the visit (spec 000 §4 'Verified-member gate', 'Age verification'; 001 §6): which pages
 * the viewer may open, as the browser learns more than the token said when the page was served.
 *
 * The server and the router's `beforeLoad` decide from the access token's kind (app/router/gate.ts, rules/gate.ts).
 * Two facts arrive later, in the browser, and only this machine hears them:
 * - SESSION_CHANGED from the session (a sign-in, a sign-out, a refreshed token): the gate's viewer of the new token.
 * - VERIFICATION_CHANGED from age verification: its required-check's answer (steps 3-5) for a token that says
 *   nothing either way; `required` makes the viewer one who must verify (rules/gate.ts withRequiredCheck).
 * With ROUTE_CHANGED from the visit it knows the page; whenever one of the three changes it decides again:
 * - open: the gate does not apply to this viewer (the verified view, or a verified token kind);
 * - allowed: it applies, and this page is one the viewer may open;
 * - redirecting: it applies and this page is not allowed: the action `redirect` goes where the gate sends the viewer
 *   (/age-verification/, /join-now/ or /join-now/?event=expired); the next ROUTE_CHANGED decides again.
 *
 * The session's changes come through an invoked callback actor over the actor system (DESIGN 'Composition'); with no
 * session in the system it listens to nothing. Age verification, whose code arrives after this machine started (an
 * on-demand machine of the visit), sends VERIFICATION_CHANGED here itself.
 * Side effects supplied at composition (app/system/gate.ts): `redirect`.
 */
import { assign, setup } from 'xstate';
import { type Viewer, isGated } from '../domain/gate.ts';
import { decisionOf, gateViewer } from './gate.first.ts';
import { fromSessionChanges } from './actor-placeholders.ts';

export type GateInput = {
  /** The gate's viewer of the token the page was served for. */
  viewer: Viewer;
  userId: string | null;
  path: string;
};

export type GateContext = GateInput & {
  /** Age verification's required-check answer for this user (null: not known yet). */
  required: boolean | null;
};

export type GateEvent =
  | { type: 'SESSION_CHANGED'; viewer: Viewer; userId: string | null }
  | { type: 'VERIFICATION_CHANGED'; verified: boolean; required: boolean }
  | { type: 'ROUTE_CHANGED'; path: string; search: string };

export type GateTag = 'open' | 'gated';

export { gateViewer } from './gate.first.ts';

export const gateMachine = setup({
  types: {
    context: {} as GateContext,
    events: {} as GateEvent,
    input: {} as GateInput,
    tags: {} as GateTag,
  },
  actors: {
    /** The session's SESSION_CHANGED, as this machine's event. */
    sessionChanges: fromSessionChanges<GateEvent>((facts) => ({ type: 'SESSION_CHANGED', viewer: facts.viewer, userId: facts.userId })),
  },
  actions: {
    /** Go where the gate sends the viewer (an internal path). */
    redirect: (_, _params: { path: string }) => {},
    adoptSession: assign(({ context }, next: { viewer: Viewer; userId: string | null }) => ({
      viewer: next.viewer,
      userId: next.userId,
      // Another user (or none): the earlier answer was about somebody else.
      required: next.userId === context.userId ? context.required : null,
    })),
    adoptVerification: assign((_, required: boolean) => ({ required })),
    adoptPath: assign((_, path: string) => ({ path })),
  },
  guards: {
    notGated: ({ context }) => !isGated(gateViewer(context)),
    refusedHere: ({ context }) => !decisionOf(context).allow,
  },
}).createMachine({
  id: 'gate',
  description: "Spec 000 §4 'Verified-member gate' in the browser: decides again on every sign-in or sign-out, age verification's answer and page.",
  context: ({ input }) => ({ ...input, required: null }),
  // Age verification sends VERIFICATION_CHANGED itself (its code arrives later than this machine's).
  invoke: { id: 'sessionChanges', src: 'sessionChanges' },
  initial: 'deciding',
  on: {
    SESSION_CHANGED: { target: '.deciding', actions: { type: 'adoptSession', params: ({ event }) => event } },
    VERIFICATION_CHANGED: { target: '.deciding', actions: { type: 'adoptVerification', params: ({ event }) => event.required } },
    ROUTE_CHANGED: { target: '.deciding', actions: { type: 'adoptPath', params: ({ event }) => event.path } },
  },
  states: {
    deciding: {
      always: [{ guard: 'notGated', target: 'open' }, { guard: 'refusedHere', target: 'redirecting' }, { target: 'allowed' }],
    },
    open: {
      description: 'The gate does not apply: the verified view, or a verified token kind.',
      tags: ['open'],
    },
    allowed: {
      description: 'The gate applies and the viewer may open this page (legal pages, index, join-now, … §4).',
      tags: ['gated'],
    },
    redirecting: {
      description: 'The gate applies and this page is not allowed: off to /age-verification/, /join-now/ or /join-now/?event=expired.',
      tags: ['gated'],
      entry: {
        type: 'redirect',
        params: ({ context }) => {
          const decision = decisionOf(context);
          return { path: decision.allow ? context.path : decision.redirect };
        },
      },
    },
  },
});

export type GateMachine = typeof gateMachine;
