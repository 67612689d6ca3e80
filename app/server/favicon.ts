/**
 * The site's own favicon (`/favicon.ico` was a full 404 page, with a token refresh): a headset's two lenses
 * on the theme's accent, as an SVG (`/favicon.svg`, linked from every page) and as a 32×32 ICO for the clients that
 * ask for `/favicon.ico`. Drawn once per process; both are cached for a day.
 */
import { Hono } from 'hono';
import type { Theme } from '../config/sites.ts';

const ACCENT: Record<Theme, string> = { dark: '#ff3d6e', darkest: '#e5b53a', light: '#d6174b' };
const SIZE = 32;
const LENSES = [
  { x: 10.5, y: 16, r: 5.5 },
  { x: 21.5, y: 16, r: 5.5 },
];

export function faviconSvg(theme: Theme): string {
  const lenses = LENSES.map((l) => `<circle cx="${l.x}" cy="${l.y}" r="${l.r}" fill="#fff"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}"><rect width="${SIZE}" height="${SIZE}" rx="7" fill="${ACCENT[theme]}"/>${lenses}</svg>`;
}

/** The same drawing as a 32-bit ICO (one BMP image: header, bottom-up BGRA pixels, an empty AND mask). */
export function faviconIco(theme: Theme): Uint8Array {
  const hex = ACCENT[theme].slice(1);
  const accent = [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  const pixels = Buffer.alloc(SIZE * SIZE * 4);
  for (let row = 0; row < SIZE; row++) {
    const y = SIZE - 1 - row + 0.5; // BMP rows run bottom-up
    for (let col = 0; col < SIZE; col++) {
      const x = col + 0.5;
      const lens = LENSES.some((l) => (x - l.x) ** 2 + (y - l.y) ** 2 <= l.r ** 2);
      const [r, g, b] = lens ? [255, 255, 255] : accent;
      pixels.set([b, g, r, 255], (row * SIZE + col) * 4);
    }
  }
  const mask = Buffer.alloc((SIZE / 8) * SIZE);
  const bmp = Buffer.alloc(40);
  bmp.writeUInt32LE(40, 0);
  bmp.writeInt32LE(SIZE, 4);
  bmp.writeInt32LE(SIZE * 2, 8); // the height of colour plus mask, as ICO wants
  bmp.writeUInt16LE(1, 12);
  bmp.writeUInt16LE(32, 14);
  bmp.writeUInt32LE(pixels.length + mask.length, 20);
  const image = Buffer.concat([bmp, pixels, mask]);
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(SIZE, 6);
  header.writeUInt8(SIZE, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(image.length, 14);
  header.writeUInt32LE(header.length, 18);
  return new Uint8Array(Buffer.concat([header, image]));
}

export function faviconRoutes(theme: Theme): Hono {
  const svg = faviconSvg(theme);
  const ico = faviconIco(theme);
  const cache = { 'Cache-Control': 'public, max-age=86400' };
  const app = new Hono();
  app.get('/favicon.svg', (c) => c.body(svg, 200, { 'Content-Type': 'image/svg+xml', ...cache }));
  app.get('/favicon.ico', (c) => c.body(ico.slice().buffer, 200, { 'Content-Type': 'image/x-icon', ...cache }));
  return app;
}
