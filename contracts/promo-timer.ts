/**
 * The promo countdown banner's data (spec 001 §2 'Promo countdown banner (promo timer)', §3 'Promo timer', §4 'Promo
 * countdown banner', §7 GET {siteHost}/api/memberships/service/timer): the promotion's last day in America/Los_Angeles
 * ('YYYY-MM-DD'), whether it is a cheat timer (counts to the end of today there), the images by width, the main
 * description and an optional link (this project's: where the banner's button goes, /join-now/ when absent).
 * `data` null = no promotion running.
 */
import { z } from 'zod/mini';

export const PromoTimerImage = z.object({ url: z.string().check(z.minLength(1)) });
export type PromoTimerImage = z.infer<typeof PromoTimerImage>;

export const PromoTimer = z.object({
  dateEnd: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  isCheatTimer: z._default(z.boolean(), false),
  imageMobile: PromoTimerImage,
  imageTablet: PromoTimerImage,
  imageDesktop: PromoTimerImage,
  mainDescription: z._default(z.string(), ''),
  link: z.optional(z.string()),
});
export type PromoTimer = z.infer<typeof PromoTimer>;

/** GET {siteHost}/api/memberships/service/timer: data (null: no promotion). */
export const PromoTimerAnswer = z.object({ data: z.nullable(PromoTimer) });
