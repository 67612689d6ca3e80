/**
 * The payment-method chooser (spec 001 §2 'Payment-method chooser dialog', §4 'Checkout flow' step 4, 'Dropdown
 * select'): the dialog 'Select Payment Method' over the billers eligible for a price, when there are several (the
 * rule rules/billers.ts billerDecision says when: one is used without asking). It opens with the buyer's preference
 * selected when that is among them; 'Continue to Checkout' ends it with the chosen biller, or marks the dropdown
 * invalid ('Payment system not selected') when nothing is chosen; dismissing the dialog ends it without one.
 * Reusable: the checkout and the cam area's token purchase invoke it with their billers.
 */
import { assign, setup } from 'xstate';
import type { Biller } from '../contracts/sales.ts';
import { PAYMENT_SYSTEM_NOT_SELECTED } from '../domain/billers.ts';

export type BillerChoiceInput = {
  /** The billers eligible for the price (rules/billers.ts eligibleBillers), several. */
  billers: Biller[];
  /** The biller the buyer prefers (the checkout form's 'Pay with'); preselected when eligible. */
  preferred: string | null;
};

export type BillerChoiceContext = {
  billers: Biller[];
  selected: string | null;
  /** The dropdown's message: shown when 'Continue to Checkout' finds nothing chosen. */
  invalid: string | null;
};

/** The biller chosen; null: the buyer closed the dialog. */
export type BillerChoiceOutput = { biller: string | null };

export type BillerChoiceEvent =
  | { type: 'BILLER_SELECTED'; name: string }
  | { type: 'CONTINUE_CLICKED' }
  /** The dialog was closed (Escape, the close button, a click outside) without continuing. */
  | { type: 'DISMISSED' };

export type BillerChoiceTag = 'open';

export const billerChoiceMachine = setup({
  types: {
    context: {} as BillerChoiceContext,
    events: {} as BillerChoiceEvent,
    input: {} as BillerChoiceInput,
    output: {} as BillerChoiceOutput,
    tags: {} as BillerChoiceTag,
  },
  guards: {
    eligible: ({ context }, name: string) => context.billers.some((b) => b.name === name),
    chosen: ({ context }) => context.selected !== null,
  },
}).createMachine({
  id: 'billerChoice',
  description: "Spec 001 §2 'Payment-method chooser dialog'; §4 'Checkout flow' step 4, 'Dropdown select'; §5 'Payment'.",
  context: ({ input }) => ({
    billers: input.billers,
    selected: input.preferred !== null && input.billers.some((b) => b.name === input.preferred) ? input.preferred : null,
    invalid: null,
  }),
  initial: 'open',
  states: {
    open: {
      description: "The dialog 'Select Payment Method' with its dropdown 'Payment Method' (options by nameHuman).",
      tags: ['open'],
      on: {
        BILLER_SELECTED: {
          guard: { type: 'eligible', params: ({ event }) => event.name },
          actions: assign({ selected: ({ event }) => event.name, invalid: null }),
        },
        CONTINUE_CLICKED: [{ guard: 'chosen', target: 'chosen' }, { actions: assign({ invalid: PAYMENT_SYSTEM_NOT_SELECTED }) }],
        DISMISSED: { target: 'dismissed', actions: assign({ selected: null, invalid: null }) },
      },
    },
    chosen: { type: 'final' },
    dismissed: { type: 'final' },
  },
  output: ({ context }) => ({ biller: context.selected }),
});
