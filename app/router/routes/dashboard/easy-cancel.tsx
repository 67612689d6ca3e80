/**
 * /main-dashboard/easy-cancel/ (spec 001 §2 'Member dashboard' easy cancel; §3 'Easy cancel'; §4; §7; §9 'easy cancel
 * is disabled in one configuration'): with the configuration's easyCancel off the page is the 404 screen. Otherwise the
 * member's dashboard info (their membership and whether it may be cancelled here), the questions and the settings are
 * loaded in parallel on the server, then the membership's upgrade URL, so the survey and the link are rendered with
 * the page; the easy-cancel machine the route's component starts runs the survey. The page is the member's own.
 * Title 'Easy Cancel | {site}'. The loader and head are in easy-cancel.data.ts, loaded with the route (route-code.ts).
 */
import { lazyRoute } from '../../lazy-screen.tsx';
import { createRoute } from '@tanstack/react-router';
import { DASHBOARD_PAGES } from '../../../../domain/dashboard.ts';
import { routeCode } from '../../route-code.ts';
import { dashboardLayoutRoute } from './layout.tsx';

const code = routeCode(() => import('./easy-cancel.data.ts'), 'app/router/routes/dashboard/easy-cancel.data.ts');
const head = routeCode(() => import('./easy-cancel.head.ts'), 'app/router/routes/dashboard/easy-cancel.head.ts');

export const easyCancelRoute = createRoute({
  getParentRoute: () => dashboardLayoutRoute,
  path: DASHBOARD_PAGES.easyCancel.path,
  loader: code('easyCancelLoader'),
  head: head('easyCancelHead'),
  component: lazyRoute(() => import('../../screens/easy-cancel.tsx'), 'easyCancelRouteComponent', [
    'app/router/screens/easy-cancel.tsx',
    'views/containers/EasyCancelScreen.tsx',
  ]),
});
