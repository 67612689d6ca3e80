/**
 * Structured data the pages emit (issue 10 'Structured data'), each checked against schema.org's required properties
 * (tests/support/structured-data.ts): VideoObject with embedUrl and the trailer as contentUrl, Person, ItemList,
 * BreadcrumbList, BlogPosting, WebSite with a SearchAction. The checker itself is tested on broken data too, so a
 * pass means something.
 */
import { describe, expect, it } from 'vitest';
import { Model, Video } from '../../../contracts/content-api.ts';
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
import { ldJsonScripts, structuredDataProblems } from '../../support/structured-data.ts';

const SITE = 'https://site.example.test';

const video = Video.parse({
  id: 41,
  slug: 'sunset-loft',
  title: 'Sunset Loft',
  description: '<p>A <b>warm</b> evening &amp; a view.</p>',
  publishedAt: 1_700_000_000,
  poster: { permalink: '/media/posters/41.svg' },
  videoSettings: { duration: 3725 },
  models: [{ id: 3, slug: 'ava-stone', title: 'Ava Stone' }],
  videoPlayerSources: { trailer: [{ src: '/media/trailers/41-1080.webm', quality: '1080p' }] },
});
const model = Model.parse({
  id: 3,
  slug: 'ava-stone',
  title: 'Ava Stone',
  description: '<p>Loves hiking.</p>',
  featuredImage: { permalink: '/media/models/3.svg' },
});
const post = {
  slug: 'vr-setup',
  title: 'Setting up VR',
  excerpt: 'How to start.',
  image: { alt: '', permalink: '/media/blog/1.svg' },
  publishedAt: 1_700_000_000,
  author: 'Editorial team',
  category: { slug: 'guides', name: 'Guides' },
};

describe('structured data builders', () => {
  it('VideoObject: required properties, the embed page as embedUrl and the trailer file as contentUrl, absolute', () => {
    const data = videoJsonLd(video, SITE);
    expect(structuredDataProblems(data)).toEqual([]);
    expect(data).toMatchObject({
      '@type': 'VideoObject',
      name: 'Sunset Loft',
      description: 'A warm evening & a view.',
      thumbnailUrl: `${SITE}/media/posters/41.svg`,
      uploadDate: '2023-11-14T22:13:20.000Z',
      duration: 'PT1H2M5S',
      embedUrl: `${SITE}/embed/sunset-loft/`,
      contentUrl: `${SITE}/media/trailers/41-1080.webm`,
    });
  });

  it('VideoObject without a trailer keeps the embed page, which alone satisfies the content requirement', () => {
    const data = videoJsonLd({ ...video, videoPlayerSources: { full: [], trailer: [] } }, SITE);
    expect(data).not.toHaveProperty('contentUrl');
    expect(structuredDataProblems(data)).toEqual([]);
  });

  it('durations are ISO 8601', () => {
    expect(isoDuration(0)).toBe('PT0S');
    expect(isoDuration(95)).toBe('PT1M35S');
    expect(isoDuration(3600)).toBe('PT1H');
    expect(isoDuration(59.6)).toBe('PT1M');
  });

  it('Person: name, image, url and a plain-text description', () => {
    const data = modelJsonLd(model, SITE);
    expect(structuredDataProblems(data)).toEqual([]);
    expect(data).toMatchObject({
      name: 'Ava Stone',
      image: `${SITE}/media/models/3.svg`,
      url: `${SITE}/models/ava-stone/`,
      description: 'Loves hiking.',
    });
  });

  it('ItemList, BreadcrumbList, BlogPosting, CollectionPage and WebSite with its SearchAction pass', () => {
    const all = [
      itemListJsonLd(
        [
          { name: 'A', path: '/videos/a/' },
          { name: 'B', path: '/videos/b/' },
        ],
        SITE,
      ),
      breadcrumbJsonLd([{ label: 'Home', href: '/' }, { label: 'Blog', href: '/blog/' }, { label: 'Setting up VR' }], SITE),
      blogPostingJsonLd(post, SITE),
      categoryJsonLd({ slug: 'guides', name: 'Guides' } as Parameters<typeof categoryJsonLd>[0], SITE),
      webSiteJsonLd('Velvet', SITE),
    ];
    for (const data of all) expect(structuredDataProblems(data)).toEqual([]);
    expect(webSiteJsonLd('Velvet', SITE).potentialAction.target.urlTemplate).toBe(`${SITE}/search/?s={search_term_string}`);
  });
});

describe('the checker', () => {
  it('names each missing required property', () => {
    expect(structuredDataProblems({ '@context': 'https://schema.org', '@type': 'VideoObject', name: 'x' })).toEqual([
      'description: is required',
      'thumbnailUrl: an absolute URL is required',
      'uploadDate: an ISO 8601 date is required',
      'contentUrl or embedUrl: one is required',
    ]);
    expect(structuredDataProblems({ '@context': 'https://schema.org', '@type': 'Person' })).toEqual(['name: is required']);
    expect(
      structuredDataProblems({ '@context': 'https://schema.org', '@type': 'BlogPosting', headline: 'h', datePublished: 'soon', author: {} }),
    ).toEqual(['datePublished: an ISO 8601 date is required', 'author.name: is required when an author is given']);
  });

  it('refuses relative URLs, wrong positions, a breadcrumb without its link, a search template without its input', () => {
    const list = {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: [{ '@type': 'ListItem', position: 2, url: '/videos/a/' }],
    };
    expect(structuredDataProblems(list)).toEqual([
      'itemListElement[0].position: 1 expected, got 2',
      'itemListElement[0].url: an absolute URL is required',
      'itemListElement[0].url: an absolute URL is required, got /videos/a/',
    ]);
    const crumbs = breadcrumbJsonLd([{ label: 'Home' }, { label: 'Blog' }], SITE);
    expect(structuredDataProblems(crumbs)).toEqual(['itemListElement[0].item: an absolute URL is required (all but the last)']);
    const site = webSiteJsonLd('Velvet', SITE);
    const broken = { ...site, potentialAction: { ...site.potentialAction, 'query-input': 'required name=q' } };
    expect(structuredDataProblems(broken)).toEqual(['potentialAction.target.urlTemplate: must hold {q}']);
    expect(structuredDataProblems({ '@context': 'https://example.org', '@type': 'Thing' })[0]).toBe('@context: https://schema.org expected');
  });

  it('reads every ld+json script of a document', () => {
    const html = `<head><script type="application/ld+json">{"@type":"Person"}</script><script>x</script><script type="application/ld+json">[1]</script></head>`;
    expect(ldJsonScripts(html)).toEqual([{ '@type': 'Person' }, [1]]);
  });
});
