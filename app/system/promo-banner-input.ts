/**
 * The promo banner machine's starting facts (app/system/promo-banner.ts), apart from its module: the visit draws the
 * banner from them before the machine's code has come (views/promo/PromoBannerSlot.tsx). The root loader's promotion
 * (its deadline worked out at the render's time), the clock at that time, the close cookie and who is here.
 */
import type { PromoBannerInput } from '../../machines/promo-banner.machine.ts';
import { PROMO_BANNER_CLOSED_COOKIE, canSeePromoBanner } from '../../domain/promo-banner.ts';
import type { RootData } from '../router/root-data.ts';
import type { VisitRequest } from './define.ts';
import { startingFacts } from './facts.ts';

export function promoBannerInput(root: RootData, request: VisitRequest): PromoBannerInput {
  const facts = startingFacts(root, request);
  const banner = root.promoBanner;
  return {
    deadlineMs: banner?.deadlineMs ?? null,
    content: banner ? { description: banner.description, link: banner.link, images: banner.images } : null,
    nowMs: root.nowMs,
    closed: request.cookies.get(PROMO_BANNER_CLOSED_COOKIE) !== undefined,
    allowed: canSeePromoBanner(facts.flags, facts.verifiedView),
  };
}
