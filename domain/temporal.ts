/**
 * Temporal for the Los Angeles time rules (header-bar-time.ts, promo-timer.ts): the runtime's own where it has one
 * (current Chrome and Firefox), else temporal-polyfill, fetched only then (18.5 KB gzip that a browser's first
 * client navigation fetched for the header bar's countdowns). The modules that use it are loaded on demand.
 */
import type { Temporal as PolyfillTemporal } from 'temporal-polyfill';

type TemporalApi = typeof PolyfillTemporal;

const own = (globalThis as { Temporal?: TemporalApi }).Temporal;

export const Temporal: TemporalApi = own ?? (await import('temporal-polyfill')).Temporal;
