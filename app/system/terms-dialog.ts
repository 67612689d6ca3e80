/** The splash's Terms of Service modal (spec 000 §2.3): the content API's 'terms-and-conditions' page. */
import { fromPromise } from 'xstate';
import { TERMS_PAGE_SLUG } from '../../domain/constants.ts';
import { type TermsPage, termsDialogMachine } from '../../machines/terms-dialog.machine.ts';
import { defineVisitMachine } from './define.ts';

export const termsDialog = defineVisitMachine({
  id: 'termsDialog',
  machine: termsDialogMachine,
  provide: (services) =>
    termsDialogMachine.provide({
      actors: {
        loadTerms: fromPromise<TermsPage | null, void>(async () => {
          const page = await services.content.page(TERMS_PAGE_SLUG);
          return page ? { title: page.title, text: page.text } : null;
        }),
      },
      actions: { logError: (_, { message }) => services.log.error(message) },
    }),
  input: () => undefined,
});
