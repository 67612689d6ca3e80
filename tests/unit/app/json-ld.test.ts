/**
 * The structured data the site emits (app/router/json-ld.ts) against the properties schema.org's consumers require
 * (tests/support/structured-data.ts): VideoObject with its trailer as contentUrl, Person, ItemList, BreadcrumbList,
 * BlogPosting and the home page's WebSite with a SearchAction. The checker itself is shown to catch what it checks.
 */
import { describe, expect, it } from 'vitest';
import { Model, StandardCategory, Video } from '../../../contracts/content-api.ts';
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  categoryJsonLd,
  isoDuration,
  itemListJsonLd,
  modelJsonLd,
  videoJsonLd,
  webSiteJsonLd,
} from '../../../app/router/json-ld.ts';
import { structuredDataProblems } from '../../support/structured-data.ts';

const SITE = 'https://velvetvr.test';
const video = Video.parse({
  id: 1,
  slug: 'sunset-lounge',
  title: 'Sunset Lounge',
  description: 'A calm evening.',
  publishedAt: 1_700_000_000,
  poster: { alt: 'Sunset Lounge poster', permalink: '/media/p1.svg' },
  videoSettings: { duration: 3725 },
  models: [{ id: 10, slug: 'ava-stone', title: 'Ava Stone' }],
  videoPlayerSources: {
    full: [],
    trailer: [
      { src: '/media/clips/t-none.webm', quality: '8K', fileSize: -1 },
      { src: '/media/clips/t-4k.webm', quality: '4K', fileSize: 1000 },
    ],
  },
});
const model = Model.parse({
  id: 10,
  slug: 'ava-stone',
  title: 'Ava Stone',
  description: '<p>Loves the sea.</p>',
  featuredImage: { alt: '', permalink: '/media/m10.svg' },
});

describe('structured data (schema.org)', () => {
  it('a video is a VideoObject whose embed URL is its embed page, its content URL its first trailer with a file, and whose duration is ISO 8601', () => {
    const data = videoJsonLd(video, SITE);
    expect(structuredDataProblems(data)).toEqual([]);
    expect(data).toMatchObject({
      embedUrl: `${SITE}/embed/sunset-lounge/`,
      contentUrl: `${SITE}/media/clips/t-4k.webm`,
      duration: 'PT1H2M5S',
      uploadDate: '2023-11-14T22:13:20.000Z',
    });
    expect([isoDuration(59.6), isoDuration(0), isoDuration(600)]).toEqual(['PT1M', 'PT0S', 'PT10M']);
  });

  it('a model is a Person with a plain-text description', () => {
    const data = modelJsonLd(model, SITE);
    expect(structuredDataProblems(data)).toEqual([]);
    expect(data).toMatchObject({ name: 'Ava Stone', description: 'Loves the sea.', image: `${SITE}/media/m10.svg` });
  });

  it('lists, trails, categories, posts and the home page pass', () => {
    const documents = [
      itemListJsonLd(
        [
          { name: 'Sunset Lounge', path: '/videos/sunset-lounge/' },
          { name: 'Second', path: '/videos/second/' },
        ],
        SITE,
      ),
      breadcrumbJsonLd([{ label: 'Home', href: '/' }, { label: 'Blog', href: '/blog/' }, { label: 'A post' }], SITE),
      categoryJsonLd(StandardCategory.parse({ id: 1, name: 'Romantic', slug: 'romantic', categoryImage: { permalink: '/c.svg' } }), SITE),
      blogPostingJsonLd(
        { slug: 'a-post', title: 'A post', excerpt: '', image: null, publishedAt: 1_700_000_000, author: 'The Crew', category: null },
        SITE,
      ),
      webSiteJsonLd('VelvetVR', SITE),
    ];
    for (const data of documents) expect(structuredDataProblems(data)).toEqual([]);
    expect(webSiteJsonLd('VelvetVR', SITE).potentialAction.target.urlTemplate).toBe(`${SITE}/search/?s={search_term_string}`);
  });

  it('the checker reports what consumers would reject', () => {
    const { embedUrl: _, ...noEmbed } = videoJsonLd({ ...video, videoPlayerSources: { full: [], trailer: [] } }, SITE);
    expect(structuredDataProblems(noEmbed)).toEqual(['VideoObject: neither contentUrl nor embedUrl']);
    expect(structuredDataProblems({ ...modelJsonLd(model, SITE), name: '' })).toEqual(['Person: name is missing']);
    expect(structuredDataProblems({ ...modelJsonLd(model, SITE), url: '/models/ava-stone/' })).toEqual([
      'Person: Person.url is not an absolute URL: /models/ava-stone/',
    ]);
    const list = itemListJsonLd([{ name: 'A', path: '/a/' }], SITE);
    expect(structuredDataProblems({ ...list, itemListElement: [{ '@type': 'ListItem', position: 2, url: `${SITE}/a/` }] })).toEqual([
      'ItemList: itemListElement[0].position is 2, not 1',
    ]);
    const trail = breadcrumbJsonLd([{ label: 'Home' }, { label: 'Blog' }], SITE);
    expect(structuredDataProblems(trail)).toEqual(['BreadcrumbList: itemListElement[0] has no URL']);
    const site = webSiteJsonLd('VelvetVR', SITE);
    expect(structuredDataProblems({ ...site, potentialAction: { ...site.potentialAction, 'query-input': 'required name=q' } })).toEqual([
      'WebSite: the SearchAction template lacks its query-input name',
    ]);
    expect(structuredDataProblems({ '@type': 'Person', name: 'A' })).toEqual(['Person: @context is undefined']);
  });
});
