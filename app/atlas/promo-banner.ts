/**
 * The promo countdown banner in the atlas: a guest 2.5 s before the deadline (so the ticks reach it), a visitor who
 * closed it before, a signed-in member, no promotion; closing it, signing in and out, the real clock read after a while in a hidden tab.
 */
import { promoBannerMachine } from '../../machines/promo-banner.machine.ts';
import { defineAtlasEntry } from './define.ts';

/** 2026-11-23 23:59:57.500 in Los Angeles (UTC−8). */
const NOW = Date.UTC(2026, 10, 24, 7, 59, 57, 500);
const DEADLINE = Date.UTC(2026, 10, 24, 8);
const content = {
  description: 'Year-end offer: save 50% on a 1-year membership',
  link: '/join-now/',
  images: {
    mobile: '/media/art/promo-timer/year-end-mobile.svg',
    tablet: '/media/art/promo-timer/year-end-tablet.svg',
    desktop: '/media/art/promo-timer/year-end-desktop.svg',
  },
};

export const promoBannerEntry = defineAtlasEntry({
  id: 'promo-banner',
  title: 'Promo countdown banner',
  spec: [
    "001 §2 'Promo countdown banner (promo timer)'",
    "001 §4 'Promo countdown banner'",
    '001 §6',
    '001 §9 (86400 s cookie, 1 s ticks, America/Los_Angeles)',
  ],
  description:
    "For logged-out visitors in the verified view: a countdown to the end of the promotion's day in Los Angeles (or of today with a cheat timer), ticking every second and hiding at 0. Closing it sets a cookie for a day; signing in hides it.",
  area: 'sales',
  lifetime: 'visit',
  machine: promoBannerMachine,
  inputs: {
    'guest, 2.5 s left': { deadlineMs: DEADLINE, nowMs: NOW, closed: false, allowed: true, content },
    'closed before': { deadlineMs: DEADLINE, nowMs: NOW - 3_600_000, closed: true, allowed: true, content },
    'signed-in member': { deadlineMs: DEADLINE, nowMs: NOW, closed: false, allowed: false, content },
    'no promotion': { deadlineMs: null, nowMs: NOW, closed: false, allowed: true, content: null },
  },
  events: [
    { type: 'CLOSE_CLICKED' },
    { type: 'SESSION_CHANGED', allowed: false },
    { type: 'SESSION_CHANGED', allowed: true },
    // The real clock read after a while in a hidden tab: past the deadline.
    { type: 'CLOCK_SYNCED', nowMs: DEADLINE + 60_000 },
  ],
});
