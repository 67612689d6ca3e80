/** The video card preview in the atlas: two cards entered and left, previews on and switched off. */
import { cardPreviewMachine } from '../../machines/card-preview.machine.ts';
import { defineAtlasEntry } from './define.ts';

export const cardPreviewEntry = defineAtlasEntry({
  id: 'card-preview',
  title: 'Video card preview',
  spec: ["000 §2.4 'Video card' (the muted preview)", '000 §9 preview debounce 150 ms'],
  description:
    'A muted preview plays on the active card (hover or touch), one card at a time, after a 150 ms debounce that entering another card restarts; configuration can switch previews off.',
  area: 'catalogue',
  lifetime: 'visit',
  machine: cardPreviewMachine,
  inputs: { enabled: {}, 'switched off': { enabled: false } },
  events: [
    { type: 'POINTER_ENTERED', id: 1 },
    { type: 'POINTER_ENTERED', id: 2 },
    { type: 'POINTER_LEFT', id: 1 },
    { type: 'POINTER_LEFT', id: 2 },
  ],
});
