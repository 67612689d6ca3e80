/**
 * The member dashboard's pages (spec 001 §2 'Member dashboard — /main-dashboard/ (dashboard layout)'): their paths and
 * breadcrumb labels, the first level 'Your Dashboard', and the page title '%s | {site}'. One home for the routes, the
 * layout's breadcrumbs and the menu.
 */
export const DASHBOARD_PATH = '/main-dashboard/';
export const DASHBOARD_LABEL = 'Your Dashboard';

/** A link's path with one leading and one trailing slash, without query and hash ('/main-dashboard/favorites/'). */
export function pathOf(link: string): string {
  const path = link.replace(/[?#].*$/, '').replace(/\/{2,}/g, '/');
  const lead = path.startsWith('/') ? path : `/${path}`;
  return lead.endsWith('/') ? lead : `${lead}/`;
}

/** Whether a path is in the dashboard layout (spec 000 §2.1 'Layouts: default, dashboard, …'). */
export const isDashboardPath = (pathname: string): boolean => pathOf(pathname).startsWith(DASHBOARD_PATH);

export const DASHBOARD_PAGES = {
  accountSettings: { path: '/main-dashboard/account-settings/', label: 'Account Settings' },
  membershipInfo: { path: '/main-dashboard/membership-info/', label: 'Membership Info' },
  favorites: { path: '/main-dashboard/favorites/', label: 'Favorites' },
  easyCancel: { path: '/main-dashboard/easy-cancel/', label: 'Easy Cancel' },
  upgradeSubscription: { path: '/main-dashboard/upgrade-subscription/', label: 'Upgrade Subscription' },
} as const;
export type DashboardPage = keyof typeof DASHBOARD_PAGES;

/** A dashboard page's title: '%s | {site}' (the main page's is 'Your Dashboard | {site}'). */
export const dashboardTitle = (label: string, siteName: string): string => `${label} | ${siteName}`;

/** The breadcrumbs of a dashboard page: 'Your Dashboard' (a link on the sub-pages), then the sub-page's label. */
export function dashboardCrumbs(page: DashboardPage | null): { label: string; href?: string }[] {
  if (page === null) return [{ label: 'Home', href: '/' }, { label: DASHBOARD_LABEL }];
  return [{ label: 'Home', href: '/' }, { label: DASHBOARD_LABEL, href: DASHBOARD_PATH }, { label: DASHBOARD_PAGES[page].label }];
}
