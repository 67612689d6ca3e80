/**
 * What the site chrome renders of the digest (spec 000 §2.3 header, footer, mobile menus; §3 'Digest', 'Menu
 * item'; §6 visibility): the header's main and account menus, the footer columns under their titles, the
 * mobile bottom menu, the social links, the logos and the few site settings the visit uses. Menus are sorted,
 * pull-down tiles sorted and cut to what a dropdown can show, and every field at its default is left out: the
 * root data is serialised into every page for hydration, so it carries nothing the chrome does not show.
 */
import type { Digest, Menu, MenuItem, SiteSettings, SocialLink, VisitorGroup } from '../contracts/digest.ts';
import { type FakeBuySettings, fakeBuySettings } from './fake-buy.ts';

type Media = NonNullable<MenuItem['icon']>;

/** A pull-down tile of a main-menu item (a video under 'Videos', say). */
export interface ChromeTile {
  label: string;
  link: string;
  rel?: string;
  inNewTab?: boolean;
  image?: Media;
}

/** A menu item as the chrome renders it; an absent field has the digest's default (all groups, both devices, …). */
export interface ChromeMenuItem {
  id: number;
  label: string;
  link: string;
  inNewTab?: boolean;
  rel?: string;
  isLogOut?: boolean;
  icon?: Media;
  visibilityRule?: VisitorGroup[];
  deviceVisibility?: MenuItem['deviceVisibility'];
  allowDevices?: MenuItem['allowDevices'];
  isEnablePullDownOnMobile?: boolean;
  /** Sorted by their sort, at most PULL_DOWN_TILES. */
  pullDownMenus?: ChromeTile[];
  leftText?: string;
  leftTextColor?: string;
  upperText?: string;
  upperTextColor?: string;
  subtitle?: string;
}

export interface ChromeData {
  headerMain: ChromeMenuItem[];
  headerAccount: ChromeMenuItem[];
  footer: { title: string; items: ChromeMenuItem[] }[];
  bottom: ChromeMenuItem[];
  /** Sorted, with a URL. */
  social: SocialLink[];
  logos: { header: string; footer: string };
  settings: Pick<SiteSettings, 'logoutRedirectLink' | 'isShowReleaseDate' | 'isActiveJoinNowBtn'>;
  /** The fake-buy pop-ups' timings and links (spec 001 §3, rules/fake-buy.ts); null when the digest leaves them off. */
  fakeBuy: FakeBuySettings | null;
}

/** Dropdowns show at most 12 tiles, 16 on extra-large screens in the darkest theme (views/chrome/dropdown-tiles.ts). */
export const PULL_DOWN_TILES = 16;
const ALL_GROUPS = 4;
const ALL_DEVICES = 2;
const ALL_PLATFORMS = 2;
const FOOTER_TITLES: Record<string, string> = { '1': 'Information', '2': 'Network', '3': 'Community', '4': 'Contact Us' };
export const DEFAULT_HEADER_LOGO = '/media/art/logo-header.svg';
export const DEFAULT_FOOTER_LOGO = '/media/art/logo-footer.svg';

const bySort = <T extends { sort: number }>(items: readonly T[]): T[] =>
  items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.sort - b.item.sort || a.index - b.index)
    .map(({ item }) => item);

/** The object without its undefined, '' and false fields. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '' && v !== false)) as T;
}

function chromeTile(tile: MenuItem['pullDownMenus'][number]): ChromeTile {
  return compact({ label: tile.label, link: tile.link, rel: tile.rel, inNewTab: tile.inNewTab, image: tile.image ?? undefined });
}

export function chromeMenuItem(item: MenuItem): ChromeMenuItem {
  const tiles = bySort(item.pullDownMenus).slice(0, PULL_DOWN_TILES).map(chromeTile);
  return compact({
    id: item.id,
    label: item.label,
    link: item.link,
    inNewTab: item.inNewTab,
    rel: item.rel,
    isLogOut: item.isLogOut,
    icon: item.icon ?? undefined,
    visibilityRule: item.visibilityRule.length === ALL_GROUPS ? undefined : item.visibilityRule,
    deviceVisibility: item.deviceVisibility.length === ALL_DEVICES ? undefined : item.deviceVisibility,
    allowDevices: item.allowDevices.length === ALL_PLATFORMS ? undefined : item.allowDevices,
    isEnablePullDownOnMobile: item.isEnablePullDownOnMobile,
    pullDownMenus: tiles.length ? tiles : undefined,
    leftText: item.leftText,
    leftTextColor: item.leftText ? item.leftTextColor : undefined,
    upperText: item.upperText,
    upperTextColor: item.upperText ? item.upperTextColor : undefined,
    subtitle: item.subtitle,
  });
}

const chromeMenu = (items: readonly MenuItem[]) => bySort(items).map(chromeMenuItem);
const menuByKey = (menus: readonly Menu[], key: string | number) => menus.find((m) => String(m.type) === String(key))?.items ?? [];

/** A digest answer is shared by the requests of a process while it is cached, and so is what the chrome keeps of it. */
const projected = new WeakMap<Digest, ChromeData>();

export function chromeData(digest: Digest): ChromeData {
  const known = projected.get(digest);
  if (known) return known;
  const chrome = project(digest);
  projected.set(digest, chrome);
  return chrome;
}

function project(digest: Digest): ChromeData {
  const mainKey = digest.headerMenuTypes.find((t) => t.label === 'Main menu')?.key ?? 'main';
  const accountKey = digest.headerMenuTypes.find((t) => t.label === 'Account Menu')?.key ?? 'account';
  const footerTypes = digest.footerMenuTypes.length ? digest.footerMenuTypes : Object.entries(FOOTER_TITLES).map(([key, label]) => ({ key, label }));
  const settings = digest.siteSettings;
  return {
    headerMain: chromeMenu(menuByKey(digest.headerMenu, mainKey)),
    headerAccount: chromeMenu(menuByKey(digest.headerMenu, accountKey)),
    footer: footerTypes.map((type) => ({ title: type.label, items: chromeMenu(menuByKey(digest.footerMenu, type.key)) })),
    bottom: chromeMenu(digest.mobileBottomMenu),
    social: bySort((settings.socialLinks.length ? settings.socialLinks : digest.socialItems).filter((link) => link.url)),
    logos: { header: settings.headerLogoColor?.permalink || DEFAULT_HEADER_LOGO, footer: settings.footerLogo?.permalink || DEFAULT_FOOTER_LOGO },
    settings: {
      logoutRedirectLink: settings.logoutRedirectLink,
      isShowReleaseDate: settings.isShowReleaseDate,
      isActiveJoinNowBtn: settings.isActiveJoinNowBtn,
    },
    fakeBuy: fakeBuySettings(digest.fakeBuyPopup),
  };
}
