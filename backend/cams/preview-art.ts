/** A bot's card picture: abstract placeholder art with the model's name, drawn from its art seed. No people. */
import { backdrop, caption, shapes, vrGlyph } from '../media/svg-kit.ts';
import { seededRng } from '../media/seed-random.ts';
import type { ModelDef } from './seed-models.ts';

export const PREVIEW_WIDTH = 640;
export const PREVIEW_HEIGHT = 360;

export function previewSvg(def: ModelDef): string {
  const rng = seededRng(`cam-${def.artSeed}`);
  const pal = {
    dark: `hsl(${def.artSeed % 360} 55% 16%)`,
    mid: `hsl(${(def.artSeed + 40) % 360} 65% 36%)`,
    light: `hsl(${(def.artSeed + 70) % 360} 70% 60%)`,
    accent: `hsl(${(def.artSeed + 160) % 360} 85% 60%)`,
    glow: `hsl(${(def.artSeed + 160) % 360} 90% 75%)`,
  };
  return `${backdrop(rng, pal, PREVIEW_WIDTH, PREVIEW_HEIGHT, def.name)}${shapes(rng, pal, PREVIEW_WIDTH, PREVIEW_HEIGHT, 7)}${vrGlyph(PREVIEW_WIDTH, PREVIEW_HEIGHT, 0.8)}${caption(def.name, PREVIEW_WIDTH, PREVIEW_HEIGHT, 34)}</svg>`;
}
