/**
 * The geometry of the 3D viewer: which point of a video frame each eye sees in each
 * direction, for every projection and stereo layout, and the sphere meshes that carry those texture coordinates.
 * Pure functions: the three.js viewer (VrViewer.ts) builds its meshes from `eyeMesh`, and the unit tests check
 * `frameUv` against the media's own filming (backend/media/vr-scene.ts pixelRay is its inverse).
 *
 * Directions: +x right, +y up, -z ahead (three.js's camera looks down -z). Frame coordinates: u to the right and
 * v downwards over the whole frame, both 0..1. Stereo frames: the left eye is the left (sbs) or top (tb) half.
 */
import type { VrFormat } from '../../contracts/content-api.ts';

export type Eye = 'left' | 'right';
export type Vec3 = readonly [number, number, number];
export type Uv = readonly [number, number];

const HALF_PI = Math.PI / 2;

/** Where direction `dir` falls in one eye's picture (0..1 each way), or null outside the lens's view. */
function eyeUv(format: VrFormat, dir: Vec3): Uv | null {
  const [x, y, z] = dir;
  const length = Math.hypot(x, y, z) || 1;
  const [dx, dy, dz] = [x / length, y / length, z / length];
  switch (format.projection) {
    case 'equirect180':
    case 'equirect360': {
      // 0 - dz, not -dz: straight up or down (dz = 0) must not read as behind (atan2 of -0).
      const lon = Math.atan2(dx, 0 - dz);
      const lat = Math.asin(Math.max(-1, Math.min(1, dy)));
      if (format.projection === 'equirect180') return Math.abs(lon) > HALF_PI + 1e-9 ? null : [lon / Math.PI + 0.5, 0.5 - lat / Math.PI];
      return [lon / (2 * Math.PI) + 0.5, 0.5 - lat / Math.PI];
    }
    case 'fisheye': {
      const theta = Math.acos(Math.max(-1, Math.min(1, -dz)));
      const halfFov = (format.fov * Math.PI) / 360;
      if (theta > halfFov + 1e-9) return null;
      const r = theta / halfFov;
      const phi = Math.atan2(dy, dx);
      return [(1 + r * Math.cos(phi)) / 2, (1 - r * Math.sin(phi)) / 2];
    }
    default:
      return null;
  }
}

/** The point of the whole frame that `eye` sees in direction `dir` (null: nothing there, drawn black). */
export function frameUv(format: VrFormat, eye: Eye, dir: Vec3): Uv | null {
  const uv = eyeUv(format, dir);
  if (!uv) return null;
  const second = eye === 'right';
  switch (format.stereo) {
    case 'sbs':
      return [uv[0] / 2 + (second ? 0.5 : 0), uv[1]];
    case 'tb':
      return [uv[0], uv[1] / 2 + (second ? 0.5 : 0)];
    default:
      return uv;
  }
}

/** The eye whose half of the frame is shown for `eye`, after the comfort setting 'swap eyes'. */
export const shownEye = (eye: Eye, swapEyes: boolean): Eye => (swapEyes ? (eye === 'left' ? 'right' : 'left') : eye);

/** A mesh: positions (x, y, z per vertex), texture coordinates (WebGL's: v upwards) and triangle indices. */
export interface Mesh {
  positions: Float32Array;
  uvs: Float32Array;
  indices: Uint32Array;
}

/**
 * The inside of a sphere (radius `radius`) covering what `format` filmed, with each vertex's texture coordinate
 * for `eye`: a longitude/latitude grid for equirectangular frames (its seam falls on the frame's edge), a polar cap
 * around the view axis for fisheye frames. Triangles face inwards.
 */
export function eyeMesh(format: VrFormat, eye: Eye, radius = 50, segments = 64): Mesh {
  const rows = segments / 2;
  const cols = segments;
  const positions: number[] = [];
  const uvs: number[] = [];
  const indices: number[] = [];
  const push = (dir: Vec3) => {
    const uv = frameUv(format, eye, dir) ?? [0, 0];
    positions.push(dir[0] * radius, dir[1] * radius, dir[2] * radius);
    uvs.push(uv[0], 1 - uv[1]);
  };
  if (format.projection === 'fisheye') {
    const halfFov = (format.fov * Math.PI) / 360;
    for (let i = 0; i <= rows; i++) {
      const theta = (i / rows) * halfFov;
      for (let j = 0; j <= cols; j++) {
        const phi = (j / cols) * 2 * Math.PI;
        push([Math.sin(theta) * Math.cos(phi), Math.sin(theta) * Math.sin(phi), -Math.cos(theta)]);
      }
    }
  } else {
    const span = format.projection === 'equirect360' ? 2 * Math.PI : Math.PI;
    for (let i = 0; i <= rows; i++) {
      const lat = HALF_PI - (i / rows) * Math.PI;
      for (let j = 0; j <= cols; j++) {
        // Just inside the edges, so the seam's vertices take the edge's side of the frame.
        const lon = -span / 2 + (j / cols) * span;
        const inside = Math.max(-span / 2 + 1e-6, Math.min(span / 2 - 1e-6, lon));
        push([Math.cos(lat) * Math.sin(inside), Math.sin(lat), -Math.cos(lat) * Math.cos(inside)]);
      }
    }
  }
  for (let i = 0; i < rows; i++) {
    for (let j = 0; j < cols; j++) {
      const a = i * (cols + 1) + j;
      const b = a + cols + 1;
      // Seen from the centre: counter-clockwise, so the inside faces the camera.
      indices.push(a, a + 1, b, b, a + 1, b + 1);
    }
  }
  return { positions: new Float32Array(positions), uvs: new Float32Array(uvs), indices: new Uint32Array(indices) };
}

/** The direction the viewer looks at for yaw (right positive) and pitch (up positive), radians. */
export function lookDirection(yaw: number, pitch: number): Vec3 {
  return [Math.cos(pitch) * Math.sin(yaw), Math.sin(pitch), -Math.cos(pitch) * Math.cos(yaw)];
}

/**
 * Clamps a look: pitch within ±85°, yaw within the filmed field for 180° and fisheye frames (±90° / ±fov/2), less
 * `margin` (half the view's own width, radians) so the view's edge stops at the film's edge.
 */
export function clampLook(format: VrFormat, yaw: number, pitch: number, margin = 0): { yaw: number; pitch: number } {
  const maxPitch = (85 * Math.PI) / 180;
  const p = Math.max(-maxPitch, Math.min(maxPitch, pitch));
  if (format.projection === 'equirect360') return { yaw: Math.atan2(Math.sin(yaw), Math.cos(yaw)), pitch: p };
  const maxYaw = Math.max(0, (format.projection === 'fisheye' ? (format.fov * Math.PI) / 360 : HALF_PI) - margin);
  return { yaw: Math.max(-maxYaw, Math.min(maxYaw, yaw)), pitch: p };
}
