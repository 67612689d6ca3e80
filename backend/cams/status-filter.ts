/**
 * The cam provider's status filter (spec 002 §4.1 'List status groups'): the filter value a room's broadcast status
 * answers to in the list call's `status` — away, in private, offline, public or private. A spy show filters as
 * 'private' though the site labels it 'spy now'.
 */
import type { BroadcastStatus } from '../../contracts/cam-provider.ts';

const FILTER_VALUES: Record<BroadcastStatus, string> = {
  AWAY: 'away',
  MY_PRIVATE_SHOW: 'in private',
  PRIVATE_SHOW: 'in private',
  OFFLINE: 'offline',
  UNINITIALIZED: 'offline',
  ERROR: 'offline',
  PUBLIC: 'public',
  SPY_SHOW: 'private',
};

export const statusFilterValue = (status: BroadcastStatus): string => FILTER_VALUES[status];
