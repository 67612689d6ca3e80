/**
 * Generated art of the member dashboard (spec 001 §2 'Dashboard main: … an easy-setup image for the VR app'; DESIGN.md
 * 'Data and media'): the VR app's easy setup in three numbered steps over an abstract backdrop (1200x675). Abstract
 * only: no people, nothing explicit.
 */
import { seededRng } from './seed-random.ts';
import { backdrop, esc, palette, shapes, vrGlyph } from './svg-kit.ts';

/** The art's size: what the dashboard's main page reserves for it (views/dashboard/DashboardMainPage.tsx). */
export const EASY_SETUP_SIZE: [number, number] = [1200, 675];

const STEPS = ['Install the free VR app', 'Sign in with your account', 'Pick a scene and press play'];

/** The VR app's easy setup: a title and three numbered steps. */
export function easySetupArt(): string {
  const rng = seededRng('dashboard:easy-setup');
  const pal = palette(rng);
  const [w, h] = EASY_SETUP_SIZE;
  const font = 'font-family="system-ui,Segoe UI,Arial,sans-serif"';
  const steps = STEPS.map((text, i) => {
    const y = 250 + i * 130;
    return (
      `<circle cx="140" cy="${y}" r="44" fill="#fff" fill-opacity=".9"/>` +
      `<text x="140" y="${y + 16}" fill="${pal.dark}" ${font} font-size="46" font-weight="800" text-anchor="middle">${i + 1}</text>` +
      `<text x="215" y="${y + 15}" fill="#fff" ${font} font-size="44" font-weight="600">${esc(text)}</text>`
    );
  }).join('');
  return (
    `${backdrop(rng, pal, w, h, 'VR app easy setup: install the app, sign in, press play')}${shapes(rng, pal, w, h, 4)}` +
    `<rect width="${w}" height="${h}" fill="#000" fill-opacity=".25"/>` +
    `<text x="96" y="130" fill="#fff" ${font} font-size="64" font-weight="800">Easy setup in 3 steps</text>` +
    `${steps}${vrGlyph(w, h, 1.2)}</svg>`
  );
}
