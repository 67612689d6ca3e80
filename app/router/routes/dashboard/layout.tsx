/**
 * The dashboard layout (spec 001 §2 'Member dashboard'; §6 'Dashboard: requires authentication'): a pathless route
 * every /main-dashboard/ page sits in. Its guards answer 401 'You are not authenticated.' on the server without a
 * member's session (the root's error screen, 'Access denied').
 */
import { Outlet, createRoute } from '@tanstack/react-router';
import { guarded } from '../../gate.ts';
import { rootRoute } from '../root.tsx';

export const dashboardLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'dashboard',
  beforeLoad: guarded(['authenticated', 'dashboard']),
  component: Outlet,
});
