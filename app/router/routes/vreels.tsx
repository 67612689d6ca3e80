/**
 * /vreels/ (spec 000 §2.4 'Vreels'; intro 'Query vreelz=on auto-plays the short vertical videos on mobile when the
 * configuration flag enableVreels is on'): the feed of short vertical clips from GET {vreels}/api/v1/crud/vreels-video/,
 * server-rendered as a list with its head; with enableVreels off the page is the 404 screen. The loader and head are
 * in vreels.data.ts, loaded with the route (route-code.ts).
 */
import { lazyRoute } from '../lazy-screen.tsx';
import { createRoute } from '@tanstack/react-router';
import { routeCode } from '../route-code.ts';
import { rootRoute } from './root.tsx';

const code = routeCode(() => import('./vreels.data.ts'), 'app/router/routes/vreels.data.ts');
const head = routeCode(() => import('./vreels.head.ts'), 'app/router/routes/vreels.head.ts');

export const vreelsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/vreels/',
  validateSearch: (search: Record<string, unknown>): { vreelz?: 'on' } => (search.vreelz === 'on' ? { vreelz: 'on' } : {}),
  loaderDeps: ({ search }) => ({ vreelz: search.vreelz }),
  loader: code('vreelsLoader'),
  head: head('vreelsHead'),
  component: lazyRoute(() => import('../screens/vreels.tsx'), 'vreelsRouteComponent', [
    'app/router/screens/vreels.tsx',
    'views/containers/VreelsScreen.tsx',
  ]),
});
