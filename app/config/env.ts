/**
 * Reads and validates the environment once (DESIGN 'Configuration and sibling sites').
 * With no upstream URL set the site runs in embedded mode: backend/ is mounted in the same process
 * and every upstream points at the site's own origin.
 */
import { z } from 'zod';
import { CONTENT_ADMIN_PATH } from '../../contracts/content-admin.ts';
import { type SiteKey, type Theme, acronymOf, sitePresets } from './sites.ts';
import { DEFAULT_AI_MASK_SECRET } from '../../contracts/ai-mask.ts';
import { embeddedBasePath } from '../../contracts/calls.ts';

/** The embedded backend's share card of the site: its logo drawn as a 1200×630 PNG (backend/media/share-images.ts). */
const EMBEDDED_SHARE_IMAGE = '/media/share/logo-header.png';

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v.replace(/\/+$/, '') : undefined))
  .pipe(z.url().optional());

/** Embedded mode with several worker processes needs one database they all share; PGlite belongs to one process. */
export const WORKERS_NEED_DATABASE =
  "WORKERS > 1 in embedded mode needs DATABASE_URL (a PostgreSQL all workers share): the embedded PGlite is one process's database";

const EnvFields = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  SITE: z.enum(Object.keys(sitePresets) as [SiteKey, ...SiteKey[]]).default('velvet'),
  THEME: z.enum(['dark', 'darkest', 'light']).optional(),
  PUBLIC_URL: optionalUrl,
  SITE_API_URL: optionalUrl,
  CONTENT_API_URL: optionalUrl,
  CONTENT_HOST_URL: optionalUrl,
  /** The content admin's origin (spec 000 §6 staff shortcuts); default: the embedded landing at `{site}/_admin`. */
  CONTENT_ADMIN_URL: optionalUrl,
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('.data'),
  /** The generated demo media (clips, VR clips, sprites; embedded mode): deterministic, so every data folder shares them. */
  MEDIA_DIR: z.string().default('.data/media'),
  JWT_SECRET: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.string().min(16).optional()),
  /** Comma-separated keywords that mark links to partner sites as external (spec 000 §2.1); default: the sibling sites' domains. */
  PARTNER_KEYWORDS: z.string().optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /**
   * The developer and simulator calls of embedded mode (the outbox, /_dev/mail/, the maintenance switch, the cam
   * simulator's controls): 'on' serves them to a signed-in administrator, or with DEV_TOOLS_SECRET in the
   * X-Dev-Secret header (the test runner). Default: on in development (`npm run dev`), off otherwise — then 404.
   */
  DEV_TOOLS: z.enum(['on', 'off']).optional(),
  DEV_TOOLS_SECRET: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.string().min(16).optional()),
  /** Server processes (node:cluster workers) sharing the port; above 1 in embedded mode needs DATABASE_URL. */
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  /** Age verification of members (spec 000 §4 'Age verification'): on unless set to 'off'. Off = every viewer is in the verified view. */
  AGE_VERIFICATION: z.enum(['on', 'off']).default('on'),
  /** The short vertical clips (spec 000 intro 'enableVreels', §2.4 'Vreels'): on unless set to 'off'. */
  VREELS: z.enum(['on', 'off']).default('on'),
  /** Base URL of the vreels service ({vreels}, spec 000 §7); embedded: the site's own origin. */
  VREELS_API_URL: optionalUrl,
  /** Forum-backed comments under videos and models (spec 000 §9 'forum enabled'): on unless set to 'off'. */
  FORUM: z.enum(['on', 'off']).default('on'),
  /** Base URL of the forum ({forum}, spec 000 §7); embedded: the site's own /api/forum. */
  FORUM_API_URL: optionalUrl,
  /** Base URL of the member-plus service ({memberPlus}, spec 001 §7); embedded: the site's own /api/member-plus. */
  MEMBER_PLUS_API_URL: optionalUrl,
  /** Base URL of the value pop-up service ({valuepopup}, spec 001 §7); embedded: the site's own /api/value-popup. */
  VALUE_POPUP_API_URL: optionalUrl,
  /** Base URL of the e-mail sending service ({sendService}, spec 001 §7); embedded: the site's own /api/send-service. */
  SEND_SERVICE_API_URL: optionalUrl,
  /** The live VR cam area (spec 002 §1: 'exists only when the cam feature is switched on'): the preset's unless set. */
  CAMS: z.optional(z.enum(['on', 'off'])),
  /** Base URL of the cam provider's clients REST API ({camProvider}, spec 002 §7); embedded: the site's own /api/cam-provider. */
  CAM_PROVIDER_API_URL: optionalUrl,
  /** The cam provider interface's WebSocket (ws:// or wss://); embedded: the site's own /api/cam-provider/ws. */
  CAM_PROVIDER_WS_URL: optionalUrl,
  /**
   * Origins besides the site's and its upstreams' that pages may fetch from and show images of (comma-separated, e.g.
   * the CDN of media or cam streams an upstream's answers name): the page CSP's connect-src and img-src.
   */
  CSP_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^(https?|wss?):\/\/[^\s/;,'"]+$/, 'an origin: scheme://host[:port]'))),
  /** The image a page without one of its own shares in link previews (PNG or JPEG, 1200×630); embedded: the logo card. */
  SHARE_IMAGE_URL: optionalUrl,
  /** The SEO suffix of the header dropdowns' category and model tiles' alt texts (spec 000 §2.3); default ' {AR/VR} Porn'. */
  TILE_ALT_SUFFIX: z.optional(z.string().max(60)),
  /** The suffix of the AI-mask pop-up settings call, GET {content}/aima{secret} (spec 000 §7); default: the demo's. */
  AI_MASK_SECRET: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]+$/)
    .default(DEFAULT_AI_MASK_SECRET),
});

/** A shared database's processes must sign and verify tokens with one secret, given, never a default. */
export const DATABASE_NEEDS_SECRET =
  'DATABASE_URL in embedded mode needs JWT_SECRET (16 characters or more): every process on the shared database signs and verifies tokens with it';

export const EnvSchema = EnvFields.superRefine((env, ctx) => {
  const embedded = !env.SITE_API_URL && !env.CONTENT_API_URL;
  if (embedded && env.WORKERS > 1 && !env.DATABASE_URL) ctx.addIssue({ code: 'custom', path: ['WORKERS'], message: WORKERS_NEED_DATABASE });
  if (embedded && env.DATABASE_URL && !env.JWT_SECRET) ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: DATABASE_NEEDS_SECRET });
});
export type Env = z.infer<typeof EnvSchema>;

/** What the browser may know: serialised into the page for the client entry. */
export interface PublicConfig {
  siteKey: SiteKey;
  siteName: string;
  siteDomain: string;
  siteUrl: string;
  theme: Theme;
  acronym: 'AR' | 'VR';
  camSectionLabel: string;
  /** Footer 'Founded in' year of this sibling (spec 000 §2.3). */
  foundedIn: number;
  /** Whether this sibling greets active and expired members by e-mail in the header (spec 000 §2.3). */
  emailGreeting: boolean;
  /** The dashboard's easy-cancel survey (spec 001 §9: off in one configuration): its page is the 404 screen when off. */
  easyCancel: boolean;
  embedded: boolean;
  /** Running in development mode (NODE_ENV=development, `npm run dev`): the machine atlas opens to anybody when embedded. */
  development: boolean;
  /** Base URLs of the upstreams as the browser calls them ('' = same origin). */
  siteApiUrl: string;
  contentApiUrl: string;
  contentHost: string;
  /** The content admin's root (spec 000 §6 'Staff'): staff's menu item and 'Edit' links lead there, in a new tab. */
  contentAdminUrl: string;
  /** Links containing one of these open in a new tab like 'http' links (spec 000 §2.1). */
  partnerKeywords: string[];
  /** Whether members must pass age verification ('verification enabled' of spec 000 §4). */
  ageVerification: boolean;
  /** Configuration flag enableVreels (spec 000 intro, §2.3 'Mobile bottom menu', §2.4 'Vreels'). */
  enableVreels: boolean;
  /** Base URL of the vreels service as the browser calls it ('' = same origin). */
  vreelsApiUrl: string;
  /** Forum-backed comments (spec 000 §9 'forum enabled'). */
  enableForum: boolean;
  /** Base URL of the forum as the browser calls it (embedded: '/api/forum' on the site's origin). */
  forumApiUrl: string;
  /** Base URL of the member-plus service as the browser calls it (embedded: '/api/member-plus' on the site's origin). */
  memberPlusApiUrl: string;
  valuePopupApiUrl: string;
  /** Base URL of the e-mail sending service as the browser calls it (embedded: '/api/send-service' on the site's origin). */
  sendServiceApiUrl: string;
  /** The suffix of GET {content}/aima{secret} (the AI-mask pop-up settings): unlisted, not secret from browsers. */
  aiMaskSecret: string;
  /** The absolute address of the image a page without one of its own shares (og:image, twitter:image); '' for none. */
  shareImage: string;
  /** Appended to the alt text of the header dropdowns' category and model tiles (spec 000 §2.3 'configured SEO suffix'). */
  tileAltSuffix: string;
  /** The live VR cam area (spec 002): its routes, menu links and the cam session exist only when on. */
  enableCams: boolean;
  /** The cam list's slug (spec 002 §2.1 /{vrCamListSlug}/): 'vr-cam-girls', or 'vr-cam-boys' on the gay-themed sibling. */
  vrCamListSlug: string;
  /** Base URL of the cam provider's clients REST API as the browser calls it (embedded: '/api/cam-provider'). */
  camProviderApiUrl: string;
  /** The cam provider interface's WebSocket URL ('' = the site's own origin's /api/cam-provider/ws, embedded). */
  camProviderWsUrl: string;
  /** The sister sites, this one excluded: their names, addresses and subtitles (the soft footer, spec 000 §2.3). */
  siblings: { name: string; url: string; subtitle: string }[];
}

export interface ServerConfig {
  env: Env;
  public: PublicConfig;
  /** Base URLs as the server calls them (embedded mode: in-process, no socket). */
  embedded: boolean;
}

export function loadConfig(source: Record<string, string | undefined> = process.env, port?: number): ServerConfig {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) throw new Error(`Invalid configuration:\n${z.prettifyError(parsed.error)}`);
  const env = parsed.data;
  const preset = sitePresets[env.SITE];
  const embedded = !env.SITE_API_URL && !env.CONTENT_API_URL;
  if (!embedded && (!env.SITE_API_URL || !env.CONTENT_API_URL)) {
    throw new Error('Set both SITE_API_URL and CONTENT_API_URL, or neither for embedded mode');
  }
  const siteUrl = env.PUBLIC_URL ?? `http://localhost:${port ?? env.PORT}`;
  return {
    env,
    embedded,
    public: {
      siteKey: env.SITE,
      siteName: preset.siteName,
      siteDomain: preset.siteDomain,
      siteUrl,
      theme: env.THEME ?? preset.theme,
      acronym: acronymOf(preset.siteName),
      camSectionLabel: preset.camSectionLabel,
      foundedIn: preset.foundedIn,
      emailGreeting: preset.emailGreeting,
      easyCancel: preset.easyCancel,
      embedded,
      development: env.NODE_ENV === 'development',
      siteApiUrl: embedded ? '' : (env.SITE_API_URL ?? ''),
      contentApiUrl: embedded ? '/api/content/v1' : (env.CONTENT_API_URL ?? ''),
      contentHost: embedded ? '' : (env.CONTENT_HOST_URL ?? ''),
      contentAdminUrl: env.CONTENT_ADMIN_URL ?? `${siteUrl}${CONTENT_ADMIN_PATH}`,
      partnerKeywords: partnerKeywords(env),
      ageVerification: env.AGE_VERIFICATION === 'on',
      enableVreels: env.VREELS === 'on',
      vreelsApiUrl: embedded ? '' : (env.VREELS_API_URL ?? env.SITE_API_URL ?? ''),
      enableForum: env.FORUM === 'on',
      forumApiUrl: embedded ? embeddedBasePath.forum : (env.FORUM_API_URL ?? ''),
      memberPlusApiUrl: embedded ? embeddedBasePath.memberPlus : (env.MEMBER_PLUS_API_URL ?? ''),
      valuePopupApiUrl: embedded ? embeddedBasePath.valuePopup : (env.VALUE_POPUP_API_URL ?? ''),
      sendServiceApiUrl: embedded ? embeddedBasePath.sendService : (env.SEND_SERVICE_API_URL ?? ''),
      aiMaskSecret: env.AI_MASK_SECRET,
      shareImage: env.SHARE_IMAGE_URL ?? (embedded ? `${siteUrl}${EMBEDDED_SHARE_IMAGE}` : ''),
      tileAltSuffix: env.TILE_ALT_SUFFIX ?? ` ${acronymOf(preset.siteName)} Porn`,
      enableCams: (env.CAMS ?? (preset.cams ? 'on' : 'off')) === 'on',
      vrCamListSlug: preset.vrCamListSlug,
      camProviderApiUrl: embedded ? embeddedBasePath.camProvider : (env.CAM_PROVIDER_API_URL ?? ''),
      camProviderWsUrl: embedded ? '' : (env.CAM_PROVIDER_WS_URL ?? ''),
      siblings: Object.values(sitePresets)
        .filter((sibling) => sibling.key !== env.SITE)
        .map((sibling) => ({ name: sibling.siteName, url: `https://${sibling.siteDomain}/`, subtitle: sibling.subtitle })),
    },
  };
}

function partnerKeywords(env: Env): string[] {
  if (env.PARTNER_KEYWORDS !== undefined)
    return env.PARTNER_KEYWORDS.split(',')
      .map((k) => k.trim())
      .filter(Boolean);
  return Object.values(sitePresets)
    .filter((preset) => preset.key !== env.SITE)
    .map((preset) => preset.siteDomain);
}
