/**
 * The dashboard menu and main page rules (spec 001 §2 'Member dashboard': type 1 sidebar, type 2 main area, each by
 * sort, visibility rules, never to guests; top 5 top scenes, first 2 blog posts, isEasyCancelActive; §9; spec 000 §6
 * 'the dashboard variant excludes guest'), and the seeded menu as each visitor group sees it.
 */
import { describe, expect, it } from 'vitest';
import { buildDashboardMenu } from '../../../backend/seed/dashboard-page.ts';
import type { VisitorGroup } from '../../../contracts/digest.ts';
import { DASHBOARD_PAGES, DASHBOARD_PATH, isDashboardPath } from '../../../domain/dashboard.ts';
import {
  DASHBOARD_BLOG_POSTS,
  DASHBOARD_TOP_SCENES,
  type DashboardMenuEntry,
  dashboardLabel,
  dashboardMenu,
  dashboardPageOf,
  isCurrentDashboardLink,
  isEasyCancelLink,
  offersEasyCancel,
  topScenesToShow,
} from '../../../domain/dashboard-menu.ts';

type Item = DashboardMenuEntry & { label: string };
const ALL: VisitorGroup[] = ['member', 'expiredMember', 'inactive', 'guest'];
const item = (label: string, type: number, sort: number, link = `/${label.toLowerCase()}/`, visibilityRule: VisitorGroup[] = ALL): Item => ({
  label,
  type,
  sort,
  link,
  visibilityRule,
});
const labels = (items: Item[]) => items.map((i) => i.label);

describe('dashboardMenu', () => {
  const items = [item('C', 1, 3), item('Tile B', 2, 2), item('A', 1, 1), item('Tile A', 2, 1), item('B', 1, 2), item('B2', 1, 2), item('Odd', 3, 0)];

  it('puts type 1 in the sidebar and type 2 in the main area, each by sort (equal sorts keep their order); other types nowhere', () => {
    const menu = dashboardMenu(items, { group: 'member', easyCancel: true });
    expect(labels(menu.sidebar)).toEqual(['A', 'B', 'B2', 'C']);
    expect(labels(menu.main)).toEqual(['Tile A', 'Tile B']);
  });

  it('shows an item only to the groups its visibility rule lists', () => {
    const ruled = [
      item('Members', 1, 1, '/m/', ['member']),
      item('Expired', 1, 2, '/e/', ['expiredMember']),
      item('Both', 2, 1, '/b/', ['member', 'inactive']),
    ];
    expect(labels(dashboardMenu(ruled, { group: 'member', easyCancel: true }).sidebar)).toEqual(['Members']);
    expect(labels(dashboardMenu(ruled, { group: 'expiredMember', easyCancel: true }).sidebar)).toEqual(['Expired']);
    expect(labels(dashboardMenu(ruled, { group: 'inactive', easyCancel: true }).main)).toEqual(['Both']);
    expect(dashboardMenu(ruled, { group: 'inactive', easyCancel: true }).sidebar).toEqual([]);
  });

  it('never shows anything to a guest, even items whose rule lists guests', () => {
    expect(dashboardMenu(items, { group: 'guest', easyCancel: true })).toEqual({ sidebar: [], main: [] });
  });

  it('leaves out every item leading to the easy-cancel page when the configuration turns easy cancel off', () => {
    const withCancel = [
      item('Easy Cancel', 1, 1, '/main-dashboard/easy-cancel/'),
      item('Cancel tile', 2, 1, 'main-dashboard/easy-cancel?from=tile'),
      item('Favorites', 1, 2, '/main-dashboard/favorites/'),
    ];
    const off = dashboardMenu(withCancel, { group: 'member', easyCancel: false });
    expect(labels(off.sidebar)).toEqual(['Favorites']);
    expect(off.main).toEqual([]);
    const on = dashboardMenu(withCancel, { group: 'member', easyCancel: true });
    expect(labels(on.sidebar)).toEqual(['Easy Cancel', 'Favorites']);
    expect(labels(on.main)).toEqual(['Cancel tile']);
  });

  it('tells an easy-cancel link by its path, not by a mention elsewhere', () => {
    expect(isEasyCancelLink('/main-dashboard/easy-cancel/')).toBe(true);
    expect(isEasyCancelLink('/main-dashboard/easy-cancel')).toBe(true);
    expect(isEasyCancelLink('/main-dashboard/easy-cancel/#survey')).toBe(true);
    expect(isEasyCancelLink('https://partner.example/main-dashboard/easy-cancel/')).toBe(false);
    expect(isEasyCancelLink('/blog/easy-cancel/')).toBe(false);
  });
});

describe('the seeded dashboard menu', () => {
  const seeded = buildDashboardMenu();
  const sidebarOf = (group: VisitorGroup, easyCancel = true) => dashboardMenu(seeded, { group, easyCancel }).sidebar.map((i) => i.link);

  it('has a sidebar item for every dashboard page, in the order of the spec, for an active member', () => {
    expect(sidebarOf('member')).toEqual([DASHBOARD_PATH, ...Object.values(DASHBOARD_PAGES).map((p) => p.path)].sort(bySidebar));
    expect(dashboardMenu(seeded, { group: 'member', easyCancel: true }).sidebar.map((i) => i.label)).toEqual([
      'Your Dashboard',
      'Account Settings',
      'Membership Info',
      'Favorites',
      'Upgrade Subscription',
      'Easy Cancel',
    ]);
  });

  it('offers upgrade and easy cancel to active members only, and easy cancel nowhere when it is off', () => {
    for (const group of ['expiredMember', 'inactive'] as const) {
      expect(sidebarOf(group)).not.toContain(DASHBOARD_PAGES.upgradeSubscription.path);
      expect(sidebarOf(group)).not.toContain(DASHBOARD_PAGES.easyCancel.path);
      expect(sidebarOf(group)).toContain(DASHBOARD_PAGES.membershipInfo.path);
    }
    expect(sidebarOf('member', false)).not.toContain(DASHBOARD_PAGES.easyCancel.path);
    expect(sidebarOf('member', false)).toContain(DASHBOARD_PAGES.upgradeSubscription.path);
  });

  it("has main-area tiles ('Browse Videos', 'Get the VR App') for members, a renewal tile for expired members only", () => {
    const main = (group: VisitorGroup) => dashboardMenu(seeded, { group, easyCancel: true }).main.map((i) => i.label);
    expect(main('member').slice(0, 2)).toEqual(['Browse Videos', 'Get the VR App']);
    expect(main('member')).not.toContain('Renew Your Membership');
    expect(main('expiredMember')[0]).toBe('Renew Your Membership');
    expect(main('inactive')[0]).toBe('Become a Member');
    expect(main('guest')).toEqual([]);
  });
});

/** The order the seeded sidebar lists the pages in (the spec's list, the main page first). */
function bySidebar(a: string, b: string): number {
  const order = [
    DASHBOARD_PATH,
    DASHBOARD_PAGES.accountSettings.path,
    DASHBOARD_PAGES.membershipInfo.path,
    DASHBOARD_PAGES.favorites.path,
    DASHBOARD_PAGES.upgradeSubscription.path,
    DASHBOARD_PAGES.easyCancel.path,
  ];
  return order.indexOf(a) - order.indexOf(b);
}

describe('dashboard pages of a path', () => {
  it('names the page a path shows, query and a missing slash aside; null outside the dashboard', () => {
    expect(dashboardPageOf('/main-dashboard/')).toBe('main');
    expect(dashboardPageOf('/main-dashboard')).toBe('main');
    expect(dashboardPageOf('/main-dashboard/favorites/?page=2')).toBe('favorites');
    expect(dashboardPageOf('/main-dashboard/account-settings/')).toBe('accountSettings');
    expect(dashboardPageOf('/main-dashboard/membership-info/')).toBe('membershipInfo');
    expect(dashboardPageOf('/main-dashboard/easy-cancel/')).toBe('easyCancel');
    expect(dashboardPageOf('/main-dashboard/upgrade-subscription/')).toBe('upgradeSubscription');
    expect(dashboardPageOf('/main-dashboard/unknown/')).toBeNull();
    expect(dashboardPageOf('/videos/')).toBeNull();
  });

  it('labels them as the breadcrumbs do', () => {
    expect(dashboardLabel('main')).toBe('Your Dashboard');
    expect(dashboardLabel('favorites')).toBe('Favorites');
    expect(dashboardLabel('upgradeSubscription')).toBe('Upgrade Subscription');
  });

  it('tells a dashboard path, and the sidebar link of the page shown', () => {
    expect(isDashboardPath('/main-dashboard/')).toBe(true);
    expect(isDashboardPath('/main-dashboard/favorites/')).toBe(true);
    expect(isDashboardPath('/main-dashboards/')).toBe(false);
    expect(isDashboardPath('/')).toBe(false);
    expect(isCurrentDashboardLink('/main-dashboard/', '/main-dashboard/')).toBe(true);
    expect(isCurrentDashboardLink('/main-dashboard/', '/main-dashboard/favorites/')).toBe(false);
    expect(isCurrentDashboardLink('/main-dashboard/favorites', '/main-dashboard/favorites/?page=3')).toBe(true);
    expect(isCurrentDashboardLink('https://x.example/main-dashboard/', '/main-dashboard/')).toBe(false);
  });
});

describe('the main page', () => {
  it('shows the first 5 top scenes and asks for the first 2 blog posts (spec 001 §9)', () => {
    expect(DASHBOARD_TOP_SCENES).toBe(5);
    expect(DASHBOARD_BLOG_POSTS).toBe(2);
    expect(topScenesToShow([1, 2, 3, 4, 5, 6, 7, 8])).toEqual([1, 2, 3, 4, 5]);
    expect(topScenesToShow([1, 2])).toEqual([1, 2]);
  });

  it('offers easy cancel when the dashboard says so, the configuration has it on and the viewer is an active member', () => {
    expect(offersEasyCancel({ isEasyCancelActive: true, easyCancel: true, group: 'member' })).toBe(true);
    expect(offersEasyCancel({ isEasyCancelActive: false, easyCancel: true, group: 'member' })).toBe(false);
    expect(offersEasyCancel({ isEasyCancelActive: true, easyCancel: false, group: 'member' })).toBe(false);
    for (const group of ['expiredMember', 'inactive', 'guest'] as const) {
      expect(offersEasyCancel({ isEasyCancelActive: true, easyCancel: true, group })).toBe(false);
    }
  });
});
