/** The ad banner video in the atlas: with and without a still image, scrolled into and out of view. */
import { adVideoMachine } from '../../machines/ad-video.machine.ts';
import { defineAtlasEntry } from './define.ts';

export const adVideoEntry = defineAtlasEntry({
  id: 'ad-video',
  title: 'Ad banner video',
  spec: ["000 §2.3 'Ad banner' (a banner video starts when 10% visible, after 1500 ms when a still image exists)"],
  description:
    'The video waits until 10 % of the banner is visible; with a still image it shows the still for 1500 ms first. Scrolled out of view it pauses, and resumes when back (our design); scrolled away during the still, it waits again.',
  area: 'catalogue',
  lifetime: 'screen',
  machine: adVideoMachine,
  inputs: { 'with a still': { hasStill: true }, 'video only': { hasStill: false } },
  events: [{ type: 'VISIBLE' }, { type: 'HIDDEN' }],
});
