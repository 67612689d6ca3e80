/**
 * The fake-buy pop-ups in the atlas: a guest with the default timings (15 s pause, 5 s shown) over a short list of
 * two entries (so the loop's graph is finite), an active member who never gets them, a config that leaves them off;
 * the session's changes stop and restart the loop.
 */
import { fakeBuyMachine } from '../../machines/fake-buy.machine.ts';
import { defineAtlasEntry } from './define.ts';

const defaults = { pauseMs: 15_000, showMs: 5000, links: true, seed: 7, count: 2 };

export const fakeBuyEntry = defineAtlasEntry({
  id: 'fake-buy',
  title: 'Fake-buy pop-ups',
  spec: [
    "001 §2 'Fake-buy social-proof pop-ups'",
    "001 §4 'Fake-buy pop-ups'",
    "001 §5 'Fake-buy config'",
    '001 §6',
    '001 §9 (15 s, 5 s, minimum 1)',
  ],
  description:
    'For logged-out visitors and inactive members in the verified view, when the config enables them: wait half the pause, show the next entry for the show duration, hide, wait half the pause, next. A visitor who signs in as an active member stops the loop.',
  area: 'sales',
  lifetime: 'visit',
  machine: fakeBuyMachine,
  inputs: {
    'guest, defaults': { ...defaults, enabled: true, allowed: true },
    'active member': { ...defaults, enabled: true, allowed: false },
    'config off': { ...defaults, enabled: false, allowed: true },
  },
  events: [{ type: 'SESSION_CHANGED', allowed: false }, { type: 'SESSION_CHANGED', allowed: true }, { type: 'HELD' }, { type: 'RELEASED' }],
  delays: { halfPause: 7500, showDuration: 5000 },
});
