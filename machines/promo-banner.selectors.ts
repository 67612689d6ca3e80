/**
 * The promo banner's view of its machine (machines/promo-banner.machine.ts), apart from the machine: its code comes at
 * the page's first idle moment when a promotion runs (issue 35), and until then the banner is drawn from the facts the
 * machine starts from (`firstPromoBannerView`): the server's HTML and the hydrated page agree.
 */
import { secondsLeft } from '../domain/promo-banner.ts';
import type { PromoBannerContext, PromoBannerInput, PromoBannerTag } from './promo-banner.machine.ts';

/** No promotion, or its deadline has passed at the context's clock. */
export const timeUp = (context: Pick<PromoBannerContext, 'deadlineMs' | 'nowMs'>) =>
  context.deadlineMs === null || secondsLeft(context.deadlineMs, context.nowMs) <= 0;

export type PromoBannerView = ReturnType<typeof selectPromoBannerView>;

/** What the banner's view needs: whether it shows, what it shows and the seconds left. */
export const selectPromoBannerView = (s: { context: PromoBannerContext; hasTag(tag: PromoBannerTag): boolean }) => ({
  visible: s.hasTag('visible') && s.context.content !== null,
  content: s.context.content,
  seconds: s.context.deadlineMs === null ? 0 : secondsLeft(s.context.deadlineMs, s.context.nowMs),
});

/** The banner before the machine is there: shown as the machine starts (not closed, time left, a viewer who may see it). */
export const firstPromoBannerView = (input: PromoBannerInput): PromoBannerView => {
  const shown = !input.closed && !timeUp(input) && input.allowed;
  return selectPromoBannerView({ context: input, hasTag: (tag) => tag === 'visible' && shown });
};
