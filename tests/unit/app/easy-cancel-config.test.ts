/** The easy-cancel feature flag (spec 001 §9 'easy cancel is disabled in one configuration'): off on LumenAR only. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../app/config/env.ts';
import { sitePresets } from '../../../app/config/sites.ts';

describe('easy cancel flag', () => {
  it('is off in exactly one preset, LumenAR, and reaches the public config', () => {
    expect(
      Object.values(sitePresets)
        .filter((p) => !p.easyCancel)
        .map((p) => p.key),
    ).toEqual(['lumen']);
    expect(loadConfig({ SITE: 'lumen' }).public.easyCancel).toBe(false);
    expect(loadConfig({ SITE: 'velvet' }).public.easyCancel).toBe(true);
  });
});
