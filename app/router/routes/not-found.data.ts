/**
 * The 404 screen's data (not-found.tsx; loaded with the routes that use them, route-code.ts): the three suggestion lists
 * (spec 000 §2.4 'Error screens') from the home page builder, the categories, and the latest videos without custom
 * items in the bonus-video category key; the redirect of an API 404 and a list page past its last page. Its heads are
 * not-found.head.ts.
 */
import { isCustomCategory } from '../../../contracts/guards.ts';
import { notFound, redirect } from '@tanstack/react-router';
import { BONUS_VIDEO_CATEGORY_KEY, NOT_FOUND_CATEGORIES, NOT_FOUND_MODELS, NOT_FOUND_VIDEOS } from '../../../domain/constants.ts';
import type { NotFoundLists } from '../../../views/containers/NotFoundScreen.tsx';
import { cardCategory, cardModel, cardVideos, gridCardVideo } from '../card-data.ts';
import type { LoaderContext } from '../route-code.ts';
import type { Services } from '../services.ts';

async function notFoundLists(services: Services): Promise<NotFoundLists> {
  const [home, categories, latest] = await Promise.all([
    services.content.homePageBuilder(),
    services.content.categories(),
    services.content.videos({ show_custom_video: 0, sort: 'latest', category: BONUS_VIDEO_CATEGORY_KEY, limit: NOT_FOUND_VIDEOS }),
  ]);
  // Only what the three suggestion lists show travels to the page.
  const top = home.topVideos.slice(0, NOT_FOUND_VIDEOS).map(gridCardVideo);
  return {
    videos: top.length > 0 ? top : cardVideos(latest.items, gridCardVideo),
    categories: categories
      .filter((c) => !isCustomCategory(c))
      .slice(0, NOT_FOUND_CATEGORIES)
      .map(cardCategory),
    models: home.topModels.slice(0, NOT_FOUND_MODELS).map(cardModel),
  };
}

export const notFoundLoader = ({ context: { services } }: LoaderContext) => notFoundLists(services);

/** An API 404 goes to /404/ (spec 000 §8), which names the slug that was not found in its title. */
export const toNotFoundPage = (slug: string) => redirect({ to: '/404/', search: { slug } });

/** A list page past its last page: the 404 screen in place, answering HTTP 404 (spec 000 §2.1); list routes add `listNotFound`. */
export const pageNotFound = async (services: Services) => notFound({ data: await notFoundLists(services) });
