/** What the chrome keeps of the digest (spec 000 §2.3, §3 'Digest', §6): sorted menus by type, defaults left out. */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { Digest } from '../../../contracts/digest.ts';
import { DEFAULT_HEADER_LOGO, PULL_DOWN_TILES, chromeData } from '../../../domain/chrome-data.ts';
import { menuItemVisible } from '../../../domain/membership.ts';

const digest = (over: z.input<typeof Digest>) => Digest.parse(over);

describe('chromeData', () => {
  it('puts the header menus under their type labels, sorted, and the footer columns under their titles', () => {
    const chrome = chromeData(
      digest({
        headerMenuTypes: [
          { label: 'Main menu', key: 'm' },
          { label: 'Account Menu', key: 'a' },
        ],
        headerMenu: [
          {
            type: 'm',
            items: [
              { id: 2, sort: 2, label: 'Models', link: '/models/' },
              { id: 1, sort: 1, label: 'Videos', link: '/videos/' },
            ],
          },
          { type: 'a', items: [{ id: 3, label: 'Settings', link: '/settings/' }] },
        ],
        footerMenuTypes: [{ label: 'Legal', key: 7 }],
        footerMenu: [{ type: 7, items: [{ id: 4, label: 'Terms', link: '/terms/' }] }],
      }),
    );
    expect(chrome.headerMain.map((i) => i.label)).toEqual(['Videos', 'Models']);
    expect(chrome.headerAccount.map((i) => i.label)).toEqual(['Settings']);
    expect(chrome.footer).toEqual([{ title: 'Legal', items: [{ id: 4, label: 'Terms', link: '/terms/' }] }]);
  });

  it('leaves out every field at its default, so an item shows to everyone everywhere', () => {
    const [videos] = chromeData(digest({ headerMenu: [{ type: 'main', items: [{ id: 1, label: 'Videos', link: '/videos/' }] }] })).headerMain;
    expect(videos).toEqual({ id: 1, label: 'Videos', link: '/videos/' });
    expect(menuItemVisible(videos ?? { id: 0, label: '', link: '' }, 'inactive', 'mobile', 'ios')).toBe(true);
  });

  it('keeps what narrows an item and what it shows', () => {
    const [item] = chromeData(
      digest({
        headerMenu: [
          {
            type: 'main',
            items: [
              {
                id: 1,
                label: 'Cams',
                link: '/cams/',
                visibilityRule: ['member'],
                allowDevices: ['ios'],
                upperText: 'LIVE',
                upperTextColor: '#f00',
                inNewTab: true,
              },
            ],
          },
        ],
      }),
    ).headerMain;
    expect(item).toEqual({
      id: 1,
      label: 'Cams',
      link: '/cams/',
      visibilityRule: ['member'],
      allowDevices: ['ios'],
      upperText: 'LIVE',
      upperTextColor: '#f00',
      inNewTab: true,
    });
    expect(menuItemVisible(item ?? { id: 0, label: '', link: '' }, 'guest', 'desktop', 'other')).toBe(false);
    expect(menuItemVisible(item ?? { id: 0, label: '', link: '' }, 'member', 'desktop', 'android')).toBe(false);
  });

  it('sorts the pull-down tiles and keeps only as many as a dropdown shows', () => {
    const pullDownMenus = Array.from({ length: 20 }, (_, i) => ({ label: `Tile ${i}`, link: `/t/${i}/`, sort: 20 - i }));
    const [item] = chromeData(
      digest({ headerMenu: [{ type: 'main', items: [{ id: 1, label: 'Videos', link: '/videos/', pullDownMenus }] }] }),
    ).headerMain;
    expect(item?.pullDownMenus).toHaveLength(PULL_DOWN_TILES);
    expect(item?.pullDownMenus?.[0]).toEqual({ label: 'Tile 19', link: '/t/19/' });
  });

  it('sorts the social links, drops those without a URL, and falls back to the default logo', () => {
    const chrome = chromeData(
      digest({
        siteSettings: {
          socialLinks: [
            { name: 'reddit', url: 'https://reddit.example', sort: 2 },
            { name: 'twitter', url: '', sort: 0 },
            { name: 'youtube', url: 'https://youtube.example', sort: 1 },
          ],
        },
      }),
    );
    expect(chrome.social.map((s) => s.name)).toEqual(['youtube', 'reddit']);
    expect(chrome.logos.header).toBe(DEFAULT_HEADER_LOGO);
  });
});
