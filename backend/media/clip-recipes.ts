/**
 * Recipes of the 18 generated demo clips (spec 000 §2.4 'Video card' muted
 * looping preview, 'Video page' full and trailer player; §3 'Video'
 * videoPreviewPoster and videoPlayerSources, 'Trailer'): ffmpeg arguments for
 * six abstract animated looks from lavfi sources (no drawtext), a clip-number
 * overlay of dots, a progress bar on trailers and full clips, and a soft sine
 * audio track on trailers and full clips. VP8/Opus WebM at a low bitrate.
 */

export const CLIP_KINDS = ['trailer', 'preview', 'full'] as const;
export type ClipKind = (typeof CLIP_KINDS)[number];
export const CLIP_LOOKS = 6;

/**
 * Every clip file made as a file: the cards' previews 'preview-1.webm' … 'preview-6.webm'. The trailer and full
 * looks are the pictures on the VR set's screen (vr-recipes.ts), filmed into the VR media.
 */
export const CLIP_FILES: readonly string[] = Array.from({ length: CLIP_LOOKS }, (_, i) => `preview-${i + 1}.webm`);

/** Names the clip routes serve; anything else is refused. */
export const CLIP_FILE_PATTERN = /^preview-[1-6]\.webm$/;

interface Shape {
  w: number;
  h: number;
  seconds: number;
  videoKbps: number;
  audio: boolean;
}

const SHAPES: Record<ClipKind, Shape> = {
  trailer: { w: 640, h: 360, seconds: 8, videoKbps: 220, audio: true },
  preview: { w: 320, h: 180, seconds: 3, videoKbps: 110, audio: false },
  full: { w: 640, h: 360, seconds: 12, videoKbps: 220, audio: true },
};

const FPS = 24;

/** Nearest even integer: ffmpeg sizes must be whole, and yuv420p wants them even. */
const even = (n: number): number => Math.max(2, Math.round(n / 2) * 2);

/** The animated base picture of look `n` (1-6) at w x h lasting d seconds, ending in [base]. */
function look(n: number, kind: ClipKind, w: number, h: number, d: number): string {
  const hw = even(w / 2);
  const hh = even(h / 2);
  const qw = even(w / 4);
  const qh = even(h / 4);
  const spin = kind === 'full' ? 60 : 0;
  switch (n) {
    case 1:
      return `testsrc2=s=${w}x${h}:r=${FPS}:d=${d},hue=h=${spin}+360*t/${d}:s=0.8,boxblur=2:1[base]`;
    case 2:
      return `mandelbrot=s=${hw}x${hh}:r=${FPS}:maxiter=160:start_x=-0.743643887:start_y=0.131825904:start_scale=2.5:end_scale=0.08:end_pts=${d * FPS},trim=duration=${d},scale=${w}:${h},hue=h=${spin + 200}[base]`;
    case 3:
      return `life=s=${even(w / 8)}x${even(h / 8)}:r=${FPS}:ratio=0.3:seed=${kind.length * 7}:mold=12:life_color=#ffb36b:death_color=#1d1245:mold_color=#5a3ea8,trim=duration=${d},scale=${w}:${h}:flags=bilinear,hue=h=${spin}[base]`;
    case 4:
      return `cellauto=s=${even(w / 4)}x${even(h / 4)}:r=${FPS}:rule=${kind === 'full' ? 90 : 110}:scroll=1:random_seed=${kind.length}:random_fill_ratio=0.5,trim=duration=${d},scale=${w}:${h}:flags=neighbor,format=rgb24,lutrgb=r=40+val*0.2:g=60+val*0.55:b=90+val*0.6,hue=h=${spin}[base]`;
    case 5:
      return `nullsrc=s=${qw}x${qh}:r=${FPS}:d=${d},geq=r='128+110*sin(X*${(32 / qw).toFixed(3)}+T*1.7)':g='110+90*sin(Y*${(40 / qw).toFixed(3)}-T*1.1+X/${qw / 8})':b='150+100*sin((X+Y)*${(24 / qw).toFixed(3)}+T*0.8)',scale=${w}:${h}:flags=bicubic,hue=h=${spin}:s=0.75[base]`;
    default:
      return `nullsrc=s=${qw}x${qh}:r=${FPS}:d=${d},geq=r='120+110*sin(hypot(X-W/2,Y-H/2)*${(80 / qw).toFixed(3)}-T*5)':g='70+60*sin(atan2(Y-H/2,X-W/2)*6+T*2)':b='170+80*cos(hypot(X-W/2,Y-H/2)*${(54 / qw).toFixed(3)}-T*3)',scale=${w}:${h}:flags=bicubic,hue=h=${spin}:s=0.75[base]`;
  }
}

/** The -filter_complex graph of one clip: look, overlay, optional progress bar, [v] out. */
export function clipFilter(kind: ClipKind, n: number, seconds: number = SHAPES[kind].seconds): string {
  const { w, h } = SHAPES[kind];
  const unit = w / 320;
  const dots = Array.from(
    { length: n },
    (_, i) =>
      `drawbox=x=${Math.round((10 + i * 10) * unit)}:y=${Math.round(10 * unit)}:w=${Math.round(6 * unit)}:h=${Math.round(6 * unit)}:color=white@0.85:t=fill`,
  ).join(',');
  const frame = `drawbox=x=0:y=0:w=iw:h=ih:color=white@0.35:t=${Math.round(2 * unit)}`;
  if (kind === 'preview') {
    // Ping-pong: half the time forwards, then the same frames backwards, so the loop is seamless.
    const half = seconds / 2;
    return `${look(n, kind, w, h, half)};[base]split[fw][bw0];[bw0]reverse[bw];[fw][bw]concat=n=2:v=1:a=0,${frame},${dots},setsar=1,format=yuv420p[v]`;
  }
  const bar = Math.max(2, Math.round(2 * unit));
  return (
    `${look(n, kind, w, h, seconds)};` +
    `color=c=white:s=${w}x${bar}:r=${FPS}:d=${seconds}[bar];` +
    `[base]${frame},${dots}[pic];` +
    `[pic][bar]overlay=x='-W+W*t/${seconds}':y=${h - bar}:shortest=1,setsar=1,format=yuv420p[v]`
  );
}

/** The short vertical clips of the vreels feed (spec 000 §2.4 'Vreels'): 360x640, 3 s, silent, ten of them. */
export const VREEL_COUNT = 10;
export const VREEL_SHAPE = { w: 360, h: 640, seconds: 3, videoKbps: 140 } as const;
/** Every vreel file name: 'vreel-1.webm' … 'vreel-10.webm'. */
export const VREEL_FILES: readonly string[] = Array.from({ length: VREEL_COUNT }, (_, i) => `vreel-${i + 1}.webm`);
/** Names the vreel route serves; anything else is refused. */
export const VREEL_FILE_PATTERN = /^vreel-([1-9]|10)\.webm$/;

/** The -filter_complex graph of vreel `n` (1-10): one of the six looks upright, its hue turned per clip, n dots. */
export function vreelFilter(n: number): string {
  const { w, h, seconds } = VREEL_SHAPE;
  const unit = w / 320;
  const dots = Array.from(
    { length: n },
    (_, i) =>
      `drawbox=x=${Math.round((10 + i * 10) * unit)}:y=${Math.round(10 * unit)}:w=${Math.round(6 * unit)}:h=${Math.round(6 * unit)}:color=white@0.85:t=fill`,
  ).join(',');
  const frame = `drawbox=x=0:y=0:w=iw:h=ih:color=white@0.35:t=${Math.round(2 * unit)}`;
  return `${look(((n - 1) % CLIP_LOOKS) + 1, 'preview', w, h, seconds)};[base]hue=h=${n * 36},${frame},${dots},setsar=1,format=yuv420p[v]`;
}

/** Full ffmpeg argument list writing vreel `n` as a silent VP8 WebM to `outFile`. */
export function vreelArgs(n: number, outFile: string): string[] {
  const kbps = VREEL_SHAPE.videoKbps;
  return ['-filter_complex', vreelFilter(n), '-map', '[v]', '-an', ...vp8Output(kbps, VREEL_SHAPE.seconds, outFile)];
}

/**
 * The VP8 WebM output every clip shares: constant `kbps`, realtime encoding on one thread (`cpuUsed` 8, or up to 16
 * for the large VR frames, trading detail for speed), a key frame each 2 s.
 */
export function vp8Output(kbps: number, seconds: number, outFile: string, cpuUsed = 8): string[] {
  return [
    '-c:v',
    'libvpx',
    '-b:v',
    `${kbps}k`,
    '-minrate',
    `${kbps}k`,
    '-maxrate',
    `${kbps}k`,
    '-bufsize',
    `${kbps * 2}k`,
    '-deadline',
    'realtime',
    '-cpu-used',
    String(cpuUsed),
    '-g',
    String(FPS * 2),
    '-threads',
    '1',
    '-t',
    String(seconds),
    '-f',
    'webm',
    outFile,
  ];
}

/** The input of look `n`'s soft sine soundtrack lasting `seconds` (a lavfi source). */
export function audioInput(n: number, seconds: number): string[] {
  const f = [196, 220, 247, 262, 294, 330][n - 1] ?? 220;
  return ['-f', 'lavfi', '-i', `aevalsrc='0.12*sin(2*PI*${f}*t)*(0.7+0.3*sin(2*PI*t/2))+0.06*sin(2*PI*${f * 1.5}*t)':s=48000:d=${seconds}`];
}

/** Maps input `index`'s audio with a fade in and out, as Opus at 24 kbps. */
export function audioOutput(index: number, seconds: number): string[] {
  return ['-map', `${index}:a`, '-af', `afade=t=in:d=0.5,afade=t=out:st=${seconds - 0.7}:d=0.7`, '-c:a', 'libopus', '-b:a', '24k'];
}

/** Full ffmpeg argument list writing clip `kind-n` as WebM to `outFile`. */
export function clipArgs(kind: ClipKind, n: number, outFile: string): string[] {
  const shape = SHAPES[kind];
  const args = ['-filter_complex', clipFilter(kind, n)];
  if (shape.audio) {
    args.push(...audioInput(n, shape.seconds), '-map', '[v]', ...audioOutput(0, shape.seconds));
  } else {
    args.push('-map', '[v]', '-an');
  }
  const kbps = shape.videoKbps;
  args.push(...vp8Output(kbps, shape.seconds, outFile));
  return args;
}
