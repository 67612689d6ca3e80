/** The vreels feed in the atlas: with and without autoplay, an empty feed. */
import { vreelsMachine } from '../../machines/vreels.machine.ts';
import { defineAtlasEntry } from './define.ts';

export const vreelsEntry = defineAtlasEntry({
  id: 'vreels',
  title: 'Vreels feed',
  spec: ["000 §2.4 'Vreels'", "000 intro 'vreelz=on' with enableVreels"],
  description:
    'One vertical clip active at a time; with vreelz=on and enableVreels the first plays at once, otherwise the play button starts it; next/previous/select move the active clip and keep playing.',
  area: 'catalogue',
  lifetime: 'screen',
  machine: vreelsMachine,
  inputs: { autoplay: { count: 3, autoplay: true }, 'play button': { count: 3, autoplay: false }, empty: { count: 0, autoplay: true } },
  events: [
    { type: 'NEXT' },
    { type: 'PREV' },
    { type: 'SELECT', index: 2 },
    { type: 'SELECT', index: 9 },
    { type: 'PLAY_CLICKED' },
    { type: 'PAUSE_CLICKED' },
    { type: 'PLAY_REFUSED' },
  ],
});
