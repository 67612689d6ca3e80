/**
 * What the dashboard's loaders share (spec 001 §2 'Member dashboard'): the viewer's visitor group from the held access
 * token, and the dashboard menu split for that viewer (domain/dashboard-menu.ts), with the easy-cancel page
 * left out when the site's configuration turns easy cancel off or the viewer has no membership it can cancel. The menu call is a public GET: the layout's loader and
 * the main page's share one answer (the request cache merges them).
 */
import type { DashboardMenuItem } from '../../contracts/dashboard-page.ts';
import type { VisitorGroup } from '../../contracts/digest.ts';
import { dashboardMenu } from '../../domain/dashboard-menu.ts';
import { visitorGroup } from '../../domain/membership.ts';
import type { Services } from './services.ts';
import { viewerFlags } from './viewer-flags.ts';

/** The visitor group the held access token says (guest without a valid one). */
export const viewerGroup = (services: Services): VisitorGroup => visitorGroup(viewerFlags(services));

/**
 * Whether the viewer holds a membership the easy-cancel survey can cancel: the configuration has easy cancel on and
 * the member's dashboard info says isEasyCancel (active and recurring: a canceled or trial membership has nothing to
 * cancel there, so neither its menu item nor its tile is offered). A failed call offers none.
 */
async function viewerMayEasyCancel(services: Services): Promise<boolean> {
  if (!services.config.easyCancel || viewerGroup(services) !== 'member') return false;
  return (await services.site.dashboardInfo())?.info.isEasyCancel === true;
}

/**
 * The dashboard menu this viewer sees: sidebar (type 1) and main-area (type 2) items, each by sort, and whether easy
 * cancel is offered to them (its links are left out when not).
 */
export async function loadDashboardMenu(
  services: Services,
): Promise<{ sidebar: DashboardMenuItem[]; main: DashboardMenuItem[]; easyCancel: boolean }> {
  const [items, easyCancel] = await Promise.all([services.content.dashboardMenu(), viewerMayEasyCancel(services)]);
  return { ...dashboardMenu(items, { group: viewerGroup(services), easyCancel }), easyCancel };
}
