/**
 * The dashboard's layout and main page views (spec 001 §2 'Member dashboard'): the breadcrumbs, the sidebar as given
 * with the page shown marked current, the page in it; the main page's sections only when they have something to show,
 * easy cancel only when offered, the top scenes as video cards, headings in order (h1, h2 sections, h3 cards).
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { dashboardCrumbs } from '../../../domain/dashboard.ts';
import { DashboardLayout, type DashboardSidebarItem } from '../../../views/dashboard/DashboardLayout.tsx';
import { type DashboardMainData, DashboardMainPage } from '../../../views/dashboard/DashboardMainPage.tsx';
import { guestCardOptions } from '../../support/card-options.ts';

const SIDEBAR: DashboardSidebarItem[] = [
  { id: 1, label: 'Your Dashboard', link: '/main-dashboard/', icon: 'home', isInNewTab: false },
  { id: 4, label: 'Favorites', link: '/main-dashboard/favorites/', icon: 'heart', isInNewTab: false },
  { id: 9, label: 'Partner', link: 'https://partner.example/', icon: null, isInNewTab: true },
];

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('DashboardLayout', () => {
  it('renders the breadcrumbs, the sidebar in its order with the page shown current, and the page', () => {
    const html = renderToString(
      <DashboardLayout crumbs={dashboardCrumbs('favorites')} sidebar={SIDEBAR} currentPath="/main-dashboard/favorites/">
        <h1>Favorites</h1>
      </DashboardLayout>,
    );
    const crumbs = html.slice(html.indexOf('<ol'), html.indexOf('</nav>'));
    expect(text(crumbs)).toBe('Home Your Dashboard Favorites');
    const nav = html.slice(html.indexOf('aria-label="Dashboard menu"'));
    const links = nav.match(/<a [^>]*>/g) ?? [];
    expect(links).toHaveLength(3);
    expect(links[0]).not.toContain('aria-current');
    expect(links[1]).toContain('aria-current="page"');
    expect(links[1]).toContain('href="/main-dashboard/favorites/"');
    expect(links[2]).toContain('target="_blank"');
    expect(text(nav)).toContain('Your Dashboard Favorites Partner');
    expect(html).toContain('<div class="dash-page"><h1>Favorites</h1></div>');
  });

  it('draws no menu when there are no items', () => {
    const html = renderToString(
      <DashboardLayout crumbs={dashboardCrumbs(null)} sidebar={[]} currentPath="/main-dashboard/">
        <h1>Your Dashboard</h1>
      </DashboardLayout>,
    );
    expect(html).not.toContain('Dashboard menu');
  });
});

const video = (id: number) => ({
  id,
  slug: `scene-${id}`,
  title: `Scene ${id}`,
  poster: { permalink: `/media/art/video/${id}.svg`, alt: '' },
  videoPreviewPoster: null,
  higherActiveResolution: '8K',
  models: [],
  videoSettings: { duration: 1800 },
  videoTechBar: { formats: [] },
});

const DATA: DashboardMainData = {
  tiles: [
    { id: 11, label: 'Browse Videos', link: '/videos/', icon: 'videos', image: null, description: 'The newest scenes first.', isInNewTab: false },
  ],
  upcomingScenes: [
    { id: 'upcoming-1', title: 'Soon', text: '', image: { permalink: '/a.svg', alt: 'Soon' }, resolution: '8K', starring: 'Ava', publishedAt: 100 },
  ],
  topScenes: [1, 2, 3, 4, 5].map(video),
  easySetupImage: { permalink: '/media/art/easy-setup.svg', alt: 'Easy setup' },
  offersEasyCancel: true,
  posts: [
    { slug: 'one', title: 'Post one', excerpt: 'First.', image: null, publishedAt: 200 },
    { slug: 'two', title: 'Post two', excerpt: '', image: null, publishedAt: 100 },
  ],
};

describe('DashboardMainPage', () => {
  const render = (data: DashboardMainData) =>
    renderToString(<DashboardMainPage data={data} card={guestCardOptions} formatDate={(sec) => `date:${sec}`} />);

  it('shows the tiles, easy cancel, the upcoming scenes, the top scenes, the easy setup and the posts, headings in order', () => {
    const html = render(DATA);
    const headings = [...html.matchAll(/<h([1-3])[^>]*>(.*?)<\/h\1>/g)].map((m) => `h${m[1]} ${text(m[2] ?? '')}`);
    expect(headings).toEqual([
      'h1 Your Dashboard',
      'h2 Easy Cancel',
      'h2 Upcoming Scenes',
      'h3 Soon',
      'h2 Top Scenes',
      'h3 Scene 1',
      'h3 Scene 2',
      'h3 Scene 3',
      'h3 Scene 4',
      'h3 Scene 5',
      'h2 Easy Setup for the VR App',
      'h2 From the Blog',
      'h3 Post one',
      'h3 Post two',
    ]);
    expect(html).toContain('aria-label="Quick links"');
    expect(html).toContain('href="/main-dashboard/easy-cancel/"');
    expect(text(html)).toContain('Coming date:100');
    expect(html).toContain('href="/blog/one/"');
    expect(html).toMatch(/<img class="dash-setup__image" src="\/media\/art\/easy-setup.svg" alt="Easy setup" width="1200" height="675"/);
  });

  it('leaves out easy cancel when not offered, and every section that has nothing to show', () => {
    const html = render({ tiles: [], upcomingScenes: [], topScenes: [], easySetupImage: null, offersEasyCancel: false, posts: [] });
    expect(text(html)).toBe('Your Dashboard');
  });
});
