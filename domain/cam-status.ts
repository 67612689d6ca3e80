/**
 * Broadcast statuses (spec 002 §4.1): the display label of a status, the list's status filter values and groups, and
 * whether a broadcast counts as active. Which status answers to which filter value is the cam provider's
 * (backend/cams/status-filter.ts in the embedded one).
 */
import type { BroadcastStatus } from '../contracts/cam-provider.ts';

/** The statuses with a label: the codes plus PUBLIC_6K and PRIVATE, which have labels but are not codes. */
export type LabelledStatus = BroadcastStatus | 'PUBLIC_6K' | 'PRIVATE';

const LABELS: Record<LabelledStatus, string> = {
  PUBLIC: 'live 4k',
  PUBLIC_6K: 'live 6k',
  PRIVATE_SHOW: 'in private',
  PRIVATE: 'in private',
  MY_PRIVATE_SHOW: 'in private',
  AWAY: 'away',
  SPY_SHOW: 'spy now',
  OFFLINE: 'offline',
  UNINITIALIZED: 'offline',
  ERROR: 'offline',
};

/** The label of a room's status; a public 6K broadcast reads 'live 6k' (§2.3). */
export function statusLabel(status: BroadcastStatus, is6k = false): string {
  return status === 'PUBLIC' && is6k ? LABELS.PUBLIC_6K : LABELS[status];
}

export type StatusFilterValue = 'away' | 'in private' | 'offline' | 'public' | 'private';

/** The list's status groups (§4.1). */
export const STATUS_GROUPS = {
  ONLINE: ['away', 'public', 'private'],
  ALL: ['away', 'public', 'private', 'offline'],
} as const satisfies Record<string, readonly StatusFilterValue[]>;

/** A broadcast counts as active unless its state is AWAY, OFFLINE, UNINITIALIZED or PRIVATE_SHOW (§4.1). */
export const isActiveBroadcast = (status: BroadcastStatus): boolean => !['AWAY', 'OFFLINE', 'UNINITIALIZED', 'PRIVATE_SHOW'].includes(status);
