/**
 * /age-verification/ (spec 000 §4 'Age verification'): the age-verification machine of the visit does the work. The
 * loader and head are in age-verification.data.ts, loaded with the route (route-code.ts).
 */
import { createRoute } from '@tanstack/react-router';
import { guarded } from '../gate.ts';
import { lazyScreen } from '../lazy-screen.tsx';
import { routeCode } from '../route-code.ts';
import { rootRoute } from './root.tsx';

const code = routeCode(() => import('./age-verification.data.ts'), 'app/router/routes/age-verification.data.ts');

export const ageVerificationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/age-verification/',
  // A member's page: a visitor who is not logged in has nothing to verify (401 'You are not authenticated.').
  beforeLoad: guarded(['authenticated']),
  loader: code('ageVerificationLoader'),
  head: code('ageVerificationHead'),
  component: lazyScreen(
    () => import('../../../views/containers/AgeVerificationScreen.tsx'),
    'AgeVerificationScreen',
    'views/containers/AgeVerificationScreen.tsx',
  ),
});
