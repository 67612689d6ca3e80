/**
 * Selectors over the value pop-ups' snapshot, apart from their machine: the page's pop-up slot reads them in every
 * page's first load, and the machine's code comes when a page has pop-ups (an on-demand visit machine).
 */
import type { ValuePopup } from '../contracts/value-popups.ts';
import type { ValuePopupsContext, ValuePopupsTag } from './value-popups.machine.ts';

type Snapshot = { context: ValuePopupsContext; hasTag(tag: ValuePopupsTag): boolean };

/** The pop-up showing, or null. */
export const selectOpenPopup = (s: Snapshot): ValuePopup | null => (s.hasTag('open') ? s.context.current : null);

/** Whether link clicks and back are to be stopped: an exit trap is armed and nothing shows. */
export const selectExitTrapArmed = (s: Snapshot): boolean => !s.hasTag('open') && !s.hasTag('loading') && s.context.plan.exitTrap !== null;

/** Whether a pop-up is showing or about to (its code is worth loading). */
export const selectPopupSoon = (s: Snapshot): boolean =>
  s.hasTag('open') || s.hasTag('counting') || s.context.plan.exitTrap !== null || s.context.plan.leaveTrap !== null;
