/**
 * /main-dashboard/'s loader (the head: main.head.ts; main.tsx; loaded with the route, app/router/route-code.ts): the public
 * dashboard, the dashboard menu's main-area tiles (type 2, for the viewer) and the first 2 blog posts in parallel.
 */

import { DASHBOARD_BLOG_POSTS, offersEasyCancel, topScenesToShow } from '../../../../domain/dashboard-menu.ts';
import type { DashboardMainData } from '../../../../views/containers/DashboardMainScreen.tsx';
import { excerpt } from '../../../../domain/format.ts';
import { gridCardVideo } from '../../card-data.ts';
import { loadDashboardMenu, viewerGroup } from '../../dashboard-data.ts';
import type { LoaderContext } from '../../route-code.ts';

export const dashboardMainLoader = async ({ context: { services } }: LoaderContext): Promise<DashboardMainData> => {
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
      easyCancel: menu.easyCancel,
      group: viewerGroup(services),
    }),
    posts: posts.items
      .slice(0, DASHBOARD_BLOG_POSTS)
      .map((post) => ({ slug: post.slug, title: post.title, excerpt: excerpt(post.excerpt), image: post.image, publishedAt: post.publishedAt })),
  };
};
