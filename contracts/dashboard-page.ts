/**
 * The dashboard's public content (spec 001 §3 'Dashboard': 'Public dashboard: upcomingScenes, topScenes,
 * playaEasySetupImage, isEasyCancelActive' and 'Dashboard menu item: type (1 = sidebar, 2 = main), sort'; §7
 * GET {content}/dashboard → data.data, GET {content}/dashboard-menu → data.data.items; §2 'Member dashboard').
 *
 * Wire choices where the spec names a field but not its shape (this project's, answered by
 * backend/routes/dashboard-page.ts):
 * - upcomingScenes: custom list items (contracts/content-api.ts CustomVideo, type 'upcoming-scene'), as the home
 *   page's upcoming scenes: a scene not released yet has no page of its own.
 * - topScenes: videos, most viewed first; the site shows the first 5 (spec 001 §9).
 * - playaEasySetupImage: an image (Media) of the VR app's easy setup; null: none.
 * - A menu item: its label, link (opened in a new tab when isInNewTab), type 1 (sidebar) or 2 (main area), sort,
 *   the visitor groups that see it (visibilityRule, as the digest's menu items; absent: every member group), an
 *   optional icon name the views draw (DASHBOARD_ICONS) and, for main-area tiles, an optional image and description.
 *   A type the site does not know is left out.
 */
import { z } from 'zod/mini';
import { Media } from './common.ts';
import { CustomVideo, Video } from './content-api.ts';
import { VisitorGroup } from './digest.ts';

export const PublicDashboard = z.object({
  upcomingScenes: z._default(z.array(CustomVideo), []),
  topScenes: z._default(z.array(Video), []),
  playaEasySetupImage: z._default(z.nullable(Media), null),
  /** Whether easy cancel is offered (spec 001 §2 'isEasyCancelActive decides whether easy cancel is offered'). */
  isEasyCancelActive: z._default(z.boolean(), false),
});
export type PublicDashboard = z.infer<typeof PublicDashboard>;
export const emptyPublicDashboard: PublicDashboard = PublicDashboard.parse({});

/** GET {content}/dashboard: data.data. */
export const PublicDashboardAnswer = z.object({ data: z.object({ data: PublicDashboard }) });
export type PublicDashboardAnswer = z.infer<typeof PublicDashboardAnswer>;

/** The icons a dashboard menu item may name (drawn by views/dashboard/icons.tsx); another name draws none. */
export const DASHBOARD_ICONS = ['home', 'settings', 'membership', 'heart', 'cancel', 'upgrade', 'videos', 'app', 'models', 'help'] as const;
export type DashboardIcon = (typeof DASHBOARD_ICONS)[number];

/** Menu item types (spec 001 §3, §9): 1 = sidebar, 2 = main area. */
export const DASHBOARD_MENU_SIDEBAR = 1;
export const DASHBOARD_MENU_MAIN = 2;

export const DashboardMenuItem = z.object({
  id: z._default(z.number(), 0),
  label: z.string().check(z.minLength(1)),
  link: z.string(),
  type: z.number().check(z.int()),
  sort: z._default(z.number(), 0),
  visibilityRule: z._default(z.array(VisitorGroup), ['member', 'expiredMember', 'inactive']),
  icon: z._default(z.nullable(z.catch(z.nullable(z.enum(DASHBOARD_ICONS)), null)), null),
  /** A main-area tile's picture; null: the icon alone. */
  image: z._default(z.nullable(Media), null),
  /** A main-area tile's line under its label. */
  description: z._default(z.string(), ''),
  isInNewTab: z._default(z.boolean(), false),
});
export type DashboardMenuItem = z.infer<typeof DashboardMenuItem>;

/** GET {content}/dashboard-menu: data.data.items. */
export const DashboardMenuAnswer = z.object({ data: z.object({ data: z.object({ items: z.array(DashboardMenuItem) }) }) });
export type DashboardMenuAnswer = z.infer<typeof DashboardMenuAnswer>;
