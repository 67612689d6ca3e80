/** Who may open the machine atlas: administrators; anybody on an embedded site in development mode. */
import { describe, expect, it } from 'vitest';
import { ATLAS_REFUSED_STATUS, canOpenAtlas } from '../../../domain/atlas-access.ts';

const production = { embedded: true, development: false };
const upstreams = { embedded: false, development: false };

describe('canOpenAtlas', () => {
  it('lets administrators in (admin or super_admin, spec 000 §6) on any site', () => {
    for (const site of [production, upstreams, { embedded: false, development: true }]) {
      expect(canOpenAtlas(['admin'], site)).toBe(true);
      expect(canOpenAtlas(['super_admin'], site)).toBe(true);
      expect(canOpenAtlas(['moderator', 'admin'], site)).toBe(true);
    }
  });

  it('refuses guests, members and moderators in production, embedded or not', () => {
    for (const site of [production, upstreams]) {
      expect(canOpenAtlas(null, site)).toBe(false);
      expect(canOpenAtlas(undefined, site)).toBe(false);
      expect(canOpenAtlas([], site)).toBe(false);
      expect(canOpenAtlas(['moderator'], site)).toBe(false);
      expect(canOpenAtlas(['Admin', 'administrator'], site)).toBe(false);
    }
  });

  it('lets anybody in on an embedded site in development mode (npm run dev), and only there', () => {
    expect(canOpenAtlas(null, { embedded: true, development: true })).toBe(true);
    expect(canOpenAtlas([], { embedded: true, development: true })).toBe(true);
    // Development against real upstreams: their users, so their roles decide.
    expect(canOpenAtlas(null, { embedded: false, development: true })).toBe(false);
  });

  it("refuses with the status of the 'Access denied' screen (spec 000 §8: page error 401)", () => {
    expect(ATLAS_REFUSED_STATUS).toBe(401);
  });
});
