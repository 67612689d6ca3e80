/** The dashboard's routes under their layout (app/router/routes/dashboard/layout.tsx): one line per page. */
import { dashboardLayoutRoute } from './layout.tsx';

export const dashboardRouteTree = dashboardLayoutRoute.addChildren([]);
