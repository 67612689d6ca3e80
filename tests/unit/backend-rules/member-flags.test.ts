/** What the site API's member calls ask of a signed-in member (spec 000 §4 'Membership status (claim usc)'). */
import { describe, expect, it } from 'vitest';
import { memberFlags } from '../../../backend/rules/member-flags.ts';

const user = (status: string, has_benefits = false) => ({ status, has_benefits });

describe('member flags', () => {
  it('authorises active and canceled members for live cam, and inactive ones only with benefits', () => {
    expect(memberFlags(100, user('active')).authorizedForLiveCam).toBe(true);
    expect(memberFlags(200, user('canceled')).authorizedForLiveCam).toBe(true);
    expect(memberFlags(1, user('inactive')).authorizedForLiveCam).toBe(false);
    expect(memberFlags(1, user('inactive', true)).authorizedForLiveCam).toBe(true);
  });
  it('never authorises an expired member, by status code or by the status text in any case', () => {
    expect(memberFlags(300, user('expired')).authorizedForLiveCam).toBe(false);
    expect(memberFlags(100, user('Expired')).authorizedForLiveCam).toBe(false);
    expect(memberFlags(1, user('EXPIRED', true)).authorizedForLiveCam).toBe(false);
  });
  it('counts active, expired and inactive members as token buyers', () => {
    for (const [usc, status] of [
      [100, 'active'],
      [300, 'expired'],
      [1, 'inactive'],
    ] as const)
      expect(memberFlags(usc, user(status)).activeExpiredOrInactive).toBe(true);
  });
});
