/** Staff shortcuts (spec 000 §6 'Roles and permissions'): who is staff, and where each 'Edit' item leads. */
import { describe, expect, it } from 'vitest';
import type { Claims } from '../../../domain/claims.ts';
import { editUrl, hasAdminRole, isStaff, staffMenuItem } from '../../../domain/staff.ts';

const NOW = 1_800_000_000;
const claims = (vra: string[], exp = NOW + 900): Claims => ({ exp, usc: 100, partners: [], vra, kind: 'standard', sub: 'u-1' });

describe('isStaff', () => {
  it('passes admin and super_admin tokens (the two privilege checks)', () => {
    expect(isStaff(claims(['admin']), NOW)).toBe(true);
    expect(isStaff(claims(['super_admin']), NOW)).toBe(true);
    expect(isStaff(claims(['moderator', 'super_admin']), NOW)).toBe(true);
  });

  it('refuses guests, members, moderators and look-alike roles', () => {
    expect(isStaff(null, NOW)).toBe(false);
    expect(isStaff(claims([]), NOW)).toBe(false);
    expect(isStaff(claims(['moderator']), NOW)).toBe(false);
    expect(isStaff(claims(['Admin', 'administrator', 'superadmin']), NOW)).toBe(false);
  });

  it('refuses an expired admin token', () => {
    expect(isStaff(claims(['admin'], NOW), NOW)).toBe(false);
    expect(isStaff(claims(['admin'], NOW - 1), NOW)).toBe(false);
  });

  it('hasAdminRole reads a missing role list as none', () => {
    expect(hasAdminRole(null)).toBe(false);
    expect(hasAdminRole(undefined)).toBe(false);
    expect(hasAdminRole(['super_admin'])).toBe(true);
  });
});

describe('editUrl', () => {
  const origin = 'https://admin.example.test';
  it('leads to the content admin paths of spec 000 §6', () => {
    expect(editUrl('video', 42, origin)).toBe('https://admin.example.test/videos/42');
    expect(editUrl('model', 7, origin)).toBe('https://admin.example.test/models/7');
    expect(editUrl('blog', 3, origin)).toBe('https://admin.example.test/blog/3');
    expect(editUrl('page', 12, origin)).toBe('https://admin.example.test/pages/?id=12');
  });

  it('joins an origin given with a trailing slash or a path without doubling slashes', () => {
    expect(editUrl('video', 1, 'https://site.test/_admin/')).toBe('https://site.test/_admin/videos/1');
  });

  it('escapes an id that is not a plain number', () => {
    expect(editUrl('page', 'a b&c', origin)).toBe('https://admin.example.test/pages/?id=a%20b%26c');
  });
});

describe('staffMenuItem', () => {
  it('is the content admin root, opened in a new tab', () => {
    expect(staffMenuItem('https://admin.example.test')).toEqual({
      id: -1,
      label: 'Content Admin',
      link: 'https://admin.example.test',
      inNewTab: true,
    });
  });
});
