/**
 * The header bar's view of its machine (machines/header-bar.machine.ts), apart from the machine: its code comes at the
 * page's first idle moment (issue 35), and until then the bar is drawn from the machine's starting context
 * (`firstHeaderBarView`), the same the machine starts from — the server's HTML and the hydrated page agree.
 */
import { barOffRoute, countdownSeconds, pickArmed, pickBar } from '../domain/header-bar.ts';
import type { HeaderBarContext, HeaderBarInput } from './header-bar.machine.ts';

/** The machine's starting context: the first page's bar and the showTrigger 2 bar it arms. */
export const headerBarContext = (input: HeaderBarInput): HeaderBarContext => ({
  ...input,
  bar: pickBar(input.items, input.shown),
  armed: pickArmed(input.items, input.shown),
  promoted: null,
});

export type HeaderBarView = ReturnType<typeof selectHeaderBarView>;

/** What the bar's view needs: the item showing (null: none) and the countdown's seconds (0: no countdown). */
export const selectHeaderBarView = (s: { context: HeaderBarContext; value: unknown }) => {
  const bar = s.value === 'offRoute' ? null : s.context.bar;
  return { bar, seconds: bar ? countdownSeconds(bar.countdown, s.context.nowMs) : 0 };
};

/** The bar before the machine is there: the first page's (none on the age-verification route), its countdown at start. */
export const firstHeaderBarView = (input: HeaderBarInput): HeaderBarView =>
  selectHeaderBarView({ context: headerBarContext(input), value: barOffRoute(input.path) ? 'offRoute' : 'deciding' });
