/**
 * The dashboard's favourites page (spec 001 §2 'Member dashboard' Favorites; §7 'Dashboard and account'; §9 '12 per
 * page, favourite models sorted desc'): the member's favourite videos and models, a page at a time, newest first.
 *
 * Wire choices where the spec names the call but not its shape (this project's, answered by
 * backend/routes/favorites-page.ts):
 * - POST {content}/videos/favorite with a filter {page, limit} → data {items, page, pages, total}: the page the filter asks.
 * - GET {content}/videos/favorite → data.data: the first page (12) of the same list.
 * - GET {contentHost}/api/content/v1/user/favorite-models?page&limit&order → data.models {items, page, pages, total};
 *   `order` is by when each was added, 'desc' (newest first) by default.
 * Each is the caller's own (Bearer); a page past the last is an empty page, not a 404.
 */
import { z } from 'zod/mini';
import { Model, Video } from './content-api.ts';

import { FAVORITES_PAGE_SIZE } from './favorites-paging.ts';

export { FAVORITES_PAGE_SIZE };

const pageNumber = z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1);
const pageSize = z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), FAVORITES_PAGE_SIZE);
const count = z._default(z.number().check(z.int(), z.nonnegative()), 0);

/** The filter of POST {content}/videos/favorite. */
export const FavoriteVideosFilter = z.object({ page: pageNumber, limit: pageSize });
export type FavoriteVideosFilter = z.infer<typeof FavoriteVideosFilter>;

/** The query of GET …/user/favorite-models. */
export const FavoriteModelsQuery = z.object({ page: pageNumber, limit: pageSize, order: z._default(z.enum(['asc', 'desc']), 'desc') });
export type FavoriteModelsQuery = z.infer<typeof FavoriteModelsQuery>;

/** One page of a favourites list: its items, which page it is, how many pages and items the list has. */
const pageOf = <T extends z.ZodMiniType>(item: T) =>
  z.object({ items: z.array(item), page: z._default(z.number().check(z.int()), 1), pages: count, total: count });

export const FavoriteVideosPage = pageOf(Video);
export type FavoriteVideosPage = z.infer<typeof FavoriteVideosPage>;
export const FavoriteModelsPage = pageOf(Model);
export type FavoriteModelsPage = z.infer<typeof FavoriteModelsPage>;

/** POST {content}/videos/favorite → data. */
export const FavoriteVideosPageAnswer = z.object({ data: FavoriteVideosPage });
/** GET {content}/videos/favorite → data.data (the first page). */
export const FavoriteVideosFirstAnswer = z.object({ data: z.object({ data: z.array(Video) }) });
/** GET …/user/favorite-models → data.models. */
export const FavoriteModelsAnswer = z.object({ data: z.object({ models: FavoriteModelsPage }) });

/** A page of nothing: what a failed call gives (spec 000 §8: errors swallowed). */
export const emptyFavoritesPage = (page: number) => ({ items: [], page, pages: 0, total: 0 });
