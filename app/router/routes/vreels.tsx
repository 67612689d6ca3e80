/**
 * /vreels/ (spec 000 §2.4 'Vreels'; intro 'Query vreelz=on auto-plays the short vertical videos on mobile when the
 * configuration flag enableVreels is on'): the feed of short vertical clips from GET {vreels}/api/v1/crud/vreels-video/,
 * server-rendered as a list with its head; with enableVreels off the page is the 404 screen.
 */
import { createRoute } from '@tanstack/react-router';
import { vreelsAutoplay } from '../../../domain/vreels.ts';
import { detailHead } from '../head.ts';
import { vreelsRouteComponent } from '../screens/vreels.tsx';
import type { Services } from '../services.ts';
import { toNotFoundPage } from './not-found.tsx';
import { rootRoute } from './root.tsx';

export const vreelsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/vreels/',
  validateSearch: (search: Record<string, unknown>): { vreelz?: 'on' } => (search.vreelz === 'on' ? { vreelz: 'on' } : {}),
  loaderDeps: ({ search }) => ({ vreelz: search.vreelz }),
  loader: async ({ context: { services }, deps }: { context: { services: Services }; deps: { vreelz?: 'on' } }) => {
    if (!services.config.enableVreels) throw toNotFoundPage('vreels');
    const items = await services.vreels.list();
    return { items, autoplay: vreelsAutoplay(services.config.enableVreels, deps.vreelz) };
  },
  head: ({ loaderData, match }) => {
    const { config } = match.context.services;
    return detailHead(config, {
      path: '/vreels/',
      title: `VReels - ${config.siteName}`,
      description: `Short vertical ${config.acronym} clips from ${config.siteName}: swipe through the scenes and open the full video.`,
      image: loaderData?.items[0]?.poster ?? null,
    });
  },
  component: vreelsRouteComponent,
});
