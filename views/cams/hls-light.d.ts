/** hls.js's light build (no alternate audio, subtitles or DRM: a cam stream has none) has the full build's types. */
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
