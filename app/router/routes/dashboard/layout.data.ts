/**
 * The dashboard layout's loader (layout.tsx; loaded with the route, app/router/route-code.ts): the dashboard menu's
 * sidebar items for the viewer (app/router/dashboard-data.ts).
 */
import type { DashboardLayoutData } from '../../../../views/containers/DashboardLayoutScreen.tsx';
import { loadDashboardMenu } from '../../dashboard-data.ts';
import type { LoaderContext } from '../../route-code.ts';

export const dashboardLayoutLoader = async ({ context: { services } }: LoaderContext): Promise<DashboardLayoutData> => {
  const { sidebar } = await loadDashboardMenu(services);
  return { sidebar: sidebar.map(({ id, label, link, icon, isInNewTab }) => ({ id, label, link, icon, isInNewTab })) };
};
