/**
 * The virtual set the VR demo clips are filmed in, and the pixel maps that film it.
 * ffmpeg's `remap` filter (in the registry's ffmpeg build; its `v360` came later) copies, for every output pixel,
 * the source pixel named by two 16-bit maps. This file computes those maps: each output pixel of a projection is a
 * ray from one eye (pixelRay), and the ray is followed into the set (sceneSample):
 *   - a cinema screen 2.2 m ahead (3.6 x 2.025 m) showing one of the demo clips' animated looks: near enough that
 *     the two eyes see it 6.4 cm apart (real stereo parallax);
 *   - a checkered floor 1.6 m below the eyes out to 25 m;
 *   - a sky panorama at infinity with coloured markers right (cyan), behind (magenta) and left (amber).
 * The set is still, so its part of every frame is drawn here once (a background picture and a mask of where the
 * screen shows); only the screen's pixels are remapped from the animated look each frame, and ffmpeg's
 * `maskedmerge` lays them on the background.
 *
 * Directions: +x right, +y up, -z ahead. Image coordinates: u to the right, v downwards, both 0..1.
 */
import type { VrFormat } from './vr-formats.ts';

export type Eye = 'left' | 'right';
export type Vec3 = readonly [number, number, number];

/** Layout of the set's still picture (vr-set-art.ts; pixels) and the size of the look shown on the screen. */
export const SOURCE = {
  w: 2048,
  h: 1280,
  env: { x: 0, y: 0, w: 2048, h: 1024 },
  floor: { x: 0, y: 1024, w: 256, h: 256 },
  screen: { w: 640, h: 360 },
} as const;

/** What a ray sees: a pixel of the look on the screen, or a pixel of the set's still picture. */
export type Sample = { on: 'screen' | 'set'; x: number; y: number };

const SCREEN = { distance: 2.2, w: 3.6, h: 2.025 };
const FLOOR = { below: 1.6, tile: 2, reach: 25 };
const IPD = 0.064;

/** Where an eye sits (metres from the midpoint between the eyes). */
export const eyeOrigin = (eye: Eye): Vec3 => [eye === 'left' ? -IPD / 2 : IPD / 2, 0, 0];

/** The direction of longitude `lon` and latitude `lat` (radians; lon 0 = ahead, positive to the right). */
export function direction(lon: number, lat: number): Vec3 {
  return [Math.cos(lat) * Math.sin(lon), Math.sin(lat), -Math.cos(lat) * Math.cos(lon)];
}

/**
 * The eye and the direction that pixel (u, v) of a frame in `format` shows, or undefined for a pixel outside the
 * lens's image (a fisheye's corners). Flat frames have no rays.
 */
export function pixelRay(format: VrFormat, u: number, v: number): { eye: Eye; dir: Vec3 } | undefined {
  let eye: Eye = 'left';
  let eu = u;
  let ev = v;
  if (format.stereo === 'sbs') {
    eye = u < 0.5 ? 'left' : 'right';
    eu = (u % 0.5) * 2;
  } else if (format.stereo === 'tb') {
    eye = v < 0.5 ? 'left' : 'right';
    ev = (v % 0.5) * 2;
  }
  switch (format.projection) {
    case 'equirect180':
      return { eye, dir: direction((eu - 0.5) * Math.PI, (0.5 - ev) * Math.PI) };
    case 'equirect360':
      return { eye, dir: direction((eu - 0.5) * 2 * Math.PI, (0.5 - ev) * Math.PI) };
    case 'fisheye': {
      const px = eu * 2 - 1;
      const py = 1 - ev * 2;
      const r = Math.hypot(px, py);
      if (r > 1) return undefined;
      const theta = (r * (format.fov * Math.PI)) / 360;
      const phi = Math.atan2(py, px);
      return { eye, dir: [Math.sin(theta) * Math.cos(phi), Math.sin(theta) * Math.sin(phi), -Math.cos(theta)] };
    }
    default:
      return undefined;
  }
}

const clamp = (n: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, n));
const mod = (n: number, m: number): number => ((n % m) + m) % m;

/** The pixel a ray from `origin` along `dir` sees. */
export function sceneSample(origin: Vec3, dir: Vec3): Sample {
  const [ox, oy, oz] = origin;
  const [dx, dy, dz] = dir;
  if (dz < -1e-9) {
    const t = (SCREEN.distance + oz) / -dz;
    const hx = ox + t * dx;
    const hy = oy + t * dy;
    if (Math.abs(hx) <= SCREEN.w / 2 && Math.abs(hy) <= SCREEN.h / 2) {
      const { w, h } = SOURCE.screen;
      return { on: 'screen', x: clamp(Math.floor((hx / SCREEN.w + 0.5) * w), 0, w - 1), y: clamp(Math.floor((0.5 - hy / SCREEN.h) * h), 0, h - 1) };
    }
  }
  if (dy < -1e-9) {
    const t = (FLOOR.below + oy) / -dy;
    const fx = ox + t * dx;
    const fz = oz + t * dz;
    if (Math.hypot(fx, fz) <= FLOOR.reach) {
      const { x, y, w, h } = SOURCE.floor;
      return { on: 'set', x: x + Math.floor((mod(fx, FLOOR.tile) / FLOOR.tile) * w), y: y + Math.floor((mod(fz, FLOOR.tile) / FLOOR.tile) * h) };
    }
  }
  const lon = Math.atan2(dx, -dz);
  const lat = Math.asin(clamp(dy, -1, 1));
  const { w, h } = SOURCE.env;
  return { on: 'set', x: clamp(Math.floor((lon / (2 * Math.PI) + 0.5) * w), 0, w - 1), y: clamp(Math.floor((0.5 - lat / Math.PI) * h), 0, h - 1) };
}

/**
 * One projection's layers at w x h: the still set as seen (PPM), the mask of the still pixels (PGM: 255 where the
 * set or black shows, 0 on the screen) and the remap maps of the screen's pixels into the look (16-bit PGM; 0xffff elsewhere).
 */
export interface Layers {
  background: Buffer;
  mask: Buffer;
  xmap: Buffer;
  ymap: Buffer;
}

const NONE = 0xffff;

const header = (kind: 'P5' | 'P6', w: number, h: number, max: number): Buffer => Buffer.from(`${kind}\n${w} ${h}\n${max}\n`);

/** Films the set into w x h layers; `rayAt(u, v)` is the ray of a pixel (undefined: black); `set` is the still picture (P6). */
function film(w: number, h: number, set: Buffer, rayAt: (u: number, v: number) => { eye: Eye; dir: Vec3 } | undefined): Layers {
  const setPixels = set.subarray(set.length - SOURCE.w * SOURCE.h * 3);
  const bg = Buffer.alloc(w * h * 3);
  const mask = Buffer.alloc(w * h);
  const xs = Buffer.alloc(w * h * 2, 0xff);
  const ys = Buffer.alloc(w * h * 2, 0xff);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const ray = rayAt((x + 0.5) / w, (y + 0.5) / h);
      if (!ray) {
        mask[i] = 255;
        continue;
      }
      const hit = sceneSample(eyeOrigin(ray.eye), ray.dir);
      if (hit.on === 'screen') {
        xs.writeUInt16BE(hit.x, i * 2);
        ys.writeUInt16BE(hit.y, i * 2);
      } else {
        mask[i] = 255;
        setPixels.copy(bg, i * 3, (hit.y * SOURCE.w + hit.x) * 3, (hit.y * SOURCE.w + hit.x) * 3 + 3);
      }
    }
  }
  return {
    background: Buffer.concat([header('P6', w, h, 255), bg]),
    mask: Buffer.concat([header('P5', w, h, 255), mask]),
    xmap: Buffer.concat([header('P5', w, h, NONE), xs]),
    ymap: Buffer.concat([header('P5', w, h, NONE), ys]),
  };
}

/** The layers of a w x h frame of `format`. */
export function projectionLayers(format: VrFormat, w: number, h: number, set: Buffer): Layers {
  return film(w, h, set, (u, v) => pixelRay(format, u, v));
}

/**
 * The layers of a sprite frame: what the left eye sees straight ahead through a 4:3 window 72° wide (a 'normal'
 * picture of the scene, the same for every projection).
 */
export function spriteLayers(w: number, h: number, set: Buffer): Layers {
  const half = Math.tan((72 / 2) * (Math.PI / 180));
  return film(w, h, set, (u, v) => {
    const px = (u * 2 - 1) * half;
    const py = (1 - v * 2) * (h / w) * half;
    const len = Math.hypot(px, py, 1);
    return { eye: 'left', dir: [px / len, py / len, -1 / len] };
  });
}
