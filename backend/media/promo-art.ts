/**
 * Generated art of the site-wide promotions (spec 001 §2 'Promo countdown banner', 'Fake-buy social-proof pop-ups';
 * DESIGN.md 'Data and media'): the promo banner's backgrounds for mobile, tablet and desktop widths, and the 16
 * avatars of the fake-buy pop-ups — neutral head-and-shoulders silhouettes in seeded colours, no faces, nothing explicit.
 */
import { seededRng } from './seed-random.ts';
import { backdrop, palette, shapes } from './svg-kit.ts';

export type PromoTimerVariant = 'mobile' | 'tablet' | 'desktop';
/** The banner images' sizes: what the banner's <picture> reserves (views/promo/PromoBanner.tsx). */
export const PROMO_TIMER_SIZES: Record<PromoTimerVariant, [number, number]> = { mobile: [768, 176], tablet: [1024, 128], desktop: [1440, 128] };

/** The banner's background: a gradient with soft shapes, darker on the left where the text sits. */
export function promoTimerArt(slug: string, variant: PromoTimerVariant): string {
  const rng = seededRng(`promo-timer:${slug}`);
  const pal = palette(rng);
  const [w, h] = PROMO_TIMER_SIZES[variant];
  const shade =
    '<linearGradient id="t" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".55"/><stop offset=".7" stop-color="#000" stop-opacity=".1"/></linearGradient>';
  return `${backdrop(rng, pal, w, h, 'Promotion')}${shapes(rng, pal, w, h, variant === 'desktop' ? 9 : 6)}<defs>${shade}</defs><rect width="${w}" height="${h}" fill="url(#t)"/></svg>`;
}

export const AVATAR_COUNT = 16;

const HAIR = [
  '', // none
  '<path d="M30 40q0-17 18-17t18 17q-6-8-18-8t-18 8z"/>',
  '<path d="M29 44q-1-22 19-22t19 22l-4-2q-2-11-15-11t-15 11z"/>',
  '<circle cx="48" cy="20" r="7"/><path d="M31 40q1-16 17-16t17 16q-7-6-17-6t-17 6z"/>',
  '<path d="M28 56q-3-33 20-33t20 33l-5 2q2-22-15-22t-15 22z"/>',
  '<path d="M30 37q4-14 18-14t18 14z"/><rect x="28" y="35" width="40" height="4" rx="2"/>',
];

/** Avatar n (1 to 16): a circle with a head-and-shoulders silhouette, hair or cap by n, colours seeded by n. */
export function avatarArt(n: number): string {
  const rng = seededRng(`avatar:${n}`);
  const hue = (n * 360) / AVATAR_COUNT + rng.int(-8, 8);
  const bg = `hsl(${Math.round(hue)} 55% 42%)`;
  const skin = ['#f1c9a5', '#e0ac83', '#c68b5e', '#8d5a3b', '#f6d7c3'][n % 5];
  const shirt = `hsl(${Math.round(hue + 150) % 360} 45% 62%)`;
  const hair = ['#2b1d14', '#4a3222', '#7a5230', '#c9a36b', '#222'][(n * 3) % 5];
  const style = HAIR[n % HAIR.length] ?? '';
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">' +
    `<circle cx="48" cy="48" r="48" fill="${bg}"/>` +
    '<clipPath id="c"><circle cx="48" cy="48" r="48"/></clipPath>' +
    `<g clip-path="url(#c)"><path d="M14 100q2-30 34-30t34 30z" fill="${shirt}"/></g>` +
    `<rect x="42" y="56" width="12" height="12" rx="4" fill="${skin}"/>` +
    `<circle cx="48" cy="42" r="17" fill="${skin}"/>` +
    (style ? `<g fill="${hair}">${style}</g>` : '') +
    '</svg>'
  );
}
