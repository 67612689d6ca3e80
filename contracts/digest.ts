/** GET {content}/digest — site-wide reference data: menus, footer, social items, settings (spec 000 §3 'Digest'). */
import { z } from 'zod/mini';
import { Media } from './common.ts';
import { NotificationType } from './notifications.ts';

export const VisitorGroup = z.enum(['member', 'guest', 'expiredMember', 'inactive']);
export type VisitorGroup = z.infer<typeof VisitorGroup>;

export const MenuItem = z.object({
  id: z.number(),
  sort: z._default(z.number(), 0),
  label: z.string(),
  link: z.string(),
  inNewTab: z._default(z.boolean(), false),
  rel: z._default(z.string(), ''),
  type: z._default(z.string(), ''),
  isLogOut: z._default(z.boolean(), false),
  icon: z._default(z.nullable(Media), null),
  image: z._default(z.string(), ''),
  visibilityRule: z._default(z.array(VisitorGroup), ['member', 'guest', 'expiredMember', 'inactive']),
  allowDevices: z._default(z.array(z.enum(['android', 'ios'])), ['android', 'ios']),
  deviceVisibility: z._default(z.array(z.enum(['mobile', 'desktop'])), ['mobile', 'desktop']),
  isEnablePullDownOnMobile: z._default(z.boolean(), false),
  pullDownMenus: z._default(
    z.array(
      z.object({
        label: z.string(),
        link: z.string(),
        rel: z._default(z.string(), ''),
        inNewTab: z._default(z.boolean(), false),
        image: z._default(z.nullable(Media), null),
        sort: z._default(z.number(), 0),
      }),
    ),
    [],
  ),
  leftText: z._default(z.string(), ''),
  leftTextColor: z._default(z.string(), ''),
  upperText: z._default(z.string(), ''),
  upperTextColor: z._default(z.string(), ''),
  subtitle: z._default(z.string(), ''),
  siteName: z._default(z.string(), ''),
});
export type MenuItem = z.infer<typeof MenuItem>;

/** A menu of the digest: its type key (header 'main'/'account'; footer 1 to 4) and items. */
export const Menu = z.object({ type: z.union([z.string(), z.number()]), items: z.array(MenuItem) });
export type Menu = z.infer<typeof Menu>;

export const MenuType = z.object({ label: z.string(), key: z.union([z.string(), z.number()]) });

export const SocialLink = z.object({
  name: z.enum(['twitter', 'instagram', 'reddit', 'youtube', 'facebook']),
  url: z._default(z.string(), ''),
  isInNewTab: z._default(z.boolean(), true),
  sort: z._default(z.number(), 0),
});
export type SocialLink = z.infer<typeof SocialLink>;

export const SiteSettings = z.object({
  headerLogoColor: z._default(z.nullable(z.object({ permalink: z.string() })), null),
  footerLogo: z._default(z.nullable(z.object({ permalink: z.string() })), null),
  logoutRedirectLink: z._default(z.string(), ''),
  isShowReleaseDate: z._default(z.boolean(), false),
  isActiveJoinNowBtn: z._default(z.boolean(), true),
  socialLinks: z._default(z.array(SocialLink), []),
});
export type SiteSettings = z.infer<typeof SiteSettings>;

export const IdName = z.object({ id: z.number(), name: z.string() });

/**
 * The fake-buy social-proof pop-ups' config (spec 001 §3 'Fake-buy pop-up config', §5 'Fake-buy config'): pause and
 * show duration in seconds, as the CMS sends them (a number or a numeric string); domain/fake-buy.ts reads them
 * as integers of at least 1 (defaults 15 and 5).
 */
export const FakeBuyPopupConfig = z.object({
  isActive: z._default(z.boolean(), false),
  isEnablePopup: z._default(z.boolean(), false),
  enableListLinks: z._default(z.boolean(), false),
  popupPause: z._default(z.nullable(z.union([z.number(), z.string()])), null),
  popupShowDuration: z._default(z.nullable(z.union([z.number(), z.string()])), null),
});
export type FakeBuyPopupConfig = z.infer<typeof FakeBuyPopupConfig>;

export const Digest = z.object({
  videoPositions: z._default(z.array(IdName), []),
  videoTechFormats: z._default(z.array(IdName), []),
  videoQualities: z._default(z.array(IdName), []),
  headerMenu: z._default(z.array(Menu), []),
  headerMenuTypes: z._default(z.array(MenuType), []),
  footerMenu: z._default(z.array(Menu), []),
  footerMenuTypes: z._default(z.array(MenuType), []),
  mobileBottomMenu: z._default(z.array(MenuItem), []),
  socialItems: z._default(z.array(SocialLink), []),
  freeVideoCategoryKey: z._default(z.string(), ''),
  bonusVideoCategoryKey: z._default(z.string(), '0'),
  siteSettings: z._default(SiteSettings, SiteSettings.parse({})),
  /** The notification types (spec 000 §3 'Notification'): each notification's `type` is one of their ids. */
  notificationTypes: z._default(z.array(NotificationType), []),
  pullDownMenuBanner: z._default(z.nullable(z.object({ isActive: z.boolean(), visibilityRule: z.array(VisitorGroup) })), null),
  /** The fake-buy pop-ups' config (spec 001 §3); absent = off. */
  fakeBuyPopup: z._default(z.nullable(FakeBuyPopupConfig), null),
});
export type Digest = z.infer<typeof Digest>;
export const DigestAnswer = z.object({ digest: Digest });
export const emptyDigest: Digest = Digest.parse({});
