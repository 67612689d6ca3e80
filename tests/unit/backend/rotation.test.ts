/** The sealed successor pair of a rotated refresh token (backend/auth/rotation.ts). */
import { describe, expect, it } from 'vitest';
import { sealSuccessor, unsealSuccessor } from '../../../backend/auth/rotation.ts';

describe('sealed successor pair', () => {
  const pair = { atoken: 'header.claims.signature', rtoken: 'new-refresh-token' };

  it('opens with the refresh token it was sealed with', () => {
    expect(unsealSuccessor('old-refresh-token', sealSuccessor('old-refresh-token', pair))).toEqual(pair);
  });

  it('does not open with another token, nor when damaged, and shows nothing of the pair', () => {
    const sealed = sealSuccessor('old-refresh-token', pair);
    expect(sealed).not.toContain(pair.rtoken);
    expect(unsealSuccessor('another-token', sealed)).toBeNull();
    // Damage the tag's first character (its last ones carry padding bits: rewriting them may change no byte).
    const [iv, body, tag = ''] = sealed.split('.');
    const damaged = `${iv}.${body}.${tag.startsWith('A') ? 'B' : 'A'}${tag.slice(1)}`;
    expect(unsealSuccessor('old-refresh-token', damaged)).toBeNull();
    expect(unsealSuccessor('old-refresh-token', 'garbage')).toBeNull();
  });
});
