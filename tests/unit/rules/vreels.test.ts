import { describe, expect, it } from 'vitest';
import { stepIndex, vreelsAutoplay, vreelsMenuHref } from '../../../domain/vreels.ts';

describe('vreels rules (spec 000 intro, §2.3, §2.4)', () => {
  it('auto-plays only with vreelz=on and enableVreels', () => {
    expect(vreelsAutoplay(true, 'on')).toBe(true);
    expect(vreelsAutoplay(true, undefined)).toBe(false);
    expect(vreelsAutoplay(true, 'off')).toBe(false);
    expect(vreelsAutoplay(false, 'on')).toBe(false);
  });
  it('shows the VReels button when enabled and not on the dashboard', () => {
    expect(vreelsMenuHref(true, 'default')).toBe('/vreels/?vreelz=on');
    expect(vreelsMenuHref(true, 'dashboard')).toBeNull();
    expect(vreelsMenuHref(false, 'default')).toBeNull();
  });
  it('steps within the feed', () => {
    expect(stepIndex(0, 1, 3)).toBe(1);
    expect(stepIndex(2, 1, 3)).toBe(2);
    expect(stepIndex(0, -1, 3)).toBe(0);
    expect(stepIndex(5, 0, 0)).toBe(0);
  });
});
