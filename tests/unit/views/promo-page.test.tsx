/** The page-constructor view (spec 000 §2.2 promotional landing pages, '/{slug} page constructor'): each section kind. */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Model, Video } from '../../../contracts/content-api.ts';
import { cardModel, gridCardVideo } from '../../../app/router/card-data.ts';
import { PromoPage, type PromoPageData } from '../../../views/promo/PromoPage.tsx';
import { guestCardOptions } from '../../support/card-options.ts';

const options = guestCardOptions;
const video = (id: number) =>
  gridCardVideo(Video.parse({ id, slug: `scene-${id}`, title: `Scene ${id}`, publishedAt: 1, poster: { alt: '', permalink: `/p${id}.svg` } }));
const model = (id: number) =>
  cardModel(Model.parse({ id, slug: `model-${id}`, title: `Model ${id}`, featuredImage: { alt: '', permalink: `/m${id}.svg` } }));

const page: PromoPageData = {
  id: 3,
  slug: 'scent-of-the-sea',
  title: 'Scent of the Sea',
  sections: [
    {
      type: 'hero',
      heading: 'Scent of the Sea',
      text: 'Salt air',
      image: { alt: 'Sea', permalink: '/sea.svg' },
      ctaLabel: 'Join Now',
      ctaHref: '/join-now/',
    },
    { type: 'text', heading: 'About the scent', html: '<p>Sea <strong>breeze</strong></p>' },
    { type: 'videoRail', heading: 'Scenes of the collection', categorySlug: 'outdoor', videos: [video(1), video(2)] },
    { type: 'modelRail', heading: 'Featured models', models: [model(4), model(5)] },
    { type: 'cta', heading: 'Ready?', text: 'Join today.', label: 'Get Full Access', href: '/join-now/' },
  ],
};

describe('PromoPage', () => {
  const markup = renderToString(<PromoPage page={page} card={options} />);

  it('renders the hero heading as the one h1 with its call to action, and the other sections under h2', () => {
    expect(markup.match(/<h1\b/g)).toHaveLength(1);
    expect(markup).toMatch(/<h1[^>]*>Scent of the Sea<\/h1>/);
    expect(markup).toMatch(/<a[^>]*href="\/join-now\/"[^>]*>Join Now<\/a>/);
    for (const h of ['About the scent', 'Scenes of the collection', 'Featured models', 'Ready?'])
      expect(markup).toMatch(new RegExp(`<h2[^>]*>${h.replace('?', '\\?')}</h2>`));
  });

  it('renders the text as HTML, the rails as labelled lists of cards and links a category rail to its category', () => {
    expect(markup).toContain('<p>Sea <strong>breeze</strong></p>');
    expect(markup).toMatch(/<ul[^>]*aria-label="Scenes of the collection"/);
    expect(markup).toContain('Scene 1');
    expect(markup).toMatch(/<ul[^>]*aria-label="Featured models"/);
    expect(markup).toContain('Model 5');
    expect(markup).toMatch(/href="\/categories\/outdoor\/"[^>]*>More Videos</);
    expect(markup).toMatch(/<a[^>]*href="\/join-now\/"[^>]*>Get Full Access<\/a>/);
  });

  it('gives a page without a hero its title as h1, and leaves out empty rails', () => {
    const bare = renderToString(
      <PromoPage page={{ ...page, sections: [{ type: 'videoRail', heading: 'Nothing', categorySlug: null, videos: [] }] }} card={options} />,
    );
    expect(bare).toMatch(/<h1[^>]*>Scent of the Sea<\/h1>/);
    expect(bare).not.toContain('Nothing');
  });
});
