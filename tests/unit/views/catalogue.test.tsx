/** Catalogue views (spec 000 §2.4) rendered to HTML with react-dom/server: what a visitor would read and follow. */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { type Category, CustomVideo, HomePageBuilder, Model, StandardCategory, Video } from '../../../contracts/content-api.ts';
import { AccessDenied } from '../../../views/catalogue/AccessDenied.tsx';
import { CategoriesPage } from '../../../views/catalogue/CategoriesPage.tsx';
import { HomePage } from '../../../views/catalogue/HomePage.tsx';
import { LoginPage } from '../../../views/catalogue/LoginPage.tsx';
import { ModelPage } from '../../../views/catalogue/ModelPage.tsx';
import { ModelsPage } from '../../../views/catalogue/ModelsPage.tsx';
import { NotFoundPage } from '../../../views/catalogue/NotFoundPage.tsx';
import { Pagination } from '../../../views/catalogue/Pagination.tsx';
import ControlSelect from '../../../views/catalogue/ControlSelect.tsx';
import { VideoCard, type VideoCardProps } from '../../../views/catalogue/VideoCard.tsx';
import { VideoListControls } from '../../../views/catalogue/VideoListControls.tsx';
import { VideoPage, type VideoPageProps } from '../../../views/catalogue/VideoPage.tsx';
import { guestCardOptions } from '../../support/card-options.ts';

const html = (el: ReactElement) => renderToString(el);
/** Visible text: tags removed, entities decoded, whitespace collapsed. */
const text = (markup: string) =>
  markup
    .replace(/<!-- -->/g, '')
    .replace(/<br\/?>/g, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/[ \t]+/g, ' ')
    .trim();
/** Every <a> as {href, text, attrs}. */
const links = (markup: string) =>
  [...markup.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map((m) => ({
    attrs: m[1] ?? '',
    href: /href="([^"]*)"/.exec(m[1] ?? '')?.[1]?.replace(/&amp;/g, '&') ?? '',
    text: text(m[2] ?? ''),
  }));
const linkTo = (markup: string, label: string) => links(markup).find((l) => l.text === label);

const video = (over: Record<string, unknown> = {}): Video =>
  Video.parse({
    id: 1,
    slug: 'sunset-lounge',
    title: 'Sunset Lounge',
    description: 'A calm evening.',
    publishedAt: 1_700_000_000,
    poster: { alt: 'Sunset Lounge poster', permalink: '/media/p1.svg' },
    higherActiveResolution: '8K',
    videoSettings: { duration: 3725 },
    models: [
      { id: 10, slug: 'ava-stone', title: 'Ava Stone' },
      { id: 11, slug: 'mia-reed', title: 'Mia Reed' },
    ],
    videoTechBar: { formats: [1, 3], positions: [2, 5] },
    hasToyScript: true,
    ...over,
  });
const model = (id: number, over: Record<string, unknown> = {}): Model =>
  Model.parse({ id, slug: `model-${id}`, title: `Model ${id}`, featuredImage: { alt: '', permalink: `/media/m${id}.svg` }, ...over });
const category = (id: number): StandardCategory =>
  StandardCategory.parse({ id, name: `Category ${id}`, slug: `category-${id}`, categoryImage: { permalink: `/media/c${id}.svg` } });
const upcoming = CustomVideo.parse({
  type: 'upcoming-scene',
  id: 'u1',
  title: 'Coming Soon',
  link: 'https://promo.example/next',
  starring: 'Ava Stone',
});

const options = guestCardOptions;
const card = (over: Partial<VideoCardProps> = {}) => html(<VideoCard {...options} video={video()} layout="grid" isPreviewing={false} {...over} />);

describe('Home page', () => {
  const home = HomePageBuilder.parse({
    topVideos: [video()],
    latestVideos: [video({ id: 2, slug: 'second' })],
    upcomingScenes: [upcoming],
    topCategories: [category(1)],
    topModels: [model(1)],
    featuredModels: Array.from({ length: 9 }, (_, i) => model(i + 100)),
    titleWinner: '',
    descriptionArea: '',
  });
  const out = html(<HomePage {...options} home={home} />);

  it('shows the five sections with their exact titles and More buttons', () => {
    const headings = [...out.matchAll(/<h2[^>]*>([^<]*)<\/h2>/g)].map((m) => m[1]);
    expect(headings).toEqual(['Upcoming VR Sex Videos', 'Top VR Porn Videos', 'Latest VR Porn Videos', 'Top VR Porn Categories', 'VR Pornstars']);
    expect(linkTo(out, 'More Upcoming VR Sex Videos')).toBeDefined();
    expect(linkTo(out, 'More Top VR Porn Videos')?.href).toBe('/videos/?sort=popular');
    expect(linkTo(out, 'More Latest VR Porn Videos')?.href).toBe('/videos/?sort=latest');
    expect(linkTo(out, 'More VR Porn Categories')?.href).toBe('/categories/');
    expect(linkTo(out, 'More VR Pornstars')?.href).toBe('/models/');
  });

  it('links 8 featured models to their model pages and hides empty text blocks', () => {
    const featured = links(out).filter((l) => /^\/models\/model-1\d\d\/$/.test(l.href));
    expect(featured.map((l) => l.href)).toHaveLength(8);
    expect(out).not.toContain('cat-home-title');
    expect(out).not.toContain('cat-home-description');
  });

  it('renders the announcement slider on the server with a link per slide', () => {
    const announcements = [1, 2].map((id) => ({
      id,
      title: `News ${id}`,
      text: '',
      link: `/blog/news-${id}/`,
      image: { alt: '', permalink: `/media/a${id}.svg` },
    }));
    const withSlides = html(<HomePage {...options} home={{ ...home, announcements }} />);
    expect(withSlides).toContain('aria-label="Announcements"');
    expect(
      links(withSlides)
        .filter((l) => l.href.startsWith('/blog/news-'))
        .map((l) => l.href),
    ).toEqual(['/blog/news-1/', '/blog/news-2/']);
  });

  it('shows titleWinner and descriptionArea when present', () => {
    const filled = html(<HomePage {...options} home={{ ...home, titleWinner: 'Best VR Site', descriptionArea: '<p>About us</p>' }} />);
    expect(filled).toContain('<h1 class="cat-home-title">Best VR Site</h1>');
    expect(filled).toContain('<p>About us</p>');
  });
});

describe('Video card', () => {
  it('shows resolution, acronym, AI and toy badges', () => {
    const out = card();
    const badges = /<ul class="cat-badges"[^>]*>([\s\S]*?)<\/ul>/.exec(out)?.[1] ?? '';
    expect(text(badges).split(/\s+/)).toEqual(['8K', 'VR', 'AI', 'Toy', 'script']);
    const noAi = card({ video: video({ videoTechBar: { formats: [1], positions: [] }, hasToyScript: false }) });
    expect(noAi).not.toContain('cat-badge--ai');
    expect(noAi).not.toContain('Toy script');
  });

  it('links the title to the video page with a tooltip and lists Starring models', () => {
    const out = card();
    const title = linkTo(out, 'Sunset Lounge');
    expect(title?.href).toBe('/videos/sunset-lounge/');
    expect(title?.attrs).toContain('title="Sunset Lounge"');
    expect(text(out)).toContain('Starring: Ava Stone , Mia Reed');
    expect(linkTo(out, 'Ava Stone')?.href).toBe('/models/ava-stone/');
    expect(linkTo(out, 'Mia Reed')?.href).toBe('/models/mia-reed/');
  });

  it('shows the duration as HH:mm:ss unless the grid shows Join Now', () => {
    expect(text(card())).toContain('01:02:05');
    expect(linkTo(card(), 'Join Now')).toBeUndefined();
    const join = card({ showJoinNow: true, joinUrl: '/join-now/?src=card' });
    expect(linkTo(join, 'Join Now')?.href).toBe('/join-now/?src=card');
    expect(text(join)).not.toContain('01:02:05');
  });

  it('list layout adds Quality, Duration, position icons and Release date only when the setting is on', () => {
    const list = text(card({ layout: 'list' }));
    expect(list).toContain('Quality: 8K');
    expect(list).toContain('Duration: 01:02:05');
    expect(list).toContain('Position 2');
    expect(list).toContain('Position 5');
    // Each glyph beside its name, in the text a sighted visitor reads (not only a title inside the glyph).
    expect(card({ layout: 'list' })).toMatch(/<li class="cat-position"><svg[^>]*aria-hidden="true"[\s\S]*?<\/svg>Position 2<\/li>/);
    expect(list).not.toContain('Release date:');
    expect(text(card({ layout: 'list', showReleaseDate: true }))).toContain('Release date: date:1700000000');
  });

  it('plays a muted looping preview only while previewing', () => {
    expect(card()).not.toContain('<video');
    const out = card({ isPreviewing: true, video: video({ videoPreviewPoster: '/media/preview.webm' }) });
    expect(out).toMatch(/<video[^>]*src="\/media\/preview.webm"[^>]*loop=""[^>]*autoPlay=""/);
  });

  it('opens a custom item in a new tab with its default 6K resolution', () => {
    const out = card({ video: upcoming });
    const title = links(out).find((l) => l.text.startsWith('Coming Soon'));
    expect(title?.text).toBe('Coming Soon Opens in a new tab');
    expect(title?.href).toBe('https://promo.example/next');
    expect(title?.attrs).toContain('target="_blank"');
    expect(out).toContain('<title>Opens in a new tab</title>');
    expect(out).toContain('6K');
    expect(text(out)).toContain('Starring: Ava Stone');
  });

  it('sends every video and model link to /join-now/ in the unverified view', () => {
    const hrefs = links(card({ verifiedView: false })).map((l) => l.href);
    expect(hrefs.length).toBeGreaterThan(0);
    expect(new Set(hrefs)).toEqual(new Set(['/join-now/']));
    const custom = links(card({ verifiedView: false, video: upcoming }));
    expect(custom.every((l) => l.href === '/join-now/' && !l.attrs.includes('_blank'))).toBe(true);
  });

  it('shows the favourite toggle only when allowed and not on custom items', () => {
    const onToggleFavorite = () => {};
    expect(card({ canFavorite: true, onToggleFavorite, favoriteIds: ['1'] })).toContain('aria-label="Remove Sunset Lounge from favorites"');
    expect(card({ canFavorite: false, onToggleFavorite })).not.toContain('favorites');
    expect(card({ canFavorite: true, onToggleFavorite, video: upcoming })).not.toContain('favorites');
  });

  it('in removable mode shows no heart but a delete button named after the item', () => {
    const out = card({ canFavorite: true, onToggleFavorite: () => {}, favoriteIds: ['1'], removable: true, onRemove: () => {} });
    expect(out).not.toContain('aria-pressed');
    expect(out).toContain('aria-label="Delete Sunset Lounge from favorites"');
  });
});

describe('Pagination', () => {
  it('links page 1 to the bare path and marks the current page', () => {
    const out = html(<Pagination path="/videos/" page={2} pages={3} query={{ sort: 'latest' }} />);
    expect(out).toContain('aria-label="Pagination"');
    expect(linkTo(out, 'Previous')?.href).toBe('/videos/?sort=latest');
    expect(linkTo(out, '1')?.href).toBe('/videos/?sort=latest');
    expect(linkTo(out, '2')?.attrs).toContain('aria-current="page"');
    expect(linkTo(out, '1')?.attrs).not.toContain('aria-current');
    expect(linkTo(out, 'Next')?.href).toBe('/videos/?sort=latest&page=3');
    const first = html(<Pagination path="/models/" page={1} pages={2} />);
    expect(linkTo(first, '1')?.href).toBe('/models/');
    expect(linkTo(first, 'Previous')).toBeUndefined();
  });

  it('renders nothing for a single page', () => {
    expect(html(<Pagination path="/videos/" page={1} pages={1} />)).toBe('');
  });
});

describe('Video list controls', () => {
  it('offers Sort by and Category, named with their values, and every choice as no-script links with All Videos first', () => {
    const out = html(
      <VideoListControls sort="latest" category="all" categories={[category(1)]} onSortChange={() => {}} onCategoryChange={() => {}} />,
    );
    const buttons = [...out.matchAll(/<button[^>]*aria-haspopup="listbox"[^>]*aria-labelledby="([^"]*)"[^>]*>/g)].map((m) =>
      (m[1] ?? '')
        .split(' ')
        .map((id) => text(new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(out)?.[1] ?? '').trim())
        .join(' '),
    );
    expect(buttons).toEqual(['Latest Sort by', 'All Videos Category']);
    const noscript = /<noscript>([\s\S]*)<\/noscript>/.exec(out)?.[1] ?? '';
    expect(linkTo(noscript, 'Most Popular')?.href).toBe('/videos/?sort=popular');
    const categoryLinks = [...noscript.matchAll(/<a[^>]*>([^<]*)<\/a>/g)].map((m) => m[1]).slice(2);
    expect(categoryLinks).toEqual(['All Videos', 'Category 1']);
    expect(linkTo(noscript, 'Category 1')?.href).toBe('/videos/?sort=latest&category=category-1');
  });

  it('is a react-aria Select once reached for, with every option', () => {
    const options = [
      { id: 'popular', label: 'Most Popular' },
      { id: 'latest', label: 'Latest' },
    ];
    const out = html(<ControlSelect label="Sort by" value="latest" options={options} onChange={() => {}} />);
    const rendered = [...out.matchAll(/<option value="([^"]+)"[^>]*>([^<]*)<\/option>/g)].map((m) => [m[1], m[2]]);
    expect(rendered).toEqual([
      ['popular', 'Most Popular'],
      ['latest', 'Latest'],
    ]);
    expect(out).toMatch(/<option value="latest" selected="">/);
  });
});

describe('Video page', () => {
  const base: VideoPageProps = {
    ...options,
    video: video({
      videoPlayerSources: {
        trailer: [{ src: '/media/t-4k.webm', quality: '4K' }],
        full: [{ src: '/media/f-8k.webm', quality: '8K' }],
      },
      downLoadVideoListForFront: [{ label: '8K', size: '4.1 GB', url: '/dl/8k', quality: '8K' }],
    }),
    suggested: {
      liked: [video({ id: 21, slug: 'a', title: 'Liked One' })],
      suggested: [video({ id: 22, slug: 'b', title: 'Suggested One' })],
      next: [video({ id: 23, slug: 'c', title: 'Next One' })],
    },
    panel: 'poster',
    onPlayTrailer: () => {},
    onPlayFull: () => {},
    onShare: () => {},
    onClosePanel: () => {},
    canWatchFull: false,
    pageUrl: 'https://site.example/videos/sunset-lounge/',
  };

  it('shows the title, a Play Trailer button and the Suggested tab groups', () => {
    const out = html(<VideoPage {...base} />);
    expect(out).toContain('<h1>Sunset Lounge</h1>');
    expect(out).toMatch(/<button[^>]*aria-label="Play Trailer"/);
    expect(out).toMatch(/role="tab"[^>]*>Suggested</);
    const headings = [...out.matchAll(/<h2[^>]*>([^<]*)<\/h2>/g)].map((m) => m[1]);
    expect(headings).toEqual(['You May Also Like', 'Suggested For You', 'Up Next']);
    expect(out).not.toContain('<video');
    expect(out).not.toContain('Download Full Video');
    expect(linkTo(out, 'Join Now')).toBeUndefined();
  });

  it('marks the one Suggested tab as the selected tab of its panel, without react-aria', () => {
    const out = html(<VideoPage {...base} />);
    const tab = /<div[^>]*role="tab"[^>]*>/.exec(out)?.[0] ?? '';
    const panel = /<div[^>]*role="tabpanel"[^>]*>/.exec(out)?.[0] ?? '';
    expect(tab).toContain('aria-selected="true"');
    expect(/aria-controls="([^"]+)"/.exec(tab)?.[1]).toBe(/id="([^"]+)"/.exec(panel)?.[1]);
    expect(/aria-labelledby="([^"]+)"/.exec(panel)?.[1]).toBe(/id="([^"]+)"/.exec(tab)?.[1]);
  });

  it('shows the selected tab while the tabs of several load', () => {
    const out = html(<VideoPage {...base} extraTabs={[{ id: 'extras', label: 'Extras', content: <p>Behind the scenes</p> }]} selectedTab="extras" />);
    expect(out).toMatch(/role="tab"[^>]*>Extras</);
    expect(out).toContain('Behind the scenes');
    expect(out).not.toContain('You May Also Like');
  });

  it('plays the trailer sources in the trailer panel and the full ones in the player', () => {
    const trailer = html(<VideoPage {...base} panel="trailer" />);
    expect(trailer).toMatch(/<video[^>]*controls=""[^>]*poster="\/media\/p1.svg"/);
    expect(trailer).toContain('<source src="/media/t-4k.webm" type="video/webm"/>');
    expect(trailer).not.toContain('f-8k.webm');
    const full = html(<VideoPage {...base} panel="player" canWatchFull />);
    expect(full).toContain('<source src="/media/f-8k.webm" type="video/webm"/>');
    expect(full).not.toContain('aria-label="Play Trailer"');
  });

  it('shows the page URL read-only when sharing, and Join Now when told to', async () => {
    // The sharing panel's code comes when it opens: rendered once it is there (as the browser shows it).
    const { prelude } = await prerender(<VideoPage {...base} panel="sharing" showJoinNow />);
    const out = await new Response(prelude).text();
    expect(out).toMatch(/<input[^>]*readOnly=""[^>]*value="https:\/\/site.example\/videos\/sunset-lounge\/"/);
    expect(linkTo(out, 'Join Now')).toBeDefined();
  });
});

describe('Models', () => {
  it('filters by letter with A-Z first and marks the current letter', () => {
    const out = html(<ModelsPage h1="VR Pornstars" models={[model(1)]} letter="b" path="/models/" page={1} pages={2} verifiedView />);
    const letters = links(/<nav class="cat-letters"[\s\S]*?<\/nav>/.exec(out)?.[0] ?? '');
    expect(letters.map((l) => l.text).slice(0, 3)).toEqual(['A-Z', 'A', 'B']);
    expect(letters).toHaveLength(27);
    expect(letters[0]?.href).toBe('/models/');
    expect(letters[2]?.href).toBe('/models/?letter=b');
    expect(letters[2]?.attrs).toContain('aria-current="true"');
    expect(linkTo(out, 'Model 1')?.href).toBe('/models/model-1/');
  });

  it('shows the same favourite heart on model cards and the model page, pressed for favourites', () => {
    const onToggleFavoriteModel = () => {};
    const list = html(
      <ModelsPage
        h1="VR Pornstars"
        models={[model(1), model(2)]}
        letter="all"
        path="/models/"
        page={1}
        pages={1}
        verifiedView
        canFavorite
        favoriteModelIds={[1]}
        onToggleFavoriteModel={onToggleFavoriteModel}
      />,
    );
    expect(list).toMatch(/<button type="button" class="cat-fav is-active" aria-pressed="true" aria-label="Remove Model 1 from favorites">/);
    expect(list).toMatch(/<button type="button" class="cat-fav" aria-pressed="false" aria-label="Add Model 2 to favorites">/);
    const page = html(
      <ModelPage
        {...options}
        model={model(3)}
        videos={[]}
        similar={[]}
        nowSec={0}
        canFavorite
        favoriteModelIds={[]}
        onToggleFavoriteModel={onToggleFavoriteModel}
      />,
    );
    expect(page).toMatch(/<button type="button" class="cat-fav cat-fav--inline" aria-pressed="false" aria-label="Add Model 3 to favorites">/);
    expect(html(<ModelsPage h1="x" models={[model(1)]} letter="all" path="/models/" page={1} pages={1} verifiedView />)).not.toContain('favorites');
  });

  it("model page caps information at 9 rows with Career Status first, Active green, 'Birthday' with the age and Month Day", () => {
    const birth = Date.UTC(2000, 5, 15) / 1000;
    const now = Date.UTC(2024, 5, 14) / 1000;
    const info = [
      { label: 'Birthday', value: birth, fieldType: 'type_date' },
      { label: 'Started', value: Date.UTC(2020, 2, 5) / 1000, fieldType: 'type_date' },
      ...Array.from({ length: 8 }, (_, i) => ({ label: `Field ${i}`, value: `v${i}` })),
      { label: 'Career Status', value: 'Active' },
    ];
    const out = html(
      <ModelPage
        {...options}
        model={model(1, { modelInformation: info })}
        videos={[video({ id: 2, slug: 'old', title: 'Old', publishedAt: 1 }), video({ id: 3, slug: 'new', title: 'New', publishedAt: 9 })]}
        similar={[model(2)]}
        nowSec={now}
      />,
    );
    const rows = [...out.matchAll(/<tr><th scope="row">([^<]*)<\/th><td([^>]*)>([^<]*)<\/td><\/tr>/g)];
    expect(rows).toHaveLength(9);
    expect(rows[0]?.[1]).toBe('Career Status');
    expect(rows[0]?.[2]).toContain('is-active-status');
    expect(rows[1]?.slice(1)).toEqual(['Birthday', '', '23']);
    expect(rows[2]?.[3]).toBe('March 5');
    const titles = [...out.matchAll(/<h3 class="cat-card-title"><a[^>]*>([^<]*)<\/a>/g)].map((m) => m[1]);
    expect(titles).toEqual(['New', 'Old']);
    expect(out).toContain('Similar Models');
  });
});

describe('Categories', () => {
  it('links standard categories to their page and custom ones to their own link in a new tab', () => {
    const custom: Category = {
      id: 9,
      type: 'custom',
      name: 'Partner',
      slug: 'partner',
      text: 'Partner Picks',
      image: { alt: '', permalink: '/media/x.svg' },
      link: 'https://partner.example/',
      isInNewTab: true,
      memberPlus: false,
      priceUuid: null,
    };
    const out = html(<CategoriesPage h1="VR Porn Categories" categories={[category(1), custom]} />);
    expect(linkTo(out, 'Category 1')?.href).toBe('/categories/category-1/');
    const partner = links(out).find((l) => l.href === 'https://partner.example/');
    expect(partner?.attrs).toContain('target="_blank"');
  });
});

describe('Error screens', () => {
  it('404 shows its texts and the suggested lists with their buttons', () => {
    const custom = {
      ...category(99),
      type: 'custom',
      text: '',
      image: { alt: '', permalink: '/x' },
      link: '',
      isInNewTab: true,
      memberPlus: false,
      priceUuid: null,
    };
    const out = html(
      <NotFoundPage
        {...options}
        videos={Array.from({ length: 8 }, (_, i) => video({ id: i + 1, slug: `v${i}` }))}
        categories={[custom, ...Array.from({ length: 6 }, (_, i) => category(i + 1))]}
        models={Array.from({ length: 8 }, (_, i) => model(i + 1))}
      />,
    );
    const t = text(out);
    expect(t).toContain('404: Page not found');
    expect(t).toContain("Sorry... Requested page doesn't exist. Go to the homepage .");
    expect(linkTo(out, 'Go to the homepage')?.href).toBe('/');
    expect(t).toContain('Best VR Videos');
    expect(t).toContain('VR Porn Categories');
    expect(t).toContain('Best Pornstars');
    expect(linkTo(out, 'More Top VR Porn Videos')?.href).toBe('/videos/');
    expect(linkTo(out, 'More VR Pornstars')?.href).toBe('/models/');
    expect(links(out).find((l) => l.href === '/categories/')).toBeDefined();
    expect(out.match(/class="cat-card cat-card--grid/g)).toHaveLength(6);
    expect(out.match(/class="cat-category-tile"/g)).toHaveLength(4);
    expect(out).not.toContain('Category 99');
    expect(out.match(/class="cat-model-card"/g)).toHaveLength(6);
  });

  it('access denied shows its texts and buttons', () => {
    const out = html(<AccessDenied joinUrl="/join-now/" />);
    expect(text(out)).toContain('Access denied');
    expect(text(out)).toContain('You do not have a subscription. Please subscribe to get access.');
    expect(linkTo(out, 'JOIN NOW')?.href).toBe('/join-now/');
    expect(linkTo(out, 'Go to main page')?.href).toBe('/');
  });

  it("access denied sends an expired member's JOIN NOW to /join-now/?event=expired", () => {
    expect(linkTo(html(<AccessDenied joinUrl="/join-now/?event=expired" />), 'JOIN NOW')?.href).toBe('/join-now/?event=expired');
  });
});

describe('Login page', () => {
  it('is a real form that keeps typed values and shows errors under each field', () => {
    const out = html(
      <LoginPage
        email="fan@example.com"
        password="secret1"
        fieldErrors={{ email: ['Correct email pattern is: name@example.com', 'Email is required'], password: [] }}
        formError="Invalid credentials"
        isSubmitting={false}
        onSubmit={() => {}}
      />,
    );
    const form = /<form[^>]*>/.exec(out)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/login/"');
    expect(out).toMatch(/<label for="([^"]+)">Email<\/label><input id="\1"[^>]*autoComplete="email"[^>]*value="fan@example.com"/);
    expect(out).toMatch(/<label for="([^"]+)">Password<\/label><input id="\1"[^>]*autoComplete="current-password"[^>]*value="secret1"/);
    expect(out).toContain('Correct email pattern is: name@example.com<br/>Email is required');
    const input = (name: string) => [...out.matchAll(/<input[^>]*>/g)].map((m) => m[0]).find((t) => t.includes(`name="${name}"`)) ?? '';
    expect(input('email')).toContain('aria-invalid="true"');
    expect(input('password')).not.toContain('aria-invalid');
    expect(out).toMatch(/role="alert"[^>]*>Invalid credentials</);
    expect(out).toMatch(/<button type="submit"[^>]*>Log In<\/button>/);
  });
});

describe('Login page: blocked account and login by code (001 §2)', () => {
  it("shows a blocked account's message with 'Resend unblock e-mail', and a notice as a status", () => {
    const out = html(
      <LoginPage
        fieldErrors={{}}
        formError={null}
        notice="We sent you a new unblock e-mail."
        isSubmitting={false}
        onSubmit={() => {}}
        blocked={{ message: 'Your account is blocked.', onResendUnblock: () => {} }}
        onChooseCode={() => {}}
      />,
    );
    expect(out).toMatch(/role="alert"[^>]*>Your account is blocked\.</);
    // Without JavaScript too: the resend and the switch submit forms of their own (not the password form), by `form`.
    const resend = /<button type="submit" form="([^"]+)"[^>]*>Resend unblock e-mail<\/button>/.exec(out)?.[1];
    expect(out).toMatch(new RegExp(`<form id="${resend}"[^>]*action="/login/" method="post"><input type="hidden" name="intent" value="unblock"/>`));
    expect(out).toMatch(/role="status"[^>]*>We sent you a new unblock e-mail\.</);
    const codeSwitch = /<button type="submit" form="([^"]+)"[^>]*>Use a login code<\/button>/.exec(out)?.[1];
    expect(out).toMatch(new RegExp(`<form id="${codeSwitch}"[^>]*action="/login/" method="get"><input type="hidden" name="mode" value="code"/>`));
  });

  it('the code login: the e-mail and Send code, then the code field with its errors', () => {
    const code = { sent: false, onRequestCode: () => {}, onSubmitCode: () => {}, onChoosePassword: () => {} };
    const asking = html(
      <LoginPage email="fan@example.com" fieldErrors={{}} formError={null} isSubmitting={false} onSubmit={() => {}} codeLogin={code} />,
    );
    expect(asking).toMatch(/<button type="submit"[^>]*>Send code<\/button>/);
    expect(asking).not.toContain('name="password"');
    expect(asking).not.toContain('name="code"');
    const sent = html(
      <LoginPage
        fieldErrors={{ code: ['The code is wrong.'] }}
        formError={null}
        isSubmitting={false}
        onSubmit={() => {}}
        codeLogin={{ ...code, sent: true }}
      />,
    );
    expect(sent).toMatch(/<label for="([^"]+)">Code<\/label><input id="\1"[^>]*autoComplete="one-time-code"/);
    expect(sent).toContain('The code is wrong.');
    expect(sent).toMatch(/<button type="submit"[^>]*>Log In<\/button>/);
    expect(sent).toMatch(/<form[^>]*action="\/login\/" method="get"><button type="submit"[^>]*>Use a password<\/button>/);
  });
});

describe('LCP images', () => {
  it('an eager card asks for its poster with high priority and real dimensions; the rest load lazily', () => {
    const first = card({ eager: true });
    expect(first).toMatch(/<img[^>]*fetchpriority="high"/i);
    expect(first).toMatch(/<img[^>]*width="\d+"[^>]*height="\d+"/);
    const later = card();
    expect(later).not.toMatch(/fetchpriority/i);
    expect(later).toMatch(/<img[^>]*loading="lazy"/);
  });
});
