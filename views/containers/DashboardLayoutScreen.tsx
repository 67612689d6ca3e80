/**
 * The dashboard layout bound to its route (app/router/routes/dashboard/layout.tsx): the sidebar the layout's loader
 * filtered for the viewer, the breadcrumbs of the page shown ('Your Dashboard' then its label, domain/dashboard.ts)
 * and the page itself in the router's outlet.
 */
import { Outlet, useMatches } from '@tanstack/react-router';
import { dashboardCrumbs } from '../../domain/dashboard.ts';
import { dashboardPageOf } from '../../domain/dashboard-menu.ts';
import { DashboardLayout, type DashboardSidebarItem } from '../dashboard/DashboardLayout.tsx';

export type DashboardLayoutData = { sidebar: DashboardSidebarItem[] };

export function DashboardLayoutScreen({ data }: { data: DashboardLayoutData }) {
  // The page rendered in the outlet (the deepest match), not a navigation still loading.
  const pathname = useMatches({ select: (matches) => matches.at(-1)?.pathname ?? '' });
  const page = dashboardPageOf(pathname);
  return (
    <DashboardLayout crumbs={dashboardCrumbs(page === 'main' ? null : page)} sidebar={data?.sidebar ?? []} currentPath={pathname}>
      <Outlet />
    </DashboardLayout>
  );
}
