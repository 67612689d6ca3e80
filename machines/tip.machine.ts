/**
 * The tip flow (spec 002 §4.7 'Tip', §5 room chat and custom tip validation, §6 who may tip, §8 tips): a tip, a tip-menu
 * item or a toy, from the room chat or (tips only, `inChat` false) from the messenger.
 *
 * 1. Not logged in: the confirm 'Get full access to Live VR Cams.' (dialog 'fullAccess').
 * 2. Not authorised with the cam service: /tokens/ (action goTo). A member whose cam sign-in is still under way
 *    (the facts' signingIn) is not refused: the request waits in `awaitingCam` and is asked again, through these checks,
 *    once the sign-in has settled.
 * 3. Amount above the balance: the not-enough-tokens dialog.
 * 4. Otherwise `sendTip` ('chat.tip' / 'chat.tipMenu' / 'chat.toy'), one at a time.
 * 5. On success, only in the chat (input `inChat`), the tooltip 'The tokens have been sent successfully' for TIP_TOOLTIP.
 * 6. In both cases the amount is cleared and the balance fetched again (action refreshBalance); a failure says
 *    'Sorry, something went wrong. Try again next time.', except the provider's 'Not enough tokens' (the balance fell
 *    after the check, e.g. a show's minute), which is the not-enough-tokens dialog of step 3.
 * Invalid requests (amount not a number above 0, no model id; a tip-menu item needs the model id) send nothing.
 *
 * Side effects provided at composition (app/screen-machines/tip.ts for the room, app/system/messenger.ts for the
 * messenger): actors sendTip (told whom the tip is for), viewerFacts (the cam session's facts as VIEWER_CHANGED) and
 * modelChanges (the room's model, when it changes, as MODEL_CHANGED; the messenger's participant never changes);
 * actions goTo and refreshBalance.
 */
import { assign, fromCallback, fromPromise, not, raise, setup } from 'xstate';
import { notProvided } from './actor-placeholders.ts';
import { type CamSessionFacts, NO_CAM_SESSION } from '../domain/cam-session-facts.ts';
import { PROVIDER_NOT_ENOUGH_TOKENS } from '../domain/cam-dialogs.ts';
import { TOKENS_PATH } from '../domain/cam-routes.ts';
import { isTipAmount, tipDigits } from '../domain/tip-presets.ts';

/** How long the success tooltip stays (the spec does not say; the room's own tooltip timing, 4000 ms, is used). */
export const TIP_TOOLTIP_MS = 4000;

export type TipKind = 'tip' | 'tipMenu' | 'toy';
export type TipRequest = { kind: TipKind; amount: number; itemId: string };
/** What `sendTip` is asked: the request and whom it is for (the room's model, the messenger's participant). */
export type TipSend = TipRequest & { modelId: string };
export type TipOutcome = { ok: true; balance: number | null } | { ok: false; error: string };
export type TipDialog = 'fullAccess' | 'notEnough' | 'failed';

export type TipInput = { modelId: string; inChat: boolean; viewer?: CamSessionFacts };
export type TipContext = {
  modelId: string;
  inChat: boolean;
  viewer: CamSessionFacts;
  /** The custom tip as typed (digits only). */
  amount: string;
  pending: TipRequest | null;
  dialog: TipDialog | null;
};
export type TipEvent =
  | { type: 'VIEWER_CHANGED'; facts: CamSessionFacts }
  | { type: 'MODEL_CHANGED'; modelId: string }
  | { type: 'AMOUNT_CHANGED'; text: string }
  | { type: 'PRESET_CHOSEN'; amount: number }
  | { type: 'CUSTOM_TIP_SUBMITTED' }
  | { type: 'TIP_MENU_ITEM_CHOSEN'; itemId: string; price: number }
  | { type: 'TOY_CHOSEN'; itemId: string; price: number }
  | { type: 'DIALOG_CLOSED' };
export type TipTag = 'ready' | 'sending' | 'sent';

type Requested = { request: TipRequest };

/** The request an event asks for. */
function requestOf(context: TipContext, event: TipEvent): TipRequest | null {
  switch (event.type) {
    case 'PRESET_CHOSEN':
      return { kind: 'tip', amount: event.amount, itemId: '' };
    case 'CUSTOM_TIP_SUBMITTED':
      return { kind: 'tip', amount: Number(context.amount || 0), itemId: '' };
    case 'TIP_MENU_ITEM_CHOSEN':
      return { kind: 'tipMenu', amount: event.price, itemId: event.itemId };
    case 'TOY_CHOSEN':
      return { kind: 'toy', amount: event.price, itemId: event.itemId };
    default:
      return null;
  }
}

/** §5: a tip or a toy needs an amount above 0 and the model's id; a tip-menu item needs the model's id. */
export function validTipRequest(request: TipRequest, modelId: string): boolean {
  if (!modelId) return false;
  if (request.kind === 'tipMenu') return request.itemId !== '';
  if (request.kind === 'toy' && request.itemId === '') return false;
  return isTipAmount(request.amount);
}

const requested = ({ context, event }: { context: TipContext; event: TipEvent }): Requested => ({
  request: requestOf(context, event) ?? { kind: 'tip', amount: 0, itemId: '' },
});

/** The event that asks for `request` (a custom tip as the preset of its amount). */
function eventOf(request: TipRequest): TipEvent {
  if (request.kind === 'tipMenu') return { type: 'TIP_MENU_ITEM_CHOSEN', itemId: request.itemId, price: request.amount };
  if (request.kind === 'toy') return { type: 'TOY_CHOSEN', itemId: request.itemId, price: request.amount };
  return { type: 'PRESET_CHOSEN', amount: request.amount };
}

/** The §4.7 steps 1–4 with the §5 checks, in order, for every kind of request. */
const asking = [
  { guard: 'guest', actions: 'askLogin' },
  { guard: 'camSigningIn', target: '#tip.awaitingCam', actions: { type: 'hold', params: requested } },
  { guard: 'notAuthorised', actions: { type: 'goTo', params: { path: TOKENS_PATH } } },
  { guard: { type: 'invalid', params: requested } },
  { guard: { type: 'aboveBalance', params: requested }, actions: 'sayNotEnough' },
  { target: '#tip.sending', actions: { type: 'hold', params: requested } },
] as const;

export const tipMachine = setup({
  types: {
    context: {} as TipContext,
    events: {} as TipEvent,
    input: {} as TipInput,
    tags: {} as TipTag,
  },
  actors: {
    sendTip: fromPromise<TipOutcome, TipSend>(notProvided('sendTip')),
    viewerFacts: fromCallback<TipEvent, undefined>(() => {}),
    modelChanges: fromCallback<TipEvent, undefined>(() => {}),
  },
  actions: {
    /** A navigation (provided at composition). */
    goTo: (_, _params: { path: string }) => {},
    /** BALANCE_REFRESH_REQUESTED to the cam session (provided at composition). */
    refreshBalance: () => {},
    adoptViewer: assign((_, facts: CamSessionFacts) => ({ viewer: facts })),
    adoptModel: assign((_, modelId: string) => ({ modelId })),
    adoptAmount: assign((_, text: string) => ({ amount: tipDigits(text).slice(0, 9) })),
    askLogin: assign({ dialog: 'fullAccess' as TipDialog }),
    sayNotEnough: assign({ dialog: 'notEnough' as TipDialog }),
    sayFailed: assign({ dialog: 'failed' as TipDialog }),
    closeDialog: assign({ dialog: null }),
    hold: assign((_, { request }: Requested) => ({ pending: request, dialog: null })),
    settle: assign({ pending: null, amount: '' }),
    /** The held request asked again, in `ready`, once the sign-in has settled. */
    askAgain: raise(({ context }) => eventOf(context.pending as TipRequest)),
    release: assign({ pending: null }),
  },
  guards: {
    guest: ({ context }) => !context.viewer.signedIn,
    camSigningIn: ({ context }) => context.viewer.signingIn,
    notAuthorised: ({ context }) => !context.viewer.camAuthorised,
    invalid: ({ context }, { request }: Requested) => !validTipRequest(request, context.modelId),
    aboveBalance: ({ context }, { request }: Requested) => request.amount > (context.viewer.balance ?? 0),
    sentInChat: ({ context }, outcome: TipOutcome) => outcome.ok && context.inChat,
    sent: (_, outcome: TipOutcome) => outcome.ok,
    refusedForBalance: (_, outcome: TipOutcome) => !outcome.ok && outcome.error === PROVIDER_NOT_ENOUGH_TOKENS,
  },
  delays: { TIP_TOOLTIP: TIP_TOOLTIP_MS },
}).createMachine({
  id: 'tip',
  description:
    "Spec 002 §4.7 'Tip' (with §5 validation and §8 texts): guest → confirm, not authorised → /tokens/, above balance → not enough, else send; the amount cleared and the balance refetched either way.",
  context: ({ input }) => ({
    modelId: input.modelId,
    inChat: input.inChat,
    viewer: input.viewer ?? NO_CAM_SESSION,
    amount: '',
    pending: null,
    dialog: null,
  }),
  invoke: [
    { id: 'viewerFacts', src: 'viewerFacts' },
    { id: 'modelChanges', src: 'modelChanges' },
  ],
  on: {
    VIEWER_CHANGED: { actions: { type: 'adoptViewer', params: ({ event }) => event.facts } },
    MODEL_CHANGED: { actions: { type: 'adoptModel', params: ({ event }) => event.modelId } },
    AMOUNT_CHANGED: { actions: { type: 'adoptAmount', params: ({ event }) => event.text } },
    DIALOG_CLOSED: { actions: 'closeDialog' },
  },
  initial: 'ready',
  states: {
    ready: {
      tags: ['ready'],
      on: {
        PRESET_CHOSEN: asking,
        CUSTOM_TIP_SUBMITTED: asking,
        TIP_MENU_ITEM_CHOSEN: asking,
        TOY_CHOSEN: asking,
      },
    },
    awaitingCam: {
      description: "A member's request during the cam sign-in: held (shown as sending) until the sign-in settles, then asked again.",
      tags: ['sending'],
      always: { guard: not('camSigningIn'), target: 'ready', actions: ['askAgain', 'release'] },
    },
    sending: {
      description: 'One request at a time: the others are ignored until it is settled.',
      tags: ['sending'],
      invoke: {
        id: 'sendTip',
        src: 'sendTip',
        input: ({ context }) => ({ ...(context.pending as TipRequest), modelId: context.modelId }),
        onDone: [
          { guard: { type: 'sentInChat', params: ({ event }) => event.output }, target: 'sent', actions: ['settle', 'refreshBalance'] },
          { guard: { type: 'sent', params: ({ event }) => event.output }, target: 'ready', actions: ['settle', 'refreshBalance'] },
          {
            guard: { type: 'refusedForBalance', params: ({ event }) => event.output },
            target: 'ready',
            actions: ['sayNotEnough', 'settle', 'refreshBalance'],
          },
          { target: 'ready', actions: ['sayFailed', 'settle', 'refreshBalance'] },
        ],
        onError: { target: 'ready', actions: ['sayFailed', 'settle', 'refreshBalance'] },
      },
    },
    sent: {
      description: "'The tokens have been sent successfully' (in the chat only), for TIP_TOOLTIP; a new tip may be sent meanwhile.",
      tags: ['ready', 'sent'],
      after: { TIP_TOOLTIP: 'ready' },
      on: {
        PRESET_CHOSEN: asking,
        CUSTOM_TIP_SUBMITTED: asking,
        TIP_MENU_ITEM_CHOSEN: asking,
        TOY_CHOSEN: asking,
      },
    },
  },
});

export type TipActor = import('xstate').ActorRefFrom<typeof tipMachine>;
