/**
 * Seeded digest (spec 000 §3 'Digest', 'Menu item'; §2.3 header, footer, mobile bottom menu, social links)
 * and the stored home-page configuration that backend/repo/home.ts expands per request.
 */
import type { SeoParams } from '../../contracts/common.ts';
import type { Digest, MenuItem } from '../../contracts/digest.ts';
import { art } from './constants.ts';
import { videoPositions, videoQualities, videoTechFormats } from './reference.ts';
import { seo } from './seo.ts';
import type { CategoryRow, CustomVideoRow, ModelRow, VideoRow } from './types.ts';
import { notificationTypes } from './notifications.ts';

type MenuInput = Partial<MenuItem> & Pick<MenuItem, 'label' | 'link'>;

let nextMenuId = 1;
const item = (input: MenuInput, sort: number): MenuItem => ({
  id: nextMenuId++,
  sort,
  inNewTab: false,
  rel: '',
  type: '',
  isLogOut: false,
  icon: null,
  image: '',
  visibilityRule: ['member', 'guest', 'expiredMember', 'inactive'],
  allowDevices: ['android', 'ios'],
  deviceVisibility: ['mobile', 'desktop'],
  isEnablePullDownOnMobile: false,
  pullDownMenus: [],
  leftText: '',
  leftTextColor: '',
  upperText: '',
  upperTextColor: '',
  subtitle: '',
  siteName: '',
  ...input,
});

const items = (inputs: MenuInput[]): MenuItem[] => inputs.map((input, index) => item(input, index + 1));
const tile = (label: string, link: string, permalink: string, sort: number) => ({
  label,
  link,
  rel: '',
  inNewTab: false,
  image: { alt: label, permalink },
  sort,
});

export function buildDigest(videos: VideoRow[], models: ModelRow[], categories: CategoryRow[]): Digest {
  nextMenuId = 1;
  const latest = [...videos].sort((a, b) => b.publishedAt - a.publishedAt).slice(0, 6);
  const topModels = [...models].sort((a, b) => b.views - a.views || a.id - b.id).slice(0, 6);
  const standard = categories.filter((c) => c.type === null).slice(0, 6);
  const members: MenuItem['visibilityRule'] = ['member', 'expiredMember', 'inactive'];
  return {
    videoPositions,
    videoTechFormats,
    videoQualities,
    notificationTypes,
    headerMenu: [
      {
        type: 'main',
        items: items([
          {
            label: 'Videos',
            link: '/videos/',
            isEnablePullDownOnMobile: true,
            pullDownMenus: latest.map((v, i) => tile(v.title, `/videos/${v.slug}/`, v.data.poster.permalink, i + 1)),
          },
          {
            label: 'Models',
            link: '/models/',
            isEnablePullDownOnMobile: true,
            pullDownMenus: topModels.map((m, i) => tile(m.title, `/models/${m.slug}/`, m.data.featuredImage.permalink, i + 1)),
          },
          {
            label: 'Categories',
            link: '/categories/',
            pullDownMenus: standard.map((c, i) => tile(c.name, `/categories/${c.slug}/`, art.category(c.slug), i + 1)),
          },
          { label: 'VR Cam Girls', link: '/vr-cam-girls/', upperText: 'LIVE', upperTextColor: '#e53935' },
          { label: 'Blog', link: '/blog/' },
          { label: 'Deals', link: '/deals/', leftText: 'SALE', leftTextColor: '#ffb300' },
          { label: 'Free VR App', link: '/app/', deviceVisibility: ['mobile'] },
        ]),
      },
      {
        type: 'account',
        items: items([
          { label: 'Dashboard', link: '/main-dashboard/', visibilityRule: members },
          { label: 'Favorites', link: '/main-dashboard/favorites/', visibilityRule: members },
          { label: 'Account Settings', link: '/main-dashboard/account-settings/', visibilityRule: members },
          { label: 'Log In', link: '/login/', visibilityRule: ['guest'] },
          { label: 'Log Out', link: '/logout/', isLogOut: true, visibilityRule: members, deviceVisibility: ['desktop'] },
        ]),
      },
    ],
    headerMenuTypes: [
      { label: 'Main menu', key: 'main' },
      { label: 'Account Menu', key: 'account' },
    ],
    footerMenu: [
      {
        type: 1,
        items: items([
          { label: 'Terms and Conditions', link: '/terms-and-conditions/' },
          { label: 'Privacy Policy', link: '/privacy-policy/' },
          { label: 'Cookie Policy', link: '/cookie-policy/' },
          { label: 'CA Privacy Rights', link: '/ca-privacy-rights/' },
          { label: '18 U.S.C. 2257', link: '/usc-2257/' },
          { label: 'Complaints Policy', link: '/complaints-policy/' },
        ]),
      },
      {
        type: 2,
        items: items([
          { label: 'VR Demo Gay', link: 'https://gay.vrdemo.test/', inNewTab: true, subtitle: 'VR scenes for him', siteName: 'VR Demo Gay' },
          {
            label: 'VR Demo Trans',
            link: 'https://trans.vrdemo.test/',
            inNewTab: true,
            subtitle: 'VR scenes, all welcome',
            siteName: 'VR Demo Trans',
          },
          { label: 'AR Demo', link: 'https://ar.vrdemo.test/', inNewTab: true, subtitle: 'Passthrough scenes', siteName: 'AR Demo' },
          { label: 'Affiliates', link: 'https://affiliates.vrdemo.test/', inNewTab: true, rel: 'nofollow' },
        ]),
      },
      {
        type: 3,
        items: items([
          { label: 'Blog', link: '/blog/' },
          { label: 'Forum', link: 'https://forum.vrdemo.test/', inNewTab: true },
          { label: 'Free VR App', link: '/app/' },
          { label: 'Deals', link: '/deals/' },
        ]),
      },
      {
        type: 4,
        items: items([
          { label: 'Contact', link: '/contact/' },
          { label: 'FAQ', link: '/faq/' },
          { label: 'Help', link: '/help/' },
          { label: 'About Us', link: '/about/' },
          { label: 'Business Inquires', link: '/business/' },
        ]),
      },
    ],
    footerMenuTypes: [
      { label: 'Information', key: 1 },
      { label: 'Network', key: 2 },
      { label: 'Community', key: 3 },
      { label: 'Contact Us', key: 4 },
    ],
    mobileBottomMenu: items([
      { label: 'Home', link: '/', icon: { alt: 'Home', permalink: art.icon('home') } },
      { label: 'Videos', link: '/videos/', icon: { alt: 'Videos', permalink: art.icon('videos') } },
      { label: 'Models', link: '/models/', icon: { alt: 'Models', permalink: art.icon('models') } },
      { label: 'Categories', link: '/categories/', icon: { alt: 'Categories', permalink: art.icon('categories') } },
    ]),
    socialItems: socialLinks,
    freeVideoCategoryKey: '',
    bonusVideoCategoryKey: '0',
    siteSettings: {
      headerLogoColor: { permalink: art.logoHeader },
      footerLogo: { permalink: art.logoFooter },
      logoutRedirectLink: '/',
      isShowReleaseDate: true,
      isActiveJoinNowBtn: true,
      socialLinks,
    },
    pullDownMenuBanner: { isActive: true, visibilityRule: ['guest'] },
    // The fake-buy pop-ups (spec 001 §3, §9): on, entries linking onward, the default 15 s pause and 5 s shown.
    fakeBuyPopup: { isActive: true, isEnablePopup: true, enableListLinks: true, popupPause: 15, popupShowDuration: 5 },
  };
}

/** Youtube has no URL on purpose: the footer must hide it (spec 000 §2.3 'Footer'). */
const socialLinks: Digest['socialItems'] = [
  { name: 'twitter', url: 'https://twitter.example.test/vrdemosite', isInNewTab: true, sort: 1 },
  { name: 'instagram', url: 'https://instagram.example.test/vrdemosite', isInNewTab: true, sort: 2 },
  { name: 'reddit', url: 'https://reddit.example.test/r/vrdemosite', isInNewTab: true, sort: 3 },
  { name: 'youtube', url: '', isInNewTab: true, sort: 4 },
];

/** What is stored under settings 'home'; lists are ids, expanded to current rows when served. */
export interface HomeConfig {
  topVideoIds: number[];
  topModelIds: number[];
  topCategorySlugs: string[];
  latestVideosCount: number;
  upcomingSceneIds: string[];
  featuredModelIds: number[];
  categoriesPageSeo: SeoParams;
  seoParams: SeoParams;
  landerButton: { label: string; link: string } | null;
  titleWinner: string;
  descriptionArea: string;
  whatDoYouGet: { isActive: boolean };
  announcements: { id: number; title: string; text: string; link: string; image: { alt: string; permalink: string } }[];
}

export function buildHomeConfig(videos: VideoRow[], models: ModelRow[], categories: CategoryRow[], custom: CustomVideoRow[]): HomeConfig {
  const byViews = <T extends { views: number; id: number }>(rows: T[]) => [...rows].sort((a, b) => b.views - a.views || a.id - b.id);
  const announcements = [
    { title: 'New scenes every week', text: 'Fresh 6K and 8K releases every Monday, Wednesday and Friday.', link: '/videos/' },
    { title: 'Watch in the free VR app', text: 'Stream or download every scene in our free headset app.', link: '/app/' },
    { title: 'Winter deals are here', text: 'Save on yearly memberships for a limited time.', link: '/deals/' },
  ].map((a, i) => ({ id: i + 1, ...a, image: { alt: a.title, permalink: art.announcement(i + 1) } }));
  return {
    topVideoIds: byViews(videos)
      .slice(0, 12)
      .map((v) => v.id),
    topModelIds: byViews(models)
      .slice(0, 12)
      .map((m) => m.id),
    topCategorySlugs: categories
      .filter((c) => c.type === null)
      .slice(0, 8)
      .map((c) => c.slug),
    latestVideosCount: 12,
    upcomingSceneIds: custom.slice(0, 4).map((c) => c.id),
    featuredModelIds: models
      .filter((m) => m.isFeatured)
      .slice(0, 8)
      .map((m) => m.id),
    categoriesPageSeo: seo({
      title: 'VR Video Categories',
      description: 'Browse every category of our virtual reality scenes.',
      shortSeoText: 'Find the perfect scene by category.',
      fullSeoText: 'Find the perfect scene by category. Every category lists its newest and most popular virtual reality videos.',
    }),
    seoParams: seo({
      title: '',
      description: 'New virtual reality scenes every week, filmed in 6K and 8K for every modern headset.',
      image: art.logoHeader,
      keywords: 'VR videos, virtual reality, 8K VR, VR headset',
      shortSeoText: 'A studio for high-resolution virtual reality scenes.',
      fullSeoText: "A studio for high-resolution virtual reality scenes. Open this site in your headset's browser to start watching.",
    }),
    landerButton: { label: 'Join Now', link: '/join-now/' },
    titleWinner: 'Winner of the Best VR Studio Award',
    descriptionArea:
      '<p>New virtual reality scenes every week in up to 8K, with the performers you love and settings you will want to visit again.</p>',
    whatDoYouGet: { isActive: true },
    announcements,
  };
}
