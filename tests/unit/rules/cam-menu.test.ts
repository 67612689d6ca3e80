import { describe, expect, it } from 'vitest';
import type { ChromeData } from '../../../domain/chrome-data.ts';
import { isCamListLink, withCamSection } from '../../../domain/cam-menu.ts';

const chrome = {
  headerMain: [
    { id: 1, label: 'Videos', link: '/videos/' },
    { id: 2, label: 'VR Cam Girls', link: '/vr-cam-girls/', upperText: 'LIVE' },
  ],
  headerAccount: [],
  footer: [{ title: 'Information', items: [{ id: 3, label: 'Live cams', link: '/vr-cam-girls' }] }],
  bottom: [{ id: 4, label: 'Home', link: '/' }],
  social: [],
  logos: { header: '', footer: '' },
  settings: { logoutRedirectLink: '', isShowReleaseDate: false, isActiveJoinNowBtn: false },
  fakeBuy: null,
} as unknown as ChromeData;

describe('the cam section in the menus (spec 002 §1, §2.1)', () => {
  it('knows a cam list link', () => {
    expect(isCamListLink('/vr-cam-girls/')).toBe(true);
    expect(isCamListLink('vr-cam-boys?x=1')).toBe(true);
    expect(isCamListLink('/vr-cam-girls/bot1/')).toBe(false);
    expect(isCamListLink('/videos/')).toBe(false);
  });
  it('drops the links when the cam area is off', () => {
    const out = withCamSection(chrome, { enableCams: false, vrCamListSlug: 'vr-cam-girls', camSectionLabel: 'VR Cam Girls' });
    expect(out.headerMain.map((i) => i.label)).toEqual(['Videos']);
    expect(out.footer[0]?.items).toEqual([]);
    expect(out.bottom).toBe(chrome.bottom);
  });
  it("links to this site's list with its section label; a custom label stays", () => {
    const out = withCamSection(chrome, { enableCams: true, vrCamListSlug: 'vr-cam-boys', camSectionLabel: 'VR Cam Boys' });
    expect(out.headerMain[1]).toMatchObject({ label: 'VR Cam Boys', link: '/vr-cam-boys/', upperText: 'LIVE' });
    expect(out.footer[0]?.items[0]).toMatchObject({ label: 'Live cams', link: '/vr-cam-boys/' });
    expect(withCamSection(chrome, { enableCams: true, vrCamListSlug: 'vr-cam-boys', camSectionLabel: 'VR Cam Boys' })).toBe(out);
  });
});
