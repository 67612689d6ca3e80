/** The video page panels in the atlas: a member and a guest, every panel request, access gained and lost. */
import { videoPanelMachine } from '../../machines/video-panel.machine.ts';
import { defineAtlasEntry } from './define.ts';

export const videoPanelEntry = defineAtlasEntry({
  id: 'video-panel',
  title: 'Video page panels',
  spec: ["000 §2.4 'Video page' (panels that exclude each other; video type full or trailer)"],
  description:
    "Poster, trailer (poster plus the trailer), player (the full video, poster hidden, only with access) and sharing exclude each other; the panel follows the viewer's access (ACCESS_CHANGED from the session's facts), and a lost membership closes the full video.",
  area: 'catalogue',
  lifetime: 'screen',
  machine: videoPanelMachine,
  inputs: { member: { canWatchFull: true }, guest: { canWatchFull: false } },
  events: [
    { type: 'TRAILER_REQUESTED' },
    { type: 'FULL_REQUESTED' },
    { type: 'SHARE_REQUESTED' },
    { type: 'CLOSE_REQUESTED' },
    { type: 'QUALITY_CHOSEN', quality: '3K' },
    { type: 'ACCESS_CHANGED', canWatchFull: true },
    { type: 'ACCESS_CHANGED', canWatchFull: false },
  ],
});
