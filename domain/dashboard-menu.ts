/**
 * The dashboard's menu and main page (spec 001 §2 'Member dashboard': 'items of type 1 appear in the sidebar, type 2 in
 * the main area, each ordered by sort. Menu items carry visibility rules; the dashboard variant never shows items to
 * guests', 'the top 5 top scenes … the first 2 blog posts. isEasyCancelActive decides whether easy cancel is offered';
 * §9; spec 000 §6 'the dashboard variant excludes guest'). Pure rules, used by the dashboard's loaders
 * (app/router/dashboard-data.ts) and unit-tested.
 */
import type { VisitorGroup } from '../contracts/digest.ts';
import { DASHBOARD_LABEL, DASHBOARD_PAGES, DASHBOARD_PATH, type DashboardPage, pathOf } from './dashboard.ts';

/** Spec 001 §9: the main page shows the top 5 top scenes and the first 2 blog posts. */
export const DASHBOARD_TOP_SCENES = 5;
export const DASHBOARD_BLOG_POSTS = 2;

/** Menu item types (spec 001 §3, §9). */
export const SIDEBAR_TYPE = 1;
export const MAIN_TYPE = 2;

/** What the rule reads of a menu item. */
export interface DashboardMenuEntry {
  type: number;
  sort: number;
  link: string;
  visibilityRule: readonly VisitorGroup[];
}

export interface DashboardMenuOptions {
  /** The viewer's visitor group (domain/membership.ts visitorGroup). */
  group: VisitorGroup;
  /**
   * Whether easy cancel is offered to this viewer: the site's configuration has it on (spec 001 §9 'easy cancel is
   * disabled in one configuration') and their membership may be cancelled through it (dashboard info's isEasyCancel).
   */
  easyCancel: boolean;
}

/** Whether a link leads to the easy-cancel page (hidden, with every way to it, when the configuration turns it off). */
export const isEasyCancelLink = (link: string): boolean => !link.includes('http') && pathOf(link) === DASHBOARD_PAGES.easyCancel.path;

/** Stable order by sort (items of equal sort keep the order they came in). */
function bySort<T extends { sort: number }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.sort - b.item.sort || a.index - b.index)
    .map(({ item }) => item);
}

/**
 * The menu a viewer sees: nothing for a guest; otherwise the items whose visibility rule lists the viewer's group
 * (without the easy-cancel page when the configuration turns it off), type 1 in the sidebar and type 2 in the main
 * area, each by sort; an item of another type is left out.
 */
export function dashboardMenu<T extends DashboardMenuEntry>(items: readonly T[], opts: DashboardMenuOptions): { sidebar: T[]; main: T[] } {
  if (opts.group === 'guest') return { sidebar: [], main: [] };
  const visible = items.filter((item) => item.visibilityRule.includes(opts.group) && (opts.easyCancel || !isEasyCancelLink(item.link)));
  return {
    sidebar: bySort(visible.filter((item) => item.type === SIDEBAR_TYPE)),
    main: bySort(visible.filter((item) => item.type === MAIN_TYPE)),
  };
}

/** The dashboard page of a path: a sub-page, 'main' for /main-dashboard/ itself, null outside the dashboard. */
export function dashboardPageOf(pathname: string): DashboardPage | 'main' | null {
  const path = pathOf(pathname);
  if (path === DASHBOARD_PATH) return 'main';
  for (const [page, { path: pagePath }] of Object.entries(DASHBOARD_PAGES)) if (path === pagePath) return page as DashboardPage;
  return null;
}

/** The label of a dashboard page ('Your Dashboard' for the main page). */
export const dashboardLabel = (page: DashboardPage | 'main'): string => (page === 'main' ? DASHBOARD_LABEL : DASHBOARD_PAGES[page].label);

/** Whether a sidebar link is the page shown (its aria-current): the same path, query and hash aside. */
export const isCurrentDashboardLink = (link: string, pathname: string): boolean => !link.includes('http') && pathOf(link) === pathOf(pathname);

/** The top scenes the main page shows: the first 5 of the answer's. */
export const topScenesToShow = <T>(scenes: readonly T[]): T[] => scenes.slice(0, DASHBOARD_TOP_SCENES);

/**
 * Whether the main page offers easy cancel: the dashboard says isEasyCancelActive, easy cancel is offered to the
 * viewer (the configuration has it on and their membership may be cancelled through it), and they are an active member.
 */
export function offersEasyCancel(opts: { isEasyCancelActive: boolean; easyCancel: boolean; group: VisitorGroup }): boolean {
  return opts.isEasyCancelActive && opts.easyCancel && opts.group === 'member';
}
