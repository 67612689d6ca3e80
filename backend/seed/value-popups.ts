/**
 * The value pop-up service's seed (spec 001 §2 'Value pop-ups', 'Promo header bar', §3 'Value pop-up / header bar',
 * §4 'Value pop-ups'): the pop-ups and the header bars with their targeting, kept in `settings`
 * ('valuePopups') and answered by backend/routes/value-popups.ts. Images are upload paths ('{name}.svg' under
 * /api/value-popup/uploads/, generated art); the '…WithVideo' templates play a demo clip (a site path, /media/clips/…).
 *
 * The modal pop-ups sit on pages the other end-to-end tests do not browse (promo pages and /join-now/'s leave-page
 * trap), so they interrupt nobody else's test: see backend/README.md 'Value pop-ups' for the table.
 */
import { offerYear, wallClockDaysFrom } from './demo-calendar.ts';
import type { ValuePopup } from '../../contracts/value-popups.ts';

/** The visitor groups an item is for (the context's showToGuest, showToMembers, showToExpired, showToInactive). */
export type ValuePopupGroup = 'guest' | 'members' | 'expired' | 'inactive';

/** An item as the service keeps it: the wire item plus whom and where it is for. */
export type SeededValuePopup = ValuePopup & {
  groups: ValuePopupGroup[];
  /** Path prefixes of the pages it is for, matched against the context's url; [] = every page. */
  pages: string[];
  /** Only for visitors of this affiliate (null: any). */
  affiliateId: string | null;
};

export type ValuePopupSeed = { popups: SeededValuePopup[]; headerBars: SeededValuePopup[] };

/** The uuids the tests and the README name. */
export const VALUE_POPUP_UUIDS = {
  timedGuest: 'vp-timed-guest',
  atOnceGuest: 'vp-at-once-guest',
  exitTrapGuest: 'vp-exit-trap-guest',
  leaveTrap: 'vp-leave-trap',
  easyCancelMembers: 'vp-easy-cancel-members',
  expiredCustom: 'vp-expired-custom',
  inactiveVideo: 'vp-inactive-video',
  affiliateOnly: 'vp-affiliate-only',
  inactiveItem: 'vp-switched-off',
  headerGuest: 'hb-guest-countdown',
  headerTrigger: 'hb-guest-trigger',
  headerExpired: 'hb-expired',
  headerMembers: 'hb-members',
} as const;

/** The timed pop-up's wait (showTrigger 1, seconds). */
export const TIMED_POPUP_SECONDS = 5;

/** The pages of the seeded pop-ups (promo pages the other e2e tests only fetch without a browser). */
export const VALUE_POPUP_PAGES = {
  timed: '/space-odyssey/',
  atOnce: '/summer-splash/',
  exitTrap: ['/time-capsule/', '/wc-2018/'],
  members: '/date-night/',
  expired: '/anniversary/',
  inactive: '/sneak-peek-2020/',
  leaveTrap: '/join-now/',
  headerTrigger: '/worldcup2022/',
} as const;

const CLIP = '/media/clips/preview-4.webm';

const base: Omit<SeededValuePopup, 'uuid' | 'template' | 'groups' | 'pages'> = {
  active: true,
  title: '',
  titleMobile: '',
  subTitle: '',
  subTitleMobile: '',
  text: '',
  mainImage: '',
  mainImageMobile: '',
  smallImage: '',
  middleLayerImage: '',
  mobileMiddleLayerImage: '',
  mobileMainImage: '',
  videoLink: '',
  gradientStartColor: '',
  gradientEndColor: '',
  bgColor: '',
  textColor: '',
  buttonText: '',
  buttonUrl: '',
  openLinkInNewTab: false,
  showCancelButton: true,
  timerDateTimeStart: null,
  timerDateTimeEnd: null,
  cheatTimer: false,
  showTrigger: 1,
  timeForTrigger: null,
  groupId: null,
  affiliateId: null,
};

type Item = Partial<SeededValuePopup> & Pick<SeededValuePopup, 'uuid' | 'template' | 'groups' | 'pages'>;
const item = (fields: Item): SeededValuePopup => ({ ...base, ...fields });

/** The art of an item: '{uuid}-{part}.svg' (backend/routes/value-popups.ts draws it by the part). */
const art = (uuid: string, part: 'main' | 'main-mobile' | 'small' | 'layer' | 'layer-mobile' | 'badge') => `${uuid}-${part}.svg`;

const layers = (uuid: string) => ({
  mainImage: art(uuid, 'main'),
  mobileMainImage: art(uuid, 'main-mobile'),
  mainImageMobile: art(uuid, 'main-mobile'),
  middleLayerImage: art(uuid, 'layer'),
  mobileMiddleLayerImage: art(uuid, 'layer-mobile'),
  smallImage: art(uuid, 'small'),
});

/** The pop-ups and header bars; the expired members' year-end countdown runs to the end of `day`'s offer year. */
export function buildValuePopups(day: number): ValuePopupSeed {
  const u = VALUE_POPUP_UUIDS;
  const p = VALUE_POPUP_PAGES;
  const popups: SeededValuePopup[] = [
    item({
      uuid: u.timedGuest,
      template: 'regular',
      groups: ['guest'],
      pages: [p.timed],
      title: 'A week of VR on us',
      subTitle: 'Join today and the first week of new scenes is free.',
      mainImage: art(u.timedGuest, 'main'),
      buttonText: 'Claim the Week',
      buttonUrl: '/join-now/',
      gradientStartColor: '#3b1f6e',
      gradientEndColor: '#c2185b',
      textColor: '#ffffff',
      timeForTrigger: TIMED_POPUP_SECONDS,
    }),
    item({
      uuid: u.atOnceGuest,
      template: 'regularWithVideo',
      groups: ['guest'],
      pages: [p.atOnce],
      title: 'Summer Splash in 8K',
      subTitle: 'Fresh scenes every week, streamed or downloaded.',
      mainImage: art(u.atOnceGuest, 'main'),
      videoLink: CLIP,
      buttonText: 'See the Plans',
      buttonUrl: '/join-now/',
      gradientStartColor: '#00695c',
      gradientEndColor: '#0288d1',
      textColor: '#ffffff',
    }),
    item({
      uuid: u.exitTrapGuest,
      template: 'custom',
      groups: ['guest'],
      pages: [...p.exitTrap],
      title: 'Before you go',
      subTitle: 'Save 60% on a year of VR: this offer ends when you leave.',
      ...layers(u.exitTrapGuest),
      buttonText: 'Save 60% Now',
      buttonUrl: '/join-now/',
      gradientStartColor: '#1a237e',
      gradientEndColor: '#6a1b9a',
      textColor: '#ffffff',
      showTrigger: 2,
    }),
    item({
      uuid: u.leaveTrap,
      template: 'customWithVideo',
      groups: ['guest', 'inactive', 'expired'],
      pages: [p.leaveTrap],
      title: 'Wait! A One-Time Special',
      subTitle: 'Special prices are on for a short while: pick one below.',
      ...layers(u.leaveTrap),
      videoLink: CLIP,
      buttonText: 'Show the Special',
      buttonUrl: '/join-now/',
      gradientStartColor: '#b71c1c',
      gradientEndColor: '#f57c00',
      textColor: '#ffffff',
      showTrigger: 2,
      groupId: 600,
    }),
    item({
      uuid: u.easyCancelMembers,
      template: 'easyCancelVipOffer',
      groups: ['members'],
      pages: [p.members],
      title: 'Your VIP offer',
      subTitle: 'Stay a member for less',
      text: 'Keep every scene and download for half the price of your next three months.',
      buttonText: 'Keep My Membership',
      buttonUrl: '/videos/',
      bgColor: '#17171f',
      textColor: '#f5f5f5',
      gradientStartColor: '#ffb300',
      gradientEndColor: '#ff6f00',
    }),
    item({
      uuid: u.expiredCustom,
      template: 'custom',
      groups: ['expired'],
      pages: [p.expired],
      title: 'Welcome back',
      subTitle: 'Renew today and your favourites are waiting.',
      ...layers(u.expiredCustom),
      buttonText: 'Renew Now',
      buttonUrl: '/join-now/?event=expired',
      gradientStartColor: '#004d40',
      gradientEndColor: '#1b5e20',
      textColor: '#ffffff',
    }),
    item({
      uuid: u.inactiveVideo,
      template: 'customWithVideo',
      groups: ['inactive'],
      pages: [p.inactive],
      title: 'Finish joining',
      subTitle: 'Your account is ready: pick a plan to start watching.',
      ...layers(u.inactiveVideo),
      videoLink: CLIP,
      buttonText: 'Pick a Plan',
      buttonUrl: '/join-now/',
      openLinkInNewTab: true,
      gradientStartColor: '#263238',
      gradientEndColor: '#455a64',
      textColor: '#ffffff',
    }),
    item({
      uuid: u.affiliateOnly,
      template: 'regular',
      groups: ['guest'],
      pages: [p.timed],
      affiliateId: 'aff-partner-7',
      title: 'A gift from our partner',
      subTitle: 'Three extra days on any plan.',
      mainImage: art(u.affiliateOnly, 'main'),
      buttonText: 'Get the Gift',
      buttonUrl: '/join-now/',
      timeForTrigger: TIMED_POPUP_SECONDS,
    }),
    item({
      uuid: u.inactiveItem,
      template: 'regular',
      groups: ['guest', 'members', 'expired', 'inactive'],
      pages: [],
      active: false,
      title: 'An old offer (switched off)',
      buttonText: 'Join',
      buttonUrl: '/join-now/',
    }),
  ];
  // Header bars (the header bar's front end: machines/header-bar.machine.ts). The countdown's times are wall-clock
  // times in America/Los_Angeles; cheatTimer counts to the next midnight there instead.
  const headerBars: SeededValuePopup[] = [
    item({
      uuid: u.headerGuest,
      template: 'header-bar-with-btn',
      groups: ['guest'],
      pages: [],
      title: 'Flash Sale: 60% off a year of VR',
      titleMobile: 'Flash Sale: 60% off',
      subTitle: 'New scenes every week. The price goes back up at midnight.',
      subTitleMobile: 'Ends at midnight',
      mainImage: art(u.headerGuest, 'badge'),
      buttonText: 'Join Now',
      buttonUrl: '/join-now/',
      gradientStartColor: '#6a1b9a',
      gradientEndColor: '#c2185b',
      textColor: '#ffffff',
      timerDateTimeStart: '2024-01-01T00:00:00',
      timerDateTimeEnd: '2035-12-31T23:59:59',
      cheatTimer: true,
      showCancelButton: true,
    }),
    item({
      uuid: u.headerTrigger,
      template: 'regular',
      groups: ['guest'],
      pages: [p.headerTrigger],
      title: 'Still looking? Try a free scene',
      titleMobile: 'Try a free scene',
      subTitle: 'Every week one full scene is free to watch.',
      subTitleMobile: 'Free every week',
      mainImage: art(u.headerTrigger, 'badge'),
      gradientStartColor: '#01579b',
      gradientEndColor: '#00838f',
      textColor: '#ffffff',
      showTrigger: 2,
    }),
    item({
      uuid: u.headerExpired,
      template: 'regular',
      groups: ['expired'],
      pages: [],
      title: 'Your membership has ended',
      titleMobile: 'Membership ended',
      subTitle: 'Renew before the end of the year and keep your price.',
      subTitleMobile: 'Renew and keep your price',
      mainImage: art(u.headerExpired, 'badge'),
      bgColor: '#212121',
      textColor: '#ffcc80',
      timerDateTimeStart: wallClockDaysFrom(day, -30),
      timerDateTimeEnd: `${offerYear(day)}-12-31T23:59:59`,
    }),
    item({
      uuid: u.headerMembers,
      template: 'header-bar-with-btn',
      groups: ['members'],
      pages: [p.members],
      title: 'Member Plus: two more sites',
      titleMobile: 'Member Plus',
      subTitle: 'Add a partner site to your membership.',
      subTitleMobile: 'Add a partner site',
      mainImage: art(u.headerMembers, 'badge'),
      buttonText: 'See Member Plus',
      buttonUrl: '/categories/',
      openLinkInNewTab: true,
      gradientStartColor: '#263238',
      gradientEndColor: '#37474f',
      textColor: '#ffffff',
    }),
  ];
  return { popups, headerBars };
}
