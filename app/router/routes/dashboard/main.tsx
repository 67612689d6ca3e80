/**
 * /main-dashboard/ (spec 001 §2 'Dashboard main'; §7 GET {content}/dashboard, GET {content}/dashboard-menu; §9 'first
 * 2 blog posts, top 5 top scenes'): the public dashboard, the dashboard menu's main-area tiles (type 2, for the viewer)
 * and the first 2 blog posts, loaded in parallel on the server, so the page is rendered with its content. Easy cancel
 * is offered when the dashboard says isEasyCancelActive, the configuration has it and the viewer is an active member.
 * Title 'Your Dashboard | {site}'.
 */
import { createRoute } from '@tanstack/react-router';
import { DASHBOARD_LABEL, DASHBOARD_PATH, dashboardTitle } from '../../../../domain/dashboard.ts';
import { DASHBOARD_BLOG_POSTS, offersEasyCancel, topScenesToShow } from '../../../../domain/dashboard-menu.ts';
import type { DashboardMainData } from '../../../../views/containers/DashboardMainScreen.tsx';
import { gridCardVideo } from '../../card-data.ts';
import { loadDashboardMenu, viewerGroup } from '../../dashboard-data.ts';
import { lazyScreen } from '../../lazy-screen.tsx';
import { dashboardLayoutRoute } from './layout.tsx';

export const dashboardMainRoute = createRoute({
  getParentRoute: () => dashboardLayoutRoute,
  path: DASHBOARD_PATH,
  loader: async ({ context: { services } }): Promise<DashboardMainData> => {
    const [dashboard, menu, posts] = await Promise.all([
      services.content.publicDashboard(),
      loadDashboardMenu(services),
      services.content.blogPosts({ page: 1, limit: DASHBOARD_BLOG_POSTS }),
    ]);
    return {
      tiles: menu.main.map(({ id, label, link, icon, image, description, isInNewTab }) => ({
        id,
        label,
        link,
        icon,
        image,
        description,
        isInNewTab,
      })),
      upcomingScenes: dashboard.upcomingScenes.map(({ id, title, text, image, resolution, starring, publishedAt }) => ({
        id,
        title,
        text,
        image,
        resolution,
        starring,
        publishedAt,
      })),
      topScenes: topScenesToShow(dashboard.topScenes).map(gridCardVideo),
      easySetupImage: dashboard.playaEasySetupImage,
      offersEasyCancel: offersEasyCancel({
        isEasyCancelActive: dashboard.isEasyCancelActive,
        easyCancel: services.config.easyCancel,
        group: viewerGroup(services),
      }),
      posts: posts.items
        .slice(0, DASHBOARD_BLOG_POSTS)
        .map(({ slug, title, excerpt, image, publishedAt }) => ({ slug, title, excerpt, image, publishedAt })),
    };
  },
  head: ({ match }) => ({
    meta: [{ title: dashboardTitle(DASHBOARD_LABEL, match.context.services.config.siteName) }, { name: 'robots', content: 'noindex, nofollow' }],
  }),
  component: lazyScreen(
    () => import('../../../../views/containers/DashboardMainScreen.tsx'),
    'DashboardMainScreen',
    'views/containers/DashboardMainScreen.tsx',
  ),
});
