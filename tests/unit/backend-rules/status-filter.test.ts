/** The cam provider's status filter (spec 002 §4.1 'List status groups'). */
import { describe, expect, it } from 'vitest';
import { statusFilterValue } from '../../../backend/cams/status-filter.ts';

describe('status filter values', () => {
  it('answers each broadcast status with its filter value; a spy show filters as private', () => {
    expect(statusFilterValue('PUBLIC')).toBe('public');
    expect(statusFilterValue('AWAY')).toBe('away');
    expect([statusFilterValue('PRIVATE_SHOW'), statusFilterValue('MY_PRIVATE_SHOW')]).toEqual(['in private', 'in private']);
    expect(statusFilterValue('SPY_SHOW')).toBe('private');
    expect([statusFilterValue('OFFLINE'), statusFilterValue('UNINITIALIZED'), statusFilterValue('ERROR')]).toEqual(['offline', 'offline', 'offline']);
  });
});
