/**
 * Recipes of the cam simulator's live streams ('a looping generated clip published as a sliding-window
 * playlist per room, 2D and stereo 3D variants'): four abstract 'looks' — a slowly turning colour field, two soft
 * glowing shapes drifting on closed paths and a red dot with the word LIVE in blocky letters (drawbox only: no font,
 * no people, nothing downloaded) — each 12 s long and seamless (every motion has a period dividing 12 s), with a soft
 * two-tone hum so mute and volume mean something. H.264 baseline + AAC in MPEG-TS, cut into six 2 s segments with a
 * key frame at each cut.
 * - 2D: 640×360.
 * - 3D: side-by-side stereo, each eye 512×512 as a 180° equirectangular picture (what a VR cam sends, and what the
 *   VR player's 3D viewer shows: views/player/VrViewer.ts with { equirect180, sbs }); the shapes and the label sit
 *   a few pixels apart in the two eyes, so they float in front of the colour field.
 * Files: look{1-4}-{2d|3d}-{0-5}.ts under MEDIA_DIR/cams/ (backend/media/cam-streams.ts makes them; backend/cams/hls.ts
 * serves them in each room's playlist).
 */

export const CAM_LOOKS = 4;
export const CAM_VARIANTS = ['2d', '3d'] as const;
export type CamVariant = (typeof CAM_VARIANTS)[number];
/** Length of one segment (the playlists' EXT-X-TARGETDURATION). */
export const CAM_SEGMENT_SECONDS = 2;
/** Segments of one loop: 12 s. */
export const CAM_SEGMENTS_PER_LOOP = 6;
const LOOP_SECONDS = CAM_SEGMENT_SECONDS * CAM_SEGMENTS_PER_LOOP;
const FPS = 24;

/** The file of segment `index` (0-5) of look `look` (1-4) in `variant`. */
export const camSegmentFile = (look: number, variant: CamVariant, index: number): string => `look${look}-${variant}-${index}.ts`;

/** Names the segment route serves; anything else is refused. */
export const CAM_SEGMENT_PATTERN = /^look([1-4])-(2d|3d)-([0-5])\.ts$/;

/** Every segment file of every look and variant (48). */
export const CAM_SEGMENT_FILES: readonly string[] = Array.from({ length: CAM_LOOKS }, (_, l) =>
  CAM_VARIANTS.flatMap((variant) => Array.from({ length: CAM_SEGMENTS_PER_LOOP }, (_, i) => camSegmentFile(l + 1, variant, i))),
).flat();

interface Palette {
  /** The colour field: base and swing of r, g, b. */
  field: [number, number, number, number, number, number];
  glow: [string, string];
  hum: [number, number];
}

const PALETTES: readonly Palette[] = [
  { field: [110, 70, 40, 30, 150, 80], glow: ['ffd0ec', '9fe8ff'], hum: [196, 294] },
  { field: [40, 30, 110, 70, 150, 70], glow: ['fff2b0', 'ffb0d0'], hum: [220, 330] },
  { field: [150, 70, 60, 40, 90, 60], glow: ['c8fff0', 'fff0c0'], hum: [247, 370] },
  { field: [60, 40, 50, 40, 170, 70], glow: ['ffe0b0', 'd8c8ff'], hum: [262, 392] },
];

/** 5×7 blocky letters for the label (a dot is a red box drawn beside them). */
const GLYPHS: Record<string, readonly string[]> = {
  L: ['X....', 'X....', 'X....', 'X....', 'X....', 'X....', 'XXXXX'],
  I: ['XXX', '.X.', '.X.', '.X.', '.X.', '.X.', 'XXX'],
  V: ['X...X', 'X...X', 'X...X', 'X...X', '.X.X.', '.X.X.', '..X..'],
  E: ['XXXXX', 'X....', 'X....', 'XXXX.', 'X....', 'X....', 'XXXXX'],
};

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The filled boxes drawing `text` (letters of GLYPHS) at (x, y) with pixels of `unit`: row runs, merged downwards. */
export function textBoxes(text: string, x: number, y: number, unit: number): Box[] {
  const boxes: Box[] = [];
  let left = x;
  for (const letter of text) {
    const rows = GLYPHS[letter];
    if (!rows) continue;
    const open = new Map<string, Box>();
    rows.forEach((row, r) => {
      const runs = new Set<string>();
      for (const match of row.matchAll(/X+/g)) {
        const key = `${match.index}:${match[0].length}`;
        runs.add(key);
        const box = open.get(key);
        if (box) box.h += unit;
        else {
          const made = { x: left + (match.index ?? 0) * unit, y: y + r * unit, w: match[0].length * unit, h: unit };
          open.set(key, made);
          boxes.push(made);
        }
      }
      for (const key of [...open.keys()]) if (!runs.has(key)) open.delete(key);
    });
    left += ((rows[0]?.length ?? 0) + 1) * unit;
  }
  return boxes;
}

const fill = (b: Box, color: string): string => `drawbox=x=${b.x}:y=${b.y}:w=${b.w}:h=${b.h}:color=${color}:t=fill`;

/** The label: a dark plate, a red dot and LIVE, at (x, y) with pixels of `unit`. */
function label(x: number, y: number, unit: number): string {
  const text = textBoxes('LIVE', x + 4 * unit, y + 2 * unit, unit);
  const width = 4 * unit + (5 + 1 + 3 + 1 + 5 + 1 + 5) * unit + 2 * unit;
  const plate = fill({ x, y, w: width, h: 11 * unit }, 'black@0.35');
  const dot = fill({ x: x + unit, y: y + 4 * unit, w: 2 * unit, h: 3 * unit }, 'red@0.95');
  return [plate, dot, ...text.map((b) => fill(b, 'white@0.92'))].join(',');
}

/** A soft round glow of `size` px in `color` (hex), still (looped), ending in [name]. */
function glow(name: string, size: number, color: string): string {
  const r = Number.parseInt(color.slice(0, 2), 16);
  const g = Number.parseInt(color.slice(2, 4), 16);
  const b = Number.parseInt(color.slice(4, 6), 16);
  return (
    `nullsrc=s=48x48:r=${FPS}:d=1,format=rgba,geq=r=${r}:g=${g}:b=${b}:a='255*exp(-(pow(X-24,2)+pow(Y-24,2))/110)',` +
    `trim=end_frame=1,scale=${size}:${size}:flags=bicubic,loop=loop=-1:size=1,setpts=N/${FPS}/TB[${name}]`
  );
}

/** Where glow 1 and 2 are at time t on a w×h picture (ffmpeg expressions), shifted by `dx` px. */
function paths(look: number, w: number, h: number, size: number, dx: number): { x1: string; y1: string; x2: string; y2: string } {
  const phase = (look * 0.9).toFixed(2);
  const cx = (w - size) / 2;
  const cy = (h - size) / 2;
  const T = `2*PI*t/${LOOP_SECONDS}`;
  return {
    x1: `'${(cx + dx).toFixed(0)}+${(w * 0.28).toFixed(0)}*sin(${T}+${phase})'`,
    y1: `'${cy.toFixed(0)}+${(h * 0.22).toFixed(0)}*sin(2*${T}+${phase})'`,
    x2: `'${(cx + dx).toFixed(0)}+${(w * 0.2).toFixed(0)}*cos(${T}*2+${phase})'`,
    y2: `'${cy.toFixed(0)}+${(h * 0.26).toFixed(0)}*cos(${T}+${phase})'`,
  };
}

/** The turning colour field of `look` at w×h (computed small, scaled up: it is smooth), ending in [name]. */
function field(look: number, w: number, h: number, name: string): string {
  const [r0, r1, g0, g1, b0, b1] = PALETTES[look - 1]?.field ?? PALETTES[0]!.field;
  const T = `T/${LOOP_SECONDS}`;
  return (
    `nullsrc=s=64x36:r=${FPS}:d=${LOOP_SECONDS},` +
    `geq=r='${r0}+${r1}*sin(2*PI*(${T}+Y/H/2))':g='${g0}+${g1}*sin(2*PI*(${T}+X/W/3)+1)':b='${b0}+${b1}*cos(2*PI*(${T}+(X+Y)/(W+H)))',` +
    `scale=${w}:${h}:flags=bicubic,format=yuv420p[${name}]`
  );
}

/** One eye's (or the flat) picture: field, two glows, label; `dx` shifts the glows, `labelDx` the label. */
function picture(look: number, w: number, h: number, dx: number, labelDx: number, labelAt: { x: number; y: number }, tag: string): string {
  const palette = PALETTES[look - 1] ?? PALETTES[0]!;
  const big = Math.round(h * (w > h ? 0.5 : 0.36));
  const small = Math.round(big * 0.6);
  const p = paths(look, w, h, big, dx);
  const unit = Math.max(2, Math.round(h / 90));
  return [
    field(look, w, h, `f${tag}`),
    glow(`a${tag}`, big, palette.glow[0]),
    glow(`b${tag}`, small, palette.glow[1]),
    `[f${tag}][a${tag}]overlay=x=${p.x1}:y=${p.y1}:shortest=1[fa${tag}]`,
    `[fa${tag}][b${tag}]overlay=x=${p.x2}:y=${p.y2}:shortest=1,${label(labelAt.x + labelDx, labelAt.y, unit)}[${tag}]`,
  ].join(';');
}

/** The -filter_complex graph of look `look` in `variant`, ending in [v]. */
export function camStreamFilter(look: number, variant: CamVariant): string {
  if (variant === '2d') return `${picture(look, 640, 360, 0, 0, { x: 16, y: 16 }, 'p')};[p]setsar=1,format=yuv420p[v]`;
  // Crossed disparity: the glows 6 px and the label 4 px nearer the centre in each eye, so they look closer.
  const labelAt = { x: 196, y: 284 };
  return (
    `${picture(look, 512, 512, 3, 2, labelAt, 'l')};${picture(look, 512, 512, -3, -2, labelAt, 'r')};` +
    '[l][r]hstack=inputs=2,setsar=1,format=yuv420p[v]'
  );
}

/** Full ffmpeg argument list writing look `look` in `variant` as six segments `{prefix}{0-5}.ts`. */
export function camStreamArgs(look: number, variant: CamVariant, outPattern: string): string[] {
  const [f1, f2] = PALETTES[look - 1]?.hum ?? PALETTES[0]!.hum;
  const kbps = variant === '2d' ? 320 : 640;
  // Whole-hertz tones and a 2 s swell: the hum repeats exactly every 12 s, like the picture.
  const hum = `aevalsrc='0.08*sin(2*PI*${f1}*t)*(0.75+0.25*sin(2*PI*t/2))+0.04*sin(2*PI*${f2}*t)':s=44100:d=${LOOP_SECONDS}`;
  return [
    '-filter_complex',
    camStreamFilter(look, variant),
    '-f',
    'lavfi',
    '-i',
    hum,
    '-map',
    '[v]',
    '-map',
    '0:a',
    '-t',
    String(LOOP_SECONDS),
    '-c:v',
    'libx264',
    '-profile:v',
    'baseline',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-r',
    String(FPS),
    '-g',
    String(FPS * CAM_SEGMENT_SECONDS),
    '-keyint_min',
    String(FPS * CAM_SEGMENT_SECONDS),
    '-sc_threshold',
    '0',
    '-b:v',
    `${kbps}k`,
    '-maxrate',
    `${kbps}k`,
    '-bufsize',
    `${kbps * 2}k`,
    '-threads',
    '1',
    '-c:a',
    'aac',
    '-b:a',
    '40k',
    '-ac',
    '1',
    '-f',
    'segment',
    '-segment_time',
    String(CAM_SEGMENT_SECONDS),
    '-segment_format',
    'mpegts',
    '-segment_start_number',
    '0',
    outPattern,
  ];
}
