/** Site chrome views (spec 000 §2.3, §6): server-rendered HTML of the header, footer, splash, banner, breadcrumbs. */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SocialLink } from '../../../contracts/digest.ts';
import { AgeSplash } from '../../../views/chrome/AgeSplash.tsx';
import { Breadcrumbs } from '../../../views/chrome/Breadcrumbs.tsx';
import { CookieBanner } from '../../../views/chrome/CookieBanner.tsx';
import { Footer, type FooterProps } from '../../../views/chrome/Footer.tsx';
import { Header } from '../../../views/chrome/Header.tsx';
import { headerProps, menuItem } from './header-props.ts';
import { Layout } from '../../../views/chrome/Layout.tsx';
import { MaintenancePage } from '../../../views/chrome/MaintenancePage.tsx';
import { MobileBottomMenu } from '../../../views/chrome/MobileBottomMenu.tsx';
import { MobileMenuContent } from '../../../views/chrome/MobileMenu.tsx';
import { SeoText } from '../../../views/chrome/SeoText.tsx';

const noop = () => {};
const item = menuItem;

/** Text content of the HTML with tags stripped and entities decoded. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/** `<a …>` tags whose inner text is exactly `label`. */
const linksNamed = (html: string, label: string) =>
  [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].filter((m) => text(m[2] ?? '').trim() === label);
const hrefOf = (attrs: string) => /href="([^"]*)"/.exec(attrs)?.[1];

describe('Header', () => {
  it('shows Log In and Join Now to a guest, and no Log Out', () => {
    const html = renderToString(<Header {...headerProps()} />);
    expect(hrefOf(linksNamed(html, 'Log In')[0]?.[1] ?? '')).toBe('/login/');
    expect(hrefOf(linksNamed(html, 'Join Now')[0]?.[1] ?? '')).toBe('/join-now/');
    expect(linksNamed(html, 'Log Out')).toHaveLength(0);
  });

  it('shows Log Out to a member, and neither Log In nor Join Now', () => {
    const html = renderToString(<Header {...headerProps({ showLogIn: false, showLogOut: true, showJoinNow: false })} />);
    expect(hrefOf(linksNamed(html, 'Log Out')[0]?.[1] ?? '')).toBe('/logout/');
    expect(linksNamed(html, 'Log In')).toHaveLength(0);
    expect(linksNamed(html, 'Join Now')).toHaveLength(0);
  });

  it('has a logo link to / named after the site, the main menu landmark and the hamburger', () => {
    const html = renderToString(<Header {...headerProps()} />);
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*aria-label="DemoVR"|<a[^>]*aria-label="DemoVR"[^>]*href="\/"/);
    expect(html).toContain('aria-label="Main menu"');
    expect(html).toMatch(/<button[^>]*aria-label="Open menu"/);
    expect(html).toContain('href="/videos/"');
  });

  it('shows at most 12 dropdown tiles sorted by sort (13–16 only for darkest xl)', () => {
    const pullDownMenus = Array.from({ length: 20 }, (_, i) => ({
      label: `Cat ${20 - i}`,
      link: `/categories/cat-${20 - i}/`,
      sort: 20 - i,
      image: { alt: '', permalink: `/media/cat-${20 - i}.svg` },
    }));
    const html = renderToString(
      <Header {...headerProps({ mainMenu: [item({ id: 2, label: 'Categories', link: '/categories/', pullDownMenus })], dropdowns: true })} />,
    );
    const tiles = [...html.matchAll(/<li class="(tile[^"]*)"[\s\S]*?alt="([^"]*)"/g)].map((m) => ({ cls: m[1], alt: m[2] }));
    const visible = tiles.filter((t) => !t.cls?.includes('tile--xl-only'));
    expect(visible.map((t) => t.alt)).toEqual(Array.from({ length: 12 }, (_, i) => `Cat ${i + 1} VR Porn`));
    expect(tiles).toHaveLength(16);
    expect(html).not.toContain('Cat 17');
  });

  it('gives category and model tiles the SEO suffix in their alt text, other tiles their label (spec 000 §2.3)', () => {
    const image = { alt: '', permalink: '/media/tile.svg' };
    const pullDownMenus = [
      { label: 'POV', link: '/categories/pov/', image, sort: 3 },
      { label: 'Luna Lane', link: '/models/luna-lane/', image, sort: 2 },
      { label: 'Sunset', link: '/videos/sunset/', image, sort: 1 },
    ];
    const html = renderToString(
      <Header {...headerProps({ mainMenu: [item({ id: 2, label: 'More', link: '/', pullDownMenus })], dropdowns: true })} />,
    );
    expect([...html.matchAll(/class="tile__image"[^>]*alt="([^"]*)"/g)].map((m) => m[1])).toEqual(['Sunset', 'Luna Lane VR Porn', 'POV VR Porn']);
  });

  it('leaves the tiles out of the server HTML unless asked for, keeping the menu link', () => {
    const pullDownMenus = [{ label: 'Sunset', link: '/videos/sunset/', image: { alt: '', permalink: '/media/sunset.svg' } }];
    const menu = [item({ id: 1, label: 'Videos', link: '/videos/', pullDownMenus })];
    const html = renderToString(<Header {...headerProps({ mainMenu: menu })} />);
    expect(hrefOf(linksNamed(html, 'Videos')[0]?.[1] ?? '')).toBe('/videos/');
    expect(html).not.toContain('Sunset');
    expect(renderToString(<Header {...headerProps({ mainMenu: menu, dropdowns: true })} />)).toContain('Sunset');
  });

  it('shows upperText and leftText badges in their colours', () => {
    const html = renderToString(
      <Header
        {...headerProps({
          mainMenu: [
            item({ id: 3, label: 'Deals', link: '/deals/', upperText: 'New', upperTextColor: '#00aa00', leftText: '-50%', leftTextColor: '#ff0000' }),
          ],
        })}
      />,
    );
    expect(html).toMatch(/background-color:#00aa00[^>]*>New</);
    expect(html).toMatch(/background-color:#ff0000[^>]*>-50%</);
  });

  it('offers the account menu button only when the account menu has items', () => {
    const without = renderToString(<Header {...headerProps()} />);
    const withMenu = renderToString(
      <Header {...headerProps({ accountMenu: [item({ id: 9, label: 'Favorites', link: '/dashboard/favorites/' })] })} />,
    );
    expect(without).not.toContain('aria-label="Account menu"');
    expect(withMenu).toMatch(/<button[^>]*aria-label="Account menu"/);
  });

  it('greets with the first 10 characters of the e-mail when given', () => {
    const html = renderToString(<Header {...headerProps({ userEmail: 'someone.long@example.com' })} />);
    expect(text(html)).toContain('someone.lo');
    expect(text(html)).not.toContain('someone.long');
  });
});

const footerProps = (over: Partial<FooterProps> = {}): FooterProps => ({
  columns: [
    { title: 'Information', items: [item({ id: 1, label: 'Terms', link: '/terms-and-conditions' })] },
    { title: 'Network', items: [] },
    { title: 'Community', items: [item({ id: 2, label: 'Forum', link: 'https://forum.example.test/' })] },
    { title: 'Contact Us', items: [] },
  ],
  socialLinks: [
    SocialLink.parse({ name: 'twitter', url: 'https://twitter.example.test/demo' }),
    SocialLink.parse({ name: 'reddit', url: 'https://reddit.example.test/r/demo' }),
  ],
  logoUrl: '/media/footer-logo.svg',
  siteName: 'DemoVR',
  year: 2031,
  foundedIn: 2021,
  ...over,
});

describe('Footer', () => {
  it('has the four column titles, the year passed in and the age-check notice verbatim', () => {
    const t = text(renderToString(<Footer {...footerProps()} />));
    for (const title of ['Information', 'Network', 'Community', 'Contact Us']) expect(t).toContain(title);
    expect(t).toContain('2031');
    expect(t).toContain('DemoVR');
    expect(t).toContain('Secure, anonymous age check compliant with global regulations.');
  });

  it("shows the copyright line with the current year and 'Founded in' with the configured year", () => {
    const t = text(renderToString(<Footer {...footerProps({ foundedIn: 2022 })} />));
    expect(t).toContain('© 2031 DemoVR. All rights reserved.');
    expect(t).toContain('Founded in 2022');
    expect(text(renderToString(<Footer {...footerProps({ foundedIn: 2021 })} />))).toContain('Founded in 2021');
  });

  it('shows the RTA label', () => {
    expect(renderToString(<Footer {...footerProps()} />)).toContain('alt="RTA – Restricted To Adults"');
  });

  it('links only the social networks it is given, each named', () => {
    const html = renderToString(<Footer {...footerProps()} />);
    expect(html).toMatch(/aria-label="Twitter"/);
    expect(html).toMatch(/aria-label="Reddit"/);
    expect(html).not.toContain('aria-label="Instagram"');
    expect(html).not.toContain('aria-label="Youtube"');
    expect(html).toMatch(/href="https:\/\/twitter\.example\.test\/demo"[^>]*target="_blank"/);
  });

  it('skips a social link without a URL', () => {
    const html = renderToString(<Footer {...footerProps({ socialLinks: [SocialLink.parse({ name: 'youtube', url: '' })] })} />);
    expect(html).not.toContain('aria-label="Youtube"');
  });

  it('opens external column links in a new tab and normalises internal ones', () => {
    const html = renderToString(<Footer {...footerProps()} />);
    expect(html).toContain('href="/terms-and-conditions/"');
    expect(html).toMatch(/href="https:\/\/forum\.example\.test\/"[^>]*target="_blank"/);
  });
});

describe('AgeSplash', () => {
  it('renders the 18+ texts, terms link, date and both choices when open', () => {
    const html = renderToString(<AgeSplash isOpen onAgree={noop} today="March 3, 2031" termsHref="/terms-and-conditions/" />);
    const t = text(html);
    expect(t).toContain('18+');
    expect(t).toContain('Warning: This Website is for Adults Only!');
    expect(t).toContain('March 3, 2031');
    expect(hrefOf(linksNamed(html, 'Terms of Service')[0]?.[1] ?? '')).toBe('/terms-and-conditions/');
    expect(html).toMatch(/<button[^>]*>I Agree<\/button>/);
    expect(hrefOf(linksNamed(html, 'Disagree')[0]?.[1] ?? '')).toMatch(/^https:\/\//);
    expect(html).toContain('aria-modal="true"');
  });

  it('renders nothing when closed', () => {
    expect(renderToString(<AgeSplash isOpen={false} onAgree={noop} today="x" termsHref="/terms/" />)).toBe('');
  });
});

describe('CookieBanner', () => {
  it('renders the consent text verbatim with Accept and Reject in a named region', () => {
    const html = renderToString(<CookieBanner isVisible onAccept={noop} onReject={noop} />);
    expect(text(html)).toContain('Our site uses cookies to personalize content and make our site easier for you to use.');
    expect(html).toContain('aria-label="Cookie consent"');
    expect(html).toMatch(/<button[^>]*>Accept<\/button>/);
    expect(html).toMatch(/<button[^>]*>Reject<\/button>/);
  });

  it('renders nothing when not visible', () => {
    expect(renderToString(<CookieBanner isVisible={false} onAccept={noop} onReject={noop} />)).toBe('');
  });
});

describe('Breadcrumbs', () => {
  it('renders nothing for an empty list', () => {
    expect(renderToString(<Breadcrumbs items={[]} />)).toBe('');
  });

  it('renders an ordered list with the last item as the current page', () => {
    const html = renderToString(
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Models', href: '/models' }, { label: 'Jane Placeholder' }]} />,
    );
    expect(html).toContain('aria-label="Breadcrumbs"');
    expect(html).toContain('<ol');
    expect(html).toContain('href="/models/"');
    expect(html).toMatch(/aria-current="page"[^>]*>Jane Placeholder</);
  });
});

describe('MaintenancePage and SeoText', () => {
  it('shows the maintenance texts verbatim', () => {
    const t = text(renderToString(<MaintenancePage />));
    expect(t).toContain('Website Maintenance');
    expect(t).toContain('We`ll be back Shortly!');
  });

  it("draws the logo inline in the theme's text colour when its SVG is at hand (an image of it would be black on dark themes)", () => {
    const svg = '<svg viewBox="0 0 10 10"><path fill="currentColor" d="M0 0h10v10H0z"/></svg>';
    const html = renderToString(<MaintenancePage siteName="VelvetVR" logoUrl="/logo.svg" logoSvg={svg} />);
    expect(html).toMatch(/<span class="maintenance__logo site-logo-svg" role="img" aria-label="VelvetVR"[^>]*><svg/);
    expect(html).not.toContain('<img');
    expect(renderToString(<MaintenancePage siteName="VelvetVR" logoUrl="/logo.svg" />)).toContain(
      '<img class="maintenance__logo" src="/logo.svg" alt="VelvetVR"',
    );
  });

  it('toggles between Read Full Text and Hide Full Text', () => {
    const collapsed = renderToString(<SeoText shortText="<p>Short</p>" fullText="<p>Full</p>" expanded={false} onToggle={noop} />);
    const expanded = renderToString(<SeoText shortText="<p>Short</p>" fullText="<p>Full</p>" expanded onToggle={noop} />);
    expect(text(collapsed)).toContain('Read Full Text');
    expect(collapsed).toMatch(/hidden=""[^>]*><p>Full<\/p>/);
    expect(text(expanded)).toContain('Hide Full Text');
    expect(expanded).not.toMatch(/hidden=""[^>]*><p>Full<\/p>/);
  });
});

describe('MobileBottomMenu and MobileMenu', () => {
  const items = [
    item({ id: 1, label: 'Home', link: '/' }),
    item({ id: 2, label: 'Videos', link: '/videos/' }),
    item({ id: 3, label: 'Models', link: '/models/' }),
  ];

  it('marks only the item matching the current route', () => {
    const html = renderToString(<MobileBottomMenu items={items} activePath="/videos/some-video/" />);
    const current = [...html.matchAll(/<a\b[^>]*aria-current="page"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => text(m[1] ?? '').trim());
    expect(current).toEqual(['Videos']);
  });

  it('renders nothing without items', () => {
    expect(renderToString(<MobileBottomMenu items={[]} activePath="/" />)).toBe('');
  });

  it('has pull-down submenus for flagged items and a Join Now button for non-members', () => {
    const mainMenu = [
      item({
        id: 5,
        label: 'Categories',
        link: '/categories/',
        isEnablePullDownOnMobile: true,
        pullDownMenus: [
          { label: 'B cat', link: '/categories/b/', sort: 2 },
          { label: 'A cat', link: '/categories/a/', sort: 1 },
        ],
      }),
      item({ id: 6, label: 'Blog', link: '/blog/', pullDownMenus: [{ label: 'Hidden', link: '/blog/x/', sort: 1 }] }),
    ];
    const html = renderToString(
      <MobileMenuContent isOpen onOpenChange={noop} mainMenu={mainMenu} accountMenu={[]} showLogOut={false} showJoinNow joinUrl="/join-now/" />,
    );
    expect(html).toMatch(/aria-label="Categories submenu"/);
    expect(html).not.toContain('aria-label="Blog submenu"');
    expect(html.indexOf('A cat')).toBeLessThan(html.indexOf('B cat'));
    expect(linksNamed(html, 'Join Now')).toHaveLength(1);
    expect(linksNamed(html, 'Log Out')).toHaveLength(0);
  });
});

describe('Layout', () => {
  it('composes skip link, header, main#content with the page, footer and slots', () => {
    const html = renderToString(
      <Layout
        header={headerProps()}
        footer={footerProps()}
        bottomMenu={{ items: [], activePath: '/' }}
        cookieBanner={<CookieBanner isVisible onAccept={noop} onReject={noop} />}
      >
        <p>Page body</p>
      </Layout>,
    );
    expect(html).toMatch(/<a[^>]*href="#content"[^>]*>Skip to content<\/a>/);
    expect(html).toMatch(/<main[^>]*id="content"[^>]*>[\s\S]*Page body[\s\S]*<\/main>/);
    expect(html.indexOf('<header')).toBeLessThan(html.indexOf('<main'));
    expect(html.indexOf('</main>')).toBeLessThan(html.indexOf('<footer'));
    expect(html).toContain('aria-label="Cookie consent"');
  });
});
