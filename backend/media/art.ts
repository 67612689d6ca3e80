/**
 * Deterministic SVG placeholder artwork for the demo catalogue (DESIGN.md
 * 'Data and media'; spec 000 §2.4 'Video card' poster, §3 'Video' poster and
 * image, 'Model' featuredImage, 'Category' categoryImage, blog and slider
 * images). Gradients and geometric shapes seeded by id, plus initials or a
 * short title and a subtle 'VR' glyph. Abstract only: no people, nothing explicit.
 */
import { seededRng } from './seed-random.ts';
import { backdrop, caption, esc, initials, palette, shapes, shortLabel, vrGlyph } from './svg-kit.ts';

export { iconSvg, ICON_NAMES, isIconName, type IconName } from './icons.ts';
export { logoSvg, type LogoKind } from './logo.ts';

const FONT = 'font-family="system-ui,Segoe UI,Arial,sans-serif"';

/** 16:9 video poster (1280x720) with an optional short title. */
export function videoArt(id: number, title?: string): string {
  const rng = seededRng(`video:${id}`);
  const pal = palette(rng);
  const label = title ? shortLabel(title, 32) : '';
  return (
    backdrop(rng, pal, 1280, 720, title ?? `Video ${id}`) +
    shapes(rng, pal, 1280, 720, rng.int(4, 6)) +
    (label ? caption(label, 1280, 720, 48) : '') +
    vrGlyph(1280, 720, 1.2) +
    '</svg>'
  );
}

/** 3:4 portrait-style abstract card (600x800) with initials and an optional name. */
export function modelArt(id: number, name?: string): string {
  const rng = seededRng(`model:${id}`);
  const pal = palette(rng);
  const ini = name ? initials(name) : `#${id}`;
  const rings = [300, 230, 160]
    .map(
      (r, i) =>
        `<circle cx="300" cy="330" r="${r}" fill="none" stroke="#fff" stroke-opacity="${(0.08 + i * 0.06).toFixed(2)}" stroke-width="${2 + i * 2}"/>`,
    )
    .join('');
  return (
    backdrop(rng, pal, 600, 800, name ?? `Model ${id}`) +
    shapes(rng, pal, 600, 800, rng.int(3, 4)) +
    rings +
    `<circle cx="300" cy="330" r="120" fill="${pal.dark}" fill-opacity=".45"/>` +
    `<text x="300" y="330" dy=".35em" fill="#fff" ${FONT} font-size="${ini.length > 2 ? 64 : 96}" font-weight="700" text-anchor="middle">${esc(ini)}</text>` +
    (name ? caption(shortLabel(name, 18), 600, 800, 44) : '') +
    '</svg>'
  );
}

/** 4:3 category tile (800x600) with a tiled pattern and the category name. */
export function categoryArt(slug: string, name?: string): string {
  const rng = seededRng(`category:${slug}`);
  const pal = palette(rng);
  const cell = rng.pick([100, 120, 150] as const);
  const skew = rng.int(-20, 20);
  let tiles = '';
  for (let y = 0; y < 600; y += cell) {
    for (let x = 0; x < 800; x += cell) {
      if (rng.next() < 0.2) {
        tiles += `<rect x="${x + 6}" y="${y + 6}" width="${cell - 12}" height="${cell - 12}" opacity="${(0.3 + rng.next() * 0.7).toFixed(1)}"/>`;
      }
    }
  }
  const label = shortLabel(name ?? slug.replace(/-/g, ' '), 22);
  return (
    backdrop(rng, pal, 800, 600, name ?? slug) +
    `<g transform="skewX(${skew})" fill="#fff" fill-opacity=".16">${tiles}</g>` +
    `<text x="400" y="300" dy=".35em" fill="#fff" ${FONT} font-size="56" font-weight="800" text-anchor="middle" letter-spacing="2">${esc(label.toUpperCase())}</text>` +
    vrGlyph(800, 600, 0.8) +
    '</svg>'
  );
}

/** 16:9 promo hero (1600x900): shapes over a gradient, no text (the page's heading sits on it). */
export function promoArt(slug: string): string {
  const rng = seededRng(`promo:${slug}`);
  const pal = palette(rng);
  return `${backdrop(rng, pal, 1600, 900, slug.replace(/-/g, ' '))}${shapes(rng, pal, 1600, 900, rng.int(5, 7))}${vrGlyph(1600, 900, 1.2)}</svg>`;
}

/** 16:9 blog image (1200x675): soft diagonal bands over a gradient. */
export function blogArt(id: number): string {
  const rng = seededRng(`blog:${id}`);
  const pal = palette(rng);
  const angle = rng.int(-35, 35);
  let bands = '';
  for (let i = 0; i < 6; i++) {
    bands += `<rect x="${-400 + i * 340 + rng.int(0, 60)}" y="-300" width="${rng.int(40, 160)}" height="1300" fill="#fff" fill-opacity="${(0.04 + rng.next() * 0.1).toFixed(2)}"/>`;
  }
  return (
    backdrop(rng, pal, 1200, 675, `Blog post ${id}`) +
    `<g transform="rotate(${angle} 600 338)">${bands}</g>` +
    shapes(rng, pal, 1200, 675, 3) +
    vrGlyph(1200, 675, 1) +
    '</svg>'
  );
}

/** Wide announcement banner (1920x640, 3:1): layered waves and a few shapes. */
export function announcementArt(id: number): string {
  const rng = seededRng(`announcement:${id}`);
  const pal = palette(rng);
  let waves = '';
  for (let i = 0; i < 3; i++) {
    const base = 360 + i * 90;
    const a = rng.int(40, 120);
    const b = rng.int(40, 120);
    waves += `<path d="M0 ${base}C480 ${base - a} 960 ${base + b} 1440 ${base - a / 2}S1920 ${base} 1920 ${base}V640H0Z" fill="${i === 1 ? pal.accent : '#fff'}" fill-opacity="${(0.08 + i * 0.05).toFixed(2)}"/>`;
  }
  return backdrop(rng, pal, 1920, 640, `Announcement ${id}`) + shapes(rng, pal, 1920, 640, 4) + waves + vrGlyph(1920, 640, 1.2) + '</svg>';
}

export type BannerVariant = 'desktop' | 'mobile';
/** The slogans drawn on the demo ad banners, picked by id. */
const BANNER_SLOGANS = ['New VR scenes every week', 'Step inside the story', 'Headset ready in 8K', 'Join the VR club today', 'Your front-row seat'];

/** Ad banner art: a wide strip for desktop (1456x180), a taller card for mobile (640x200), with a slogan. */
export function bannerArt(id: number, variant: BannerVariant): string {
  const rng = seededRng(`banner:${id}`);
  const pal = palette(rng);
  const [w, h] = variant === 'desktop' ? [1456, 180] : [640, 200];
  const slogan = BANNER_SLOGANS[id % BANNER_SLOGANS.length] ?? '';
  return (
    backdrop(rng, pal, w, h, `Advertisement: ${slogan}`) +
    shapes(rng, pal, w, h, 3) +
    caption(slogan, w, h, variant === 'desktop' ? 48 : 36) +
    '</svg>'
  );
}
