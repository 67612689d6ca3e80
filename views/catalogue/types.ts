/**
 * Shared prop types of the catalogue views (spec 000 §2.4 'Video card', §6): the per-card options the app
 * computes once per page (visibility booleans, pre-computed formatters, preview state) and passes down.
 */
import type { ReactNode } from 'react';
import type { ListLayout } from '../../domain/list-layout.ts';
import type { TitleTooltipEvent } from '../ui/TruncatedTooltip.tsx';
import type { CustomCategory, CustomVideo, Model, StandardCategory, Video } from '../../contracts/content-api.ts';

/** What a video card shows (spec 000 §2.4 'Video card'): list pages send only this; the video page loads the whole video. */
export type CardVideo = Pick<Video, 'id' | 'slug' | 'title' | 'poster' | 'videoPreviewPoster' | 'higherActiveResolution' | 'models'> & {
  videoSettings: Pick<Video['videoSettings'], 'duration'>;
  videoTechBar: { formats: number[]; positions?: number[] };
  /** The list layout's fields: absent from lists only ever shown as a grid. */
  description?: string;
  publishedAt?: number;
  hasToyScript?: boolean;
  isInNewTab?: boolean;
};
/** An entry of a video list: a card video or a custom (promotional) item. */
export type CardVideoItem = CardVideo | CustomVideo;
/**
 * What a model card shows (spec 000 §2.4 'Models list and card'); the models list also sends what its list layout
 * adds: the description and the information rows as shown.
 */
export type CardModel = Pick<Model, 'id' | 'slug' | 'title' | 'featuredImage' | 'rel'> & {
  description?: string;
  info?: ReadonlyArray<{ label: string; value: string; highlight: boolean }>;
};
/** What a category tile shows (spec 000 §2.4 'Categories'): a standard category without its page's SEO, or a custom one. */
export type CardCategory = Pick<StandardCategory, 'id' | 'name' | 'slug' | 'categoryImage'> | CustomCategory;

export type { ListLayout as VideoLayout, ListLayout } from '../../domain/list-layout.ts';
type Acronym = 'VR' | 'AR';
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
  /** Favourite video ids as the site API lists them (strings). */
  favoriteIds?: ReadonlyArray<string>;
  onToggleFavorite?: (id: VideoId, title: string) => void;
  /** Removable mode (the dashboard's favourites pages): no heart, a delete button that emits the item id (§2.4). */
  removable?: boolean;
  onRemove?: (id: VideoId) => void;
  /**
   * The list layout's description, clamped by `className` ('View more' / 'Hide' on the list pages, which pass the
   * expandable block so that pages that only ever show grids do not load it); a plain clamped paragraph otherwise.
   */
  renderDescription?: (text: string, className: string) => ReactNode;
  /**
   * The card's title heading around its link, given the full text and the heading's class: the list pages pass the
   * tooltip of a cut title (views/ui/TruncatedTooltip.tsx); otherwise a plain h3 with the link's title attribute.
   */
  renderTitle?: (text: string, link: ReactNode, className: string, id: VideoId) => ReactNode;
  /** The title whose tooltip shows now (one at a time, machines/tooltip.machine.ts), and what a title tells it. */
  tooltipOpenId?: VideoId | null;
  onTooltip?: (event: TitleTooltipEvent) => void;
  /** Query appended to the cards' video links, e.g. '?isVideoFromFreePage=1' on /free/ (spec 000 §2.2). */
  linkQuery?: string;
  /** List layout: the Download button (spec 000 §6 'Download button'). */
  canDownload?: boolean;
  onDownload?: (id: VideoId) => void;
}

/** Options every model card of a page shares. */
export interface ModelCardOptions {
  /** Grid (default), list (about, description, information) or simple (the name alone). */
  layout?: ListLayout;
  /** The list layout's block under a card (views/catalogue/ModelAbout.tsx, passed by the models list). */
  renderAbout?: (model: CardModel) => ReactNode;
  verifiedView: boolean;
  canFavorite?: boolean;
  favoriteModelIds?: ReadonlyArray<number>;
  onToggleFavoriteModel?: (id: number, title: string) => void;
  /** Removable mode (the dashboard's favourites pages): a delete button that emits the model id (§2.4). */
  removableModels?: boolean;
  onRemoveModel?: (id: number) => void;
}

/** The model hearts' part of a page's card options (pages that show both video and model cards). */
export type ModelFavoriteOptions = Pick<ModelCardOptions, 'favoriteModelIds' | 'onToggleFavoriteModel'>;

/** A model grid's options from a page's card options. */
export const modelOptionsOf = (card: VideoCardOptions & ModelFavoriteOptions): ModelCardOptions => ({
  verifiedView: card.verifiedView,
  canFavorite: card.canFavorite,
  favoriteModelIds: card.favoriteModelIds,
  onToggleFavoriteModel: card.onToggleFavoriteModel,
});

/** Paging of a list page (spec 000 §2.1): path, current page, page count, other query parameters. */
export interface PagingProps {
  path: string;
  page: number;
  pages: number;
  query?: Readonly<Record<string, string>>;
}
