/**
 * The promo countdown banner and the fake-buy pop-up as views (spec 001 §2, §4, §9): the picture's sources by width with
 * their sizes, the countdown and its spoken label, the close button's name; the pop-up's text in the spec's form, its
 * link when list links are on.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fakeBuyEntryAt, fakeBuyText } from '../../../domain/fake-buy-entries.ts';
import { FakeBuyPopup } from '../../../views/promo/FakeBuyPopup.tsx';
import { PromoBanner } from '../../../views/promo/PromoBanner.tsx';

describe('PromoBanner', () => {
  const markup = renderToString(
    <PromoBanner
      description="Year-end offer"
      link="/join-now/"
      images={{ mobile: '/m.svg', tablet: '/t.svg', desktop: '/d.svg' }}
      seconds={2 * 86_400 + 3661}
      onClose={() => {}}
    />,
  );

  it('chooses the image by width, with sizes reserving its space', () => {
    expect(markup).toContain(
      '<source media="(max-width: 767px), (orientation: landscape) and (max-width: 844px)" srcSet="/m.svg" width="768" height="176"/>',
    );
    expect(markup).toContain('<source media="(max-width: 1024px)" srcSet="/t.svg" width="1024" height="128"/>');
    expect(markup).toMatch(/<img src="\/d.svg" alt="" width="1440" height="128"/);
  });

  it('shows the description, the countdown under "Offer ends in", the link and "Close promotion"', () => {
    expect(markup).toContain('Year-end offer');
    expect(markup).toContain('Offer ends in');
    expect(markup).toMatch(/role="timer" aria-label="Offer ends in 2 days, 1 hour, 1 minute">2 days 01:01:01</);
    expect(markup).toMatch(/<a[^>]*href="\/join-now\/"[^>]*>Get the offer<\/a>/);
    expect(markup).toContain('aria-label="Close promotion"');
  });
});

describe('FakeBuyPopup', () => {
  const textOf = (html: string) =>
    html
      .replace(/<[^>]+>/g, '')
      .replace(/&#x27;/g, "'")
      .trim();

  it("the spec's text with the avatar; a link to /join-now/ when list links are on, none otherwise", () => {
    const linked = renderToString(<FakeBuyPopup seed={5} index={3} links />);
    expect(textOf(linked)).toBe(fakeBuyText(fakeBuyEntryAt(5, 3)));
    expect(linked).toMatch(/<a[^>]*href="\/join-now\/"/);
    expect(linked).toMatch(/<img[^>]*src="\/media\/art\/avatar\/\d+\.svg" alt=""/);
    const plain = renderToString(<FakeBuyPopup seed={5} index={3} links={false} />);
    expect(plain).not.toContain('<a');
  });
});
