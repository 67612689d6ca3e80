/**
 * Shared prop types of the catalogue views (spec 000 §2.4 'Video card', §6): the per-card options the app
 * computes once per page (visibility booleans, pre-computed formatters, preview state) and passes down.
 */
import type { CustomVideo, Video } from '../../contracts/content-api.ts';

export type VideoLayout = 'grid' | 'list' | 'simple';
export type Acronym = 'VR' | 'AR';
export type VideoId = Video['id'] | CustomVideo['id'];

/** Options every video card of a page shares; the app decides each boolean (spec 000 §6). */
export interface VideoCardOptions {
  acronym: Acronym;
  /** Join Now button on cards (spec 000 §6 'Join Now button'). */
  showJoinNow: boolean;
  joinUrl: string;
  /** false = unverified (soft) view: every video and model link goes to /join-now/. */
  verifiedView: boolean;
  /** The site setting that shows release dates in the list layout. */
  showReleaseDate: boolean;
  /** Formats unix seconds as a date for 'Release date:'. */
  formatDate: (sec: number) => string;
  /** The card currently previewing (only one at a time), or null. */
  previewingId: VideoId | null;
  onPointerEnter: (id: VideoId) => void;
  onPointerLeave: (id: VideoId) => void;
  /** Names of video positions 1-6 from the digest; falls back to 'Position N'. */
  positionNames?: Readonly<Record<number, string>>;
  /** Favourite heart (spec 000 §6 'Favourite buttons'); shown only when canFavorite and the item is not custom. */
  canFavorite?: boolean;
  favoriteIds?: ReadonlyArray<VideoId>;
  onToggleFavorite?: (id: VideoId) => void;
  /** List layout: the Download button (spec 000 §6 'Download button'). */
  canDownload?: boolean;
  onDownload?: (id: VideoId) => void;
}

/** Options every model card of a page shares. */
export interface ModelCardOptions {
  verifiedView: boolean;
  canFavorite?: boolean;
  favoriteModelIds?: ReadonlyArray<number>;
  onToggleFavoriteModel?: (id: number) => void;
}

/** Paging of a list page (spec 000 §2.1): path, current page, page count, other query parameters. */
export interface PagingProps {
  path: string;
  page: number;
  pages: number;
  query?: Readonly<Record<string, string>>;
}
