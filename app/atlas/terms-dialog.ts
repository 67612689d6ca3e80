/** The splash's Terms of Service modal in the atlas: the page loaded whole, blank, missing, or failing to load. */
import { termsDialogMachine } from '../../machines/terms-dialog.machine.ts';
import { defineAtlasEntry } from './define.ts';

/** A complete terms page, as the fake loader answers. */
export const TERMS_PAGE = { title: 'Terms and Conditions', text: '<p>Be nice.</p>' };

export const termsDialogEntry = defineAtlasEntry({
  id: 'terms-dialog',
  title: 'Terms of Service modal',
  spec: ["000 §2.3 '18+ splash screen' (its Terms of Service modal)", '000 §4 modal operations (300 ms close)', "000 §8 'Terms missing'"],
  description:
    "Opening it loads the 'terms-and-conditions' page; without title or text it shows 'No terms text available' and logs 'No terms data' (a failed load counts as missing); closing finishes after the 300 ms animation.",
  area: 'chrome',
  lifetime: 'visit',
  machine: termsDialogMachine,
  inputs: { closed: undefined },
  events: [
    { type: 'TERMS_REQUESTED' },
    { type: 'CLOSE_REQUESTED' },
    { type: 'xstate.done.actor.loadTerms', output: TERMS_PAGE },
    { type: 'xstate.done.actor.loadTerms', output: { title: 'Terms', text: ' ' } },
    { type: 'xstate.done.actor.loadTerms', output: null },
    { type: 'xstate.error.actor.loadTerms', error: new Error('network') },
  ],
  fakeActors: ['loadTerms'],
});
