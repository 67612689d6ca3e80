/**
 * The VR player in the atlas: a 180° side-by-side full video for a member (opened by a click, headset available)
 * and a flat trailer in an embed (waits for Play; a headset shows it on a screen); the media's facts, the controls, the views, the
 * headset session's start and end, and a saved resume point found or not.
 */
import { playerMachine, type PlayerContext } from '../../machines/player.machine.ts';
import { defineAtlasEntry } from './define.ts';

const chapters = [
  { title: 'Intro', start: 0 },
  { title: 'Sitting', start: 3.4 },
  { title: 'Close Up', start: 6.6 },
];

/** The abstraction the graph is drawn in: the states and the facts its guards read, not the numbers or messages. */
const view = (c: PlayerContext) => ({
  projection: c.format.projection,
  quality: c.quality,
  xrSupported: c.xrSupported,
  autoplay: c.autoplay,
});

export const playerEntry = defineAtlasEntry({
  id: 'player',
  title: 'VR player',
  spec: [
    "000 §2.4 'Video page' (player and trailer panels, the headset-player modal, sources, thumbnail sprites)",
    "000 §2.4 'Embed page'",
    'in-page 180°/360° viewer, WebXR headset mode, keyboard, resume every 10 s and on pause/exit, chapters',
  ],
  description:
    "Playback (loading, ready, playing, paused, buffering, ended, error) beside the view (3D sphere, flat frame, immersive headset session) and the resume offer. The position is saved every 10 s while playing, on pause, at the end and on close; a new quality reloads from the same position; 'Watch in VR' starts a headset session that returns to the page where it left.",
  area: 'catalogue',
  lifetime: 'screen',
  machine: playerMachine,
  inputs: {
    'member, 180° full video': {
      format: { projection: 'equirect180', stereo: 'sbs', fov: 180 },
      kind: 'full',
      qualities: ['2K', '3K'],
      chapters,
      autoplay: true,
      xrSupported: false,
    },
    'embed, flat trailer': {
      format: { projection: 'flat', stereo: 'mono', fov: 0 },
      kind: 'trailer',
      qualities: ['2K'],
      autoplay: false,
      xrSupported: true,
    },
  },
  events: [
    { type: 'MEDIA_READY', duration: 10 },
    { type: 'MEDIA_PLAYING' },
    { type: 'MEDIA_WAITING' },
    { type: 'MEDIA_ENDED' },
    { type: 'MEDIA_ERROR' },
    { type: 'TIME_UPDATED', position: 4 },
    { type: 'PAUSE' },
    { type: 'PLAY_TOGGLED' },
    { type: 'RETRY' },
    { type: 'SEEK', to: 5 },
    { type: 'SEEK_BY', delta: 10 },
    { type: 'SEEK_BY', delta: -10 },
    { type: 'NEXT_CHAPTER' },
    { type: 'VOLUME_BY', delta: -0.1 },
    { type: 'VOLUME_SET', volume: 0 },
    { type: 'MUTE_TOGGLED' },
    { type: 'QUALITY_CHOSEN', quality: '3K' },
    { type: 'QUALITY_CHOSEN', quality: '8K' },
    { type: 'FULLSCREEN_TOGGLED' },
    { type: 'FULLSCREEN_CHANGED', on: false },
    { type: 'SIZE_TOGGLED' },
    { type: 'VIEW_FLAT' },
    { type: 'VIEW_3D' },
    { type: 'RECENTRED' },
    { type: 'ENTER_VR' },
    { type: 'XR_ENDED' },
    { type: 'COMFORT_CHANGED', comfort: { swapEyes: true } },
    { type: 'RESUME_ACCEPTED' },
    { type: 'RESUME_DISMISSED' },
    { type: 'CLOSED' },
    { type: 'xstate.done.actor.loadProgress', output: 42 },
    { type: 'xstate.done.actor.loadProgress', output: null },
    { type: 'xstate.error.actor.loadProgress', error: new Error('Network error') },
    { type: 'xstate.done.actor.xrSession', output: { mode: 'immersive-vr' } },
    { type: 'xstate.done.actor.xrSupport', output: true },
    { type: 'xstate.done.actor.xrSupport', output: false },
    { type: 'xstate.error.actor.xrSupport', error: new Error('SecurityError') },
    { type: 'xstate.error.actor.xrSession', error: new Error('NotSupportedError') },
  ],
  fakeActors: ['loadProgress', 'xrSession', 'xrSupport'],
  graph: {
    limit: 60_000,
    serializeState: (s) => JSON.stringify([s.value, view(s.context)]),
    contextView: view,
  },
});
