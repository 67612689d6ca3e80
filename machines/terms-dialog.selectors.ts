/**
 * Selectors over the splash's terms dialog, apart from its machine: the chrome reads them in every page's first load,
 * and the machine's code comes only with the first click on the terms link (an on-demand visit machine).
 */
import type { TermsDialogContext, TermsDialogTag } from './terms-dialog.machine.ts';

/** What the modal shows while open or closing: the page's title and text (null when missing). */
export type TermsView = { loading: boolean; closing: boolean; title: string | null; text: string | null };

/** The modal's view, null while closed. */
export function selectTermsView(snapshot: { hasTag(tag: TermsDialogTag): boolean; context: TermsDialogContext }): TermsView | null {
  if (!snapshot.hasTag('open') && !snapshot.hasTag('closing')) return null;
  return {
    loading: snapshot.hasTag('loading'),
    closing: snapshot.hasTag('closing'),
    title: snapshot.context.terms?.title ?? null,
    text: snapshot.context.terms?.text ?? null,
  };
}
