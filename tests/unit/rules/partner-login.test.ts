import { describe, expect, it } from 'vitest';
import { handOffUrl, partnerLoginHeading } from '../../../domain/partner-login.ts';

describe('partner login rules', () => {
  it('sends the code and the state to the redirect URI, keeping its query and dropping a fragment', () => {
    expect(handOffUrl('https://app.test/cb/', 'c0de', 'xyz')).toBe('https://app.test/cb/?code=c0de&state=xyz');
    expect(handOffUrl('https://app.test/cb?v=2#top', 'a+b/c', 'x y&z')).toBe('https://app.test/cb?v=2&code=a%2Bb%2Fc&state=x+y%26z');
    expect(handOffUrl('playa://signin', 'c', null)).toBe('playa://signin?code=c');
  });

  it('names the app that asks', () => {
    expect(partnerLoginHeading('PLAYA')).toBe('Sign in to continue to PLAYA');
  });
});
