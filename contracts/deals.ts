/**
 * Deals (spec 001 §2 'Deals — /deals/', 'Maintenance deals carousel', §3 'Deal', §7 'Deals'): partner offers with an
 * old and a new price, an optional countdown (timer, seconds; shown when above 0), rotating notification texts, the
 * partner's link (btnLink), a type ('maintenance' ones also show on the maintenance page), a sort and a visual variant;
 * and the deals page's slides, for mobile or desktop widths. GET {content}/deals and {content}/deal-sliders answer
 * `data.items`. Fields the CMS may leave out get the defaults below; a variant we do not know is drawn as 'red'.
 */
import { z } from 'zod/mini';
import { Media } from './common.ts';

/** The deal cards' visual variants (spec 001 §2). */
export const DEAL_VARIANTS = ['largeRed', 'red', 'green', 'darkest'] as const;
export type DealVariant = (typeof DEAL_VARIANTS)[number];

export const Deal = z.object({
  id: z._default(z.number(), 0),
  title: z.string(),
  description: z._default(z.string(), ''),
  /** Null when the deal has no image. */
  image: z._default(z.nullable(Media), null),
  oldPrice: z.number(),
  newPrice: z.number(),
  /** The countdown's start in seconds; none when 0 (or below). */
  timer: z._default(z.number(), 0),
  notificationTexts: z._default(z.array(z.string()), []),
  btnLink: z._default(z.string(), ''),
  /** E.g. 'maintenance' (also shown on the maintenance page's carousel). */
  type: z._default(z.string(), ''),
  sort: z._default(z.number(), 0),
  variant: z._default(z.catch(z.enum(DEAL_VARIANTS), 'red'), 'red'),
});
export type Deal = z.infer<typeof Deal>;

export const DEAL_SLIDE_TYPES = ['mobile', 'desktop'] as const;
export type DealSlideType = (typeof DEAL_SLIDE_TYPES)[number];

/** A slide of the deals page: shown at mobile or desktop widths, by sort; it may link somewhere. */
export const DealSlide = z.object({
  id: z._default(z.number(), 0),
  type: z.enum(DEAL_SLIDE_TYPES),
  sort: z._default(z.number(), 0),
  image: Media,
  link: z._default(z.string(), ''),
});
export type DealSlide = z.infer<typeof DealSlide>;

/** GET {content}/deals: data.items. */
export const DealsAnswer = z.object({ data: z.object({ items: z.array(Deal) }) });
export type DealsAnswer = z.infer<typeof DealsAnswer>;

/** GET {content}/deal-sliders: data.items. */
export const DealSlidesAnswer = z.object({ data: z.object({ items: z.array(DealSlide) }) });
export type DealSlidesAnswer = z.infer<typeof DealSlidesAnswer>;
