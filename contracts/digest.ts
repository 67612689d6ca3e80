/** GET {content}/digest — site-wide reference data: menus, footer, social items, settings (spec 000 §3 'Digest'). */
import { z } from 'zod';
import { Media } from './common.ts';

export const VisitorGroup = z.enum(['member', 'guest', 'expiredMember', 'inactive']);
export type VisitorGroup = z.infer<typeof VisitorGroup>;

export const MenuItem = z.object({
  id: z.number(),
  sort: z.number().default(0),
  label: z.string(),
  link: z.string(),
  inNewTab: z.boolean().default(false),
  rel: z.string().default(''),
  type: z.string().default(''),
  isLogOut: z.boolean().default(false),
  icon: Media.nullable().default(null),
  image: z.string().default(''),
  visibilityRule: z.array(VisitorGroup).default(['member', 'guest', 'expiredMember', 'inactive']),
  allowDevices: z.array(z.enum(['android', 'ios'])).default(['android', 'ios']),
  deviceVisibility: z.array(z.enum(['mobile', 'desktop'])).default(['mobile', 'desktop']),
  isEnablePullDownOnMobile: z.boolean().default(false),
  pullDownMenus: z
    .array(
      z.object({
        label: z.string(),
        link: z.string(),
        rel: z.string().default(''),
        inNewTab: z.boolean().default(false),
        image: Media.nullable().default(null),
        sort: z.number().default(0),
      }),
    )
    .default([]),
  leftText: z.string().default(''),
  leftTextColor: z.string().default(''),
  upperText: z.string().default(''),
  upperTextColor: z.string().default(''),
  subtitle: z.string().default(''),
  siteName: z.string().default(''),
});
export type MenuItem = z.infer<typeof MenuItem>;

/** A menu of the digest: its type key (header 'main'/'account'; footer 1 to 4) and items. */
export const Menu = z.object({ type: z.union([z.string(), z.number()]), items: z.array(MenuItem) });
export type Menu = z.infer<typeof Menu>;

export const MenuType = z.object({ label: z.string(), key: z.union([z.string(), z.number()]) });

export const SocialLink = z.object({
  name: z.enum(['twitter', 'instagram', 'reddit', 'youtube', 'facebook']),
  url: z.string().default(''),
  isInNewTab: z.boolean().default(true),
  sort: z.number().default(0),
});
export type SocialLink = z.infer<typeof SocialLink>;

export const SiteSettings = z.object({
  headerLogoColor: z.object({ permalink: z.string() }).nullable().default(null),
  footerLogo: z.object({ permalink: z.string() }).nullable().default(null),
  logoutRedirectLink: z.string().default(''),
  isShowReleaseDate: z.boolean().default(false),
  isActiveJoinNowBtn: z.boolean().default(true),
  socialLinks: z.array(SocialLink).default([]),
  foundedIn: z.number().int().default(2021),
});
export type SiteSettings = z.infer<typeof SiteSettings>;

export const IdName = z.object({ id: z.number(), name: z.string() });

export const Digest = z.object({
  videoPositions: z.array(IdName).default([]),
  videoTechFormats: z.array(IdName).default([]),
  videoQualities: z.array(IdName).default([]),
  headerMenu: z.array(Menu).default([]),
  headerMenuTypes: z.array(MenuType).default([]),
  footerMenu: z.array(Menu).default([]),
  footerMenuTypes: z.array(MenuType).default([]),
  mobileBottomMenu: z.array(MenuItem).default([]),
  socialItems: z.array(SocialLink).default([]),
  freeVideoCategoryKey: z.string().default(''),
  bonusVideoCategoryKey: z.string().default('0'),
  siteSettings: SiteSettings.default(SiteSettings.parse({})),
  pullDownMenuBanner: z.object({ isActive: z.boolean(), visibilityRule: z.array(VisitorGroup) }).nullable().default(null),
});
export type Digest = z.infer<typeof Digest>;
export const DigestAnswer = z.object({ digest: Digest });
export const emptyDigest: Digest = Digest.parse({});
