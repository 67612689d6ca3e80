/**
 * Building blocks for the generated placeholder artwork (DESIGN.md 'Data and
 * media'): XML escaping, short labels, seeded palettes, gradient backgrounds,
 * abstract shapes and the subtle 'VR' glyph. Abstract only: no people.
 */
import type { Rng } from './seed-random.ts';

/** Escapes text for use inside SVG text nodes and attribute values. */
export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Collapses whitespace and cuts to at most `max` characters with an ellipsis. */
export function shortLabel(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(clean);
  return chars.length <= max
    ? clean
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** Up to two initials of a name ('Ava Stone' → 'AS'), '?' when there are none. */
export function initials(name: string): string {
  const letters = name
    .split(/[\s\-_.]+/)
    .map((word) => Array.from(word)[0] ?? '')
    .filter((ch) => /\p{L}|\p{N}/u.test(ch));
  const first = letters[0];
  if (first === undefined) return '?';
  const last = letters.length > 1 ? letters[letters.length - 1] : '';
  return `${first}${last}`.toUpperCase();
}

export interface Palette {
  dark: string;
  mid: string;
  light: string;
  accent: string;
  glow: string;
}

const hsl = (h: number, s: number, l: number): string => `hsl(${Math.round(((h % 360) + 360) % 360)} ${s}% ${l}%)`;

/** A harmonious palette: base hue plus an analogous or complementary accent. */
export function palette(rng: Rng): Palette {
  const base = rng.int(0, 359);
  const shift = rng.pick([30, 45, 150, 180, 210, -40] as const);
  return {
    dark: hsl(base, rng.int(45, 70), rng.int(12, 20)),
    mid: hsl(base + shift / 3, rng.int(55, 80), rng.int(30, 42)),
    light: hsl(base + shift / 2, rng.int(60, 85), rng.int(55, 68)),
    accent: hsl(base + shift, rng.int(70, 95), rng.int(55, 65)),
    glow: hsl(base + shift, 90, 75),
  };
}

/** Opening tag, gradient defs and background fill of a placeholder of size w x h. */
export function backdrop(rng: Rng, pal: Palette, w: number, h: number, label: string): string {
  const angle = rng.range(0, Math.PI * 2);
  const x2 = Math.round(50 + 50 * Math.cos(angle));
  const y2 = Math.round(50 + 50 * Math.sin(angle));
  const gx = rng.int(15, 85);
  const gy = rng.int(10, 60);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${esc(label)}">` +
    '<defs>' +
    `<linearGradient id="b" x1="${100 - x2}%" y1="${100 - y2}%" x2="${x2}%" y2="${y2}%">` +
    `<stop offset="0" stop-color="${pal.dark}"/><stop offset=".55" stop-color="${pal.mid}"/><stop offset="1" stop-color="${pal.light}"/></linearGradient>` +
    `<radialGradient id="g" cx="${gx}%" cy="${gy}%" r="60%"><stop offset="0" stop-color="${pal.glow}" stop-opacity=".55"/><stop offset="1" stop-color="${pal.glow}" stop-opacity="0"/></radialGradient>` +
    '<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".55"/></linearGradient>' +
    '</defs>' +
    `<rect width="${w}" height="${h}" fill="url(#b)"/><rect width="${w}" height="${h}" fill="url(#g)"/>`
  );
}

const op = (n: number): string => n.toFixed(2).replace(/^0/, '');

/** A few translucent geometric shapes scattered over a w x h canvas. */
export function shapes(rng: Rng, pal: Palette, w: number, h: number, count: number): string {
  const size = Math.min(w, h);
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = rng.int(0, w);
    const y = rng.int(0, h);
    const r = rng.int(Math.round(size * 0.08), Math.round(size * 0.35));
    const fill = rng.next() < 0.5 ? '#fff' : pal.accent;
    const o = op(rng.range(0.06, 0.2));
    const kind = rng.int(0, 3);
    if (kind === 0) {
      out += `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" fill-opacity="${o}"/>`;
    } else if (kind === 1) {
      out += `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${fill}" stroke-opacity="${op(rng.range(0.15, 0.35))}" stroke-width="${rng.int(2, 8)}"/>`;
    } else if (kind === 2) {
      const rot = rng.int(0, 89);
      out += `<rect x="${x - r}" y="${y - r}" width="${2 * r}" height="${2 * r}" rx="${Math.round(r / 5)}" fill="${fill}" fill-opacity="${o}" transform="rotate(${rot} ${x} ${y})"/>`;
    } else {
      const a = rng.range(0, Math.PI * 2);
      const pts = [0, 1, 2]
        .map((k) => {
          const t = a + (k * Math.PI * 2) / 3;
          return `${Math.round(x + r * Math.cos(t))},${Math.round(y + r * Math.sin(t))}`;
        })
        .join(' ');
      out += `<polygon points="${pts}" fill="${fill}" fill-opacity="${o}"/>`;
    }
  }
  return out;
}

/** The subtle 'VR' glyph: a headset outline with the letters VR, bottom-right at scale `s`. */
export function vrGlyph(w: number, h: number, s: number): string {
  const gw = 120 * s;
  const x = Math.round(w - gw - 28 * s);
  const y = Math.round(h - 64 * s - 24 * s);
  return (
    `<g transform="translate(${x} ${y}) scale(${s})" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="4" stroke-linejoin="round">` +
    '<path d="M6 10Q6 2 14 2H106Q114 2 114 10V46Q114 54 106 54H78L68 40Q60 32 52 40L42 54H14Q6 54 6 46Z"/>' +
    '<text x="60" y="33" fill="#fff" fill-opacity=".7" stroke="none" font-family="system-ui,Segoe UI,Arial,sans-serif" font-size="22" font-weight="700" text-anchor="middle">VR</text>' +
    '</g>'
  );
}

/** A bottom shade plus a bold one-line caption, for titles over artwork. */
export function caption(text: string, w: number, h: number, size: number): string {
  return (
    `<rect width="${w}" height="${h}" fill="url(#s)"/>` +
    `<text x="${Math.round(size)}" y="${Math.round(h - size)}" fill="#fff" font-family="system-ui,Segoe UI,Arial,sans-serif" font-size="${size}" font-weight="700">${esc(text)}</text>`
  );
}
