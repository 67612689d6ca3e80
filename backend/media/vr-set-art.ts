/**
 * The still parts of the VR set's source picture (vr-scene.ts SOURCE) as a binary PPM: the sky panorama at infinity
 * (dusk gradient, faint latitude/longitude lines every 15°/30°, seeded stars, a glow on the horizon, coloured
 * markers right, behind and left so a viewer knows where they look) and the floor tile (a 2 x 2 m checker). The
 * screen's place stays black: ffmpeg overlays the animated look there.
 */
import { seededRng } from './seed-random.ts';
import { SOURCE } from './vr-scene.ts';

type Rgb = [number, number, number];

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];

const ZENITH: Rgb = [14, 12, 44];
const HORIZON: Rgb = [120, 70, 140];
const GROUND: Rgb = [26, 20, 38];
const MARKERS: ReadonlyArray<{ lon: number; color: Rgb }> = [
  { lon: 90, color: [60, 220, 230] },
  { lon: 180, color: [235, 70, 200] },
  { lon: -90, color: [250, 180, 60] },
];

function skyPixel(lonDeg: number, latDeg: number): Rgb {
  let c: Rgb = latDeg >= 0 ? mix(HORIZON, ZENITH, Math.sqrt(latDeg / 90)) : mix(HORIZON, GROUND, Math.min(1, -latDeg / 6));
  const glow = Math.exp(-Math.abs(latDeg) / 2.5);
  c = mix(c, [255, 170, 140], glow * 0.45);
  const nearLine = (v: number, step: number) => Math.abs(v - Math.round(v / step) * step) < 0.22;
  if (nearLine(lonDeg, 30) || (nearLine(latDeg, 15) && Math.abs(latDeg) > 1)) c = mix(c, [200, 190, 255], 0.18);
  for (const m of MARKERS) {
    const dLon = ((((lonDeg - m.lon) % 360) + 540) % 360) - 180;
    const d = Math.hypot(dLon * Math.cos((12 * Math.PI) / 180), latDeg - 12);
    if (d < 7) c = mix(c, m.color, d < 6 ? 1 : 7 - d);
    else if (d < 10) c = mix(c, m.color, 0.12 * (10 - d));
  }
  return c;
}

function floorPixel(x: number, y: number, size: number): Rgb {
  const half = size / 2;
  const dark = x < half !== y < half;
  const edge = Math.min(x % half, y % half, half - 1 - (x % half), half - 1 - (y % half)) < 2;
  if (edge) return [110, 90, 160];
  return dark ? [34, 26, 58] : [58, 44, 92];
}

/** The still source picture as a binary PPM (P6), deterministic. */
export function setArtPpm(): Buffer {
  const { w, h, env, floor } = SOURCE;
  const header = Buffer.from(`P6\n${w} ${h}\n255\n`);
  const px = Buffer.alloc(w * h * 3);
  const put = (x: number, y: number, c: Rgb) => {
    const i = (y * w + x) * 3;
    px[i] = Math.round(c[0]);
    px[i + 1] = Math.round(c[1]);
    px[i + 2] = Math.round(c[2]);
  };
  for (let y = 0; y < env.h; y++) {
    const lat = 90 - ((y + 0.5) / env.h) * 180;
    for (let x = 0; x < env.w; x++) put(x, y, skyPixel(((x + 0.5) / env.w) * 360 - 180, lat));
  }
  const rng = seededRng('vr-set-stars');
  for (let i = 0; i < 900; i++) {
    const x = rng.int(0, env.w - 1);
    const y = rng.int(0, Math.floor(env.h * 0.42));
    const b = 150 + rng.int(0, 105);
    put(x, y, [b, b, Math.min(255, b + 20)]);
  }
  for (let y = 0; y < floor.h; y++) for (let x = 0; x < floor.w; x++) put(floor.x + x, floor.y + y, floorPixel(x, y, floor.w));
  return Buffer.concat([header, px]);
}
