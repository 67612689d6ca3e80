/**
 * Generated art of the deals (spec 001 §2 'Deals — /deals/', 'Maintenance deals carousel'; DESIGN.md 'Data and
 * media'): a partner deal's card image (16:9, 640x360) and the deals page's slides — a wide strip for desktop
 * (1440x360) and a taller card for mobile (750x420) — gradients and shapes seeded by id, with a short word. Abstract
 * only: no people, nothing explicit.
 */
import { seededRng } from './seed-random.ts';
import { backdrop, caption, palette, shapes, vrGlyph } from './svg-kit.ts';

export type DealSlideVariant = 'desktop' | 'mobile';
/** The art's sizes: what the views reserve for them (views/deals/*). */
export const DEAL_ART_SIZE: [number, number] = [640, 360];
export const DEAL_SLIDE_SIZES: Record<DealSlideVariant, [number, number]> = { desktop: [1440, 360], mobile: [750, 420] };

/** A deal card's image: a partner site's abstract banner. */
export function dealArt(id: number): string {
  const rng = seededRng(`deal:${id}`);
  const pal = palette(rng);
  const [w, h] = DEAL_ART_SIZE;
  return `${backdrop(rng, pal, w, h, `Partner deal ${id}`)}${shapes(rng, pal, w, h, rng.int(4, 6))}${vrGlyph(w, h, 0.7)}</svg>`;
}

/** The words drawn on the deals page's slides, picked by id. */
const SLIDE_WORDS = ['Partner deals', 'Save on partner sites', 'Bundles of the week', 'More VR for less'];

/** A slide of the deals page, for desktop or mobile widths. */
export function dealSlideArt(id: number, variant: DealSlideVariant): string {
  const rng = seededRng(`deal-slide:${id}`);
  const pal = palette(rng);
  const [w, h] = DEAL_SLIDE_SIZES[variant];
  const word = SLIDE_WORDS[id % SLIDE_WORDS.length] ?? '';
  return `${backdrop(rng, pal, w, h, word)}${shapes(rng, pal, w, h, 5)}${caption(word, w, h, variant === 'desktop' ? 56 : 44)}</svg>`;
}
