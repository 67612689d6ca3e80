/**
 * The payment-method chooser in the atlas: several eligible billers, with and without an eligible preference; a
 * biller picked (eligible or not), 'Continue to Checkout' with and without a choice, the dialog dismissed.
 */
import { billerChoiceMachine } from '../../machines/biller-choice.machine.ts';
import { defineAtlasEntry } from './define.ts';
import { exampleBillers } from './sales-examples.ts';

const [epoch, segpay] = exampleBillers;
const two = [epoch, segpay].filter((b) => b !== undefined);

export const billerChoiceEntry = defineAtlasEntry({
  id: 'biller-choice',
  title: 'Payment-method chooser',
  spec: ["001 §2 'Payment-method chooser dialog'", "001 §4 'Checkout flow' step 4", "001 §4 'Dropdown select'", "001 §5 'Payment'"],
  description:
    "Several eligible billers open 'Select Payment Method' with the buyer's eligible preference selected; 'Continue to Checkout' ends with the chosen one, or marks the dropdown invalid ('Payment system not selected') when none is chosen; dismissing ends without one.",
  area: 'sales',
  lifetime: 'screen',
  machine: billerChoiceMachine,
  inputs: {
    'several, preference eligible': { billers: two, preferred: 'epoch' },
    'several, no eligible preference': { billers: two, preferred: 'cryptopay' },
  },
  events: [
    { type: 'BILLER_SELECTED', name: 'segpay' },
    { type: 'BILLER_SELECTED', name: 'cryptopay' },
    { type: 'CONTINUE_CLICKED' },
    { type: 'DISMISSED' },
  ],
});
