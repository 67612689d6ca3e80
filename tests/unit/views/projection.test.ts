/**
 * The viewer's geometry (views/player/projection.ts): which point of the frame each eye samples in each direction,
 * for every projection and stereo layout, checked by hand at known directions and against the demo media's own
 * filming (backend/media/vr-scene.ts pixelRay), so the viewer shows each pixel where the media put it.
 */
import { describe, expect, it } from 'vitest';
import { VR_FORMATS } from '../../../backend/media/vr-formats.ts';
import { pixelRay } from '../../../backend/media/vr-scene.ts';
import type { VrFormat } from '../../../contracts/content-api.ts';
import { clampLook, eyeMesh, frameUv, lookDirection, shownEye, type Vec3 } from '../../../views/player/projection.ts';

const AHEAD: Vec3 = [0, 0, -1];
const RIGHT: Vec3 = [1, 0, 0];
const UP: Vec3 = [0, 1, 0];
const BEHIND: Vec3 = [0, 0, 1];
const deg = (d: number) => (d * Math.PI) / 180;
const close = (actual: readonly number[] | null, expected: readonly number[]) => {
  expect(actual).not.toBeNull();
  for (const [i, n] of (actual ?? []).entries()) expect(n).toBeCloseTo(expected[i] ?? Number.NaN, 6);
};

const sbs180 = VR_FORMATS.sbs180 as VrFormat;
const tb360 = VR_FORMATS.tb360 as VrFormat;
const fisheye190 = VR_FORMATS.fisheye190 as VrFormat;
const mono360: VrFormat = { projection: 'equirect360', stereo: 'mono', fov: 360 };

describe('frameUv', () => {
  it('puts straight ahead in the middle of each eye’s half', () => {
    close(frameUv(sbs180, 'left', AHEAD), [0.25, 0.5]);
    close(frameUv(sbs180, 'right', AHEAD), [0.75, 0.5]);
    close(frameUv(tb360, 'left', AHEAD), [0.5, 0.25]);
    close(frameUv(tb360, 'right', AHEAD), [0.5, 0.75]);
    close(frameUv(fisheye190, 'left', AHEAD), [0.25, 0.5]);
    close(frameUv(mono360, 'right', AHEAD), [0.5, 0.5]);
  });

  it('maps right, up and behind to the edges of a 180° and a 360° frame', () => {
    close(frameUv(sbs180, 'left', RIGHT), [0.5, 0.5]);
    close(frameUv(sbs180, 'right', RIGHT), [1, 0.5]);
    close(frameUv(sbs180, 'left', UP), [0.25, 0]);
    expect(frameUv(sbs180, 'left', BEHIND)).toBeNull();
    close(frameUv(tb360, 'left', RIGHT), [0.75, 0.25]);
    close(frameUv(tb360, 'right', [-1, 0, 0]), [0.25, 0.75]);
    const behind = frameUv(mono360, 'left', BEHIND);
    expect(behind?.[0] === 0 || behind?.[0] === 1).toBe(true);
  });

  it('sees a 190° fisheye out to 95° from the axis and nothing beyond', () => {
    close(frameUv(fisheye190, 'left', lookDirection(deg(95), 0)), [0.5, 0.5]);
    close(frameUv(fisheye190, 'right', lookDirection(0, deg(95 / 2))), [0.75, 0.25]);
    expect(frameUv(fisheye190, 'left', lookDirection(deg(100), 0))).toBeNull();
    expect(frameUv({ ...fisheye190, fov: 220 }, 'left', lookDirection(deg(100), 0))).not.toBeNull();
  });

  it('is the inverse of the media’s filming for every VR format', () => {
    for (const name of ['sbs180', 'tb360', 'fisheye190'] as const) {
      const format = VR_FORMATS[name] as VrFormat;
      for (let i = 0; i < 400; i++) {
        const u = ((i * 37) % 97) / 97 + 0.003;
        const v = ((i * 53) % 89) / 89 + 0.004;
        const ray = pixelRay(format, u, v);
        if (!ray) continue;
        close(frameUv(format, ray.eye, ray.dir), [u, v]);
      }
    }
  });

  it('swaps the eyes when asked', () => {
    expect(shownEye('left', false)).toBe('left');
    expect(shownEye('left', true)).toBe('right');
    expect(shownEye('right', true)).toBe('left');
  });
});

describe('eyeMesh', () => {
  it('gives the left eye only the left half of a side-by-side frame, the right eye the right half', () => {
    const left = eyeMesh(sbs180, 'left', 10, 16);
    const right = eyeMesh(sbs180, 'right', 10, 16);
    expect(Math.max(...left.uvs.filter((_, i) => i % 2 === 0))).toBeLessThanOrEqual(0.5 + 1e-6);
    expect(Math.min(...right.uvs.filter((_, i) => i % 2 === 0))).toBeGreaterThanOrEqual(0.5 - 1e-6);
    expect(left.indices.length).toBe(16 * 8 * 6);
  });

  it('gives a top-bottom frame’s left eye the top half (WebGL v upwards: 0.5..1)', () => {
    const left = eyeMesh(tb360, 'left', 10, 16);
    const vs = left.uvs.filter((_, i) => i % 2 === 1);
    expect(Math.min(...vs)).toBeGreaterThanOrEqual(0.5 - 1e-6);
    expect(Math.max(...vs)).toBeLessThanOrEqual(1 + 1e-6);
  });

  it('places every vertex on the sphere with the texture point its direction sees', () => {
    const mesh = eyeMesh(fisheye190, 'right', 5, 8);
    for (let k = 0; k < mesh.positions.length / 3; k++) {
      const dir: Vec3 = [mesh.positions[k * 3] ?? 0, mesh.positions[k * 3 + 1] ?? 0, mesh.positions[k * 3 + 2] ?? 0];
      expect(Math.hypot(...dir)).toBeCloseTo(5, 5);
      const uv = frameUv(fisheye190, 'right', dir);
      close([mesh.uvs[k * 2] ?? 0, 1 - (mesh.uvs[k * 2 + 1] ?? 0)], uv ?? [Number.NaN, Number.NaN]);
    }
  });
});

describe('clampLook', () => {
  it('keeps a 180° look inside the filmed half and wraps a 360° one', () => {
    expect(clampLook(sbs180, deg(120), 0).yaw).toBeCloseTo(deg(90));
    expect(clampLook(sbs180, 0, deg(89)).pitch).toBeCloseTo(deg(85));
    expect(clampLook(tb360, deg(270), 0).yaw).toBeCloseTo(deg(-90));
    expect(clampLook(fisheye190, deg(-120), 0).yaw).toBeCloseTo(deg(-95));
  });
});

describe('clampLook with the view’s width', () => {
  it('stops a 180° view where its edge meets the film’s edge', () => {
    expect(clampLook(sbs180, deg(120), 0, deg(40)).yaw).toBeCloseTo(deg(50));
    expect(clampLook(sbs180, deg(-120), 0, deg(100)).yaw).toBeCloseTo(0);
    expect(clampLook(tb360, deg(120), 0, deg(40)).yaw).toBeCloseTo(deg(120));
  });
});
