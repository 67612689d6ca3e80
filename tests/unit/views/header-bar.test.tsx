/** The promo header bar's view (spec 001 §2 'Promo header bar', §4 'Header bar countdown'): what the server renders. */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { HeaderBarItem } from '../../../domain/header-bar.ts';
import { HeaderBar } from '../../../views/chrome/HeaderBar.tsx';

const item: HeaderBarItem = {
  uuid: 'hb',
  template: 'header-bar-with-btn',
  title: 'Flash Sale: 60% off a year of VR',
  titleMobile: 'Flash Sale: 60% off',
  subTitle: 'New scenes every week',
  subTitleMobile: 'Ends at midnight',
  mainImage: '/api/value-popup/uploads/hb.svg',
  mainImageMobile: '',
  smallImage: '',
  gradientStartColor: '#6a1b9a',
  gradientEndColor: '#c2185b',
  bgColor: '',
  textColor: '#ffffff',
  buttonText: 'Join Now',
  buttonUrl: '/join-now/',
  openLinkInNewTab: true,
  showCancelButton: true,
  showTrigger: 1,
  countdown: { startMs: null, endMs: 1 },
};

const render = (bar: HeaderBarItem, seconds: number) =>
  renderToString(<HeaderBar bar={bar} seconds={seconds} onClose={() => {}} onFollow={() => {}} />);

describe('header bar view', () => {
  it('a named region with both title variants, the countdown, the button (new tab) and Close', () => {
    const html = render(item, 2 * 86_400 + 5 * 3600 + 9 * 60 + 30);
    expect(html).toContain('aria-label="Special offer"');
    expect(html).toContain('background:linear-gradient(90deg, #6a1b9a, #c2185b)');
    expect(html).toContain('color:#ffffff');
    for (const text of ['Flash Sale: 60% off a year of VR', 'Flash Sale: 60% off<', 'New scenes every week', 'Ends at midnight'])
      expect(html).toContain(text);
    expect(html).toContain('role="timer" aria-label="Offer ends in 2 days, 5 hours, 9 minutes and 30 seconds left"');
    expect([...html.matchAll(/header-bar__digits">(\d+)</g)].map((m) => m[1])).toEqual(['02', '05', '09', '30']);
    for (const label of ['Days', 'Hours', 'Min', 'Sec']) expect(html).toContain(`>${label}<`);
    expect(html).toMatch(/<a [^>]*href="\/join-now\/"[^>]*target="_blank"[^>]*>Join Now<\/a>/);
    expect(html).toContain('aria-label="Close"');
  });

  it('no countdown at 0, no button for other templates, no close button without showCancelButton, the background colour', () => {
    const html = render(
      { ...item, template: 'regular', showCancelButton: false, gradientStartColor: '', gradientEndColor: '', bgColor: '#212121' },
      0,
    );
    expect(html).not.toContain('role="timer"');
    expect(html).not.toContain('Join Now');
    expect(html).not.toContain('aria-label="Close"');
    expect(html).toContain('background:#212121');
  });
});
