/**
 * /embed/{slug}/ (spec 000 §2.2 embed-slug, §2.4 'Embed page'): a video's player alone, in the embed layout (no site
 * chrome, app/router/routes/root.tsx), for other sites to frame (app/server/security-headers.ts lets any site do so).
 * It plays the trailer's sources (those with a file, spec 000 §2.4) in the VR player once the app runs (the server's
 * HTML has the browser's own player). The canonical is the video's page, and the embed itself is not indexed. The
 * loader and head are in embed.data.ts, loaded with the route (route-code.ts).
 */
import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../lazy-screen.tsx';
import { routeCode } from '../route-code.ts';
import { rootRoute } from './root.tsx';

const code = routeCode(() => import('./embed.data.ts'), 'app/router/routes/embed.data.ts');
const head = routeCode(() => import('./embed.head.ts'), 'app/router/routes/embed.head.ts');

export const embedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/embed/$slug/',
  loader: code('embedLoader'),
  head: head('embedHead'),
  component: lazyScreen(() => import('../screens/embed.tsx'), 'EmbedWithPlayer', 'app/router/screens/embed.tsx'),
});
