/**
 * Selectors over the title tooltip's snapshot, apart from its machine: the cards' views read them in every page's
 * first load, and the machine's code comes only with the first pointer over a cut title (an on-demand visit machine).
 */
import type { TooltipContext, TooltipId } from './tooltip.machine.ts';

/** The id of the title whose tooltip shows now, or null. */
export const openTooltipId = (snapshot: { hasTag(tag: 'open'): boolean; context: TooltipContext }): TooltipId | null =>
  snapshot.hasTag('open') ? snapshot.context.id : null;
