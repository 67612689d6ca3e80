/**
 * The shared body of every video list page (spec 000 §2.4 'Video lists', §2.1 paging and layouts): sort and
 * category controls, the grid of cards and pagination.
 */
import type { ReactNode } from 'react';
import type { VideoSort } from '../../contracts/content-api.ts';
import type { ListLayout } from '../../domain/list-layout.ts';
import { Expandable } from '../ui/Expandable.tsx';
import { type TitleTooltipEvent, TruncatedTooltip } from '../ui/TruncatedTooltip.tsx';
import { LayoutSwitch } from './LayoutSwitch.tsx';
import { Pagination } from './Pagination.tsx';
import { VideoGrid } from './VideoGrid.tsx';
import { VideoListControls } from './VideoListControls.tsx';
import type { CardVideoItem, PagingProps, VideoCardOptions, VideoId, VideoLayout } from './types.ts';

export interface VideoListSectionProps extends VideoCardOptions, PagingProps {
  videos: ReadonlyArray<CardVideoItem>;
  layout: VideoLayout;
  sort: VideoSort;
  category: string;
  categories: ReadonlyArray<{ slug: string; name: string }>;
  onSortChange: (sort: VideoSort) => void;
  onCategoryChange: (slug: string) => void;
  hideCategory?: boolean;
  /** The layout switch, when the app keeps a choice. */
  onLayoutChange?: (layout: ListLayout) => void;
  /** Accessible name of the grid. */
  listTitle?: string;
  /** Shown when the list is empty. */
  emptyText?: string;
}

const expandable = (text: string, className: string) => <Expandable text={text} className={className} />;
/** A card's title with the tooltip of its full text while cut, told to the visit's tooltip machine by the card's id. */
const titleTooltip =
  (openId: VideoId | null | undefined, onTooltip: ((event: TitleTooltipEvent) => void) | undefined) =>
  (text: string, link: ReactNode, className: string, id: VideoId) => (
    <TruncatedTooltip text={text} className={className} open={openId === id} id={id} send={(event) => onTooltip?.(event)}>
      {link}
    </TruncatedTooltip>
  );

export function VideoListSection(props: VideoListSectionProps) {
  const {
    videos,
    layout,
    sort,
    category,
    categories,
    onSortChange,
    onCategoryChange,
    hideCategory,
    onLayoutChange,
    path,
    page,
    pages,
    query,
    listTitle = 'Videos',
    emptyText = 'No videos found.',
    ...card
  } = props;
  return (
    <>
      <div className="cat-list-bar">
        <VideoListControls
          sort={sort}
          category={category}
          categories={categories}
          onSortChange={onSortChange}
          onCategoryChange={onCategoryChange}
          path={path}
          hideCategory={hideCategory}
        />
        {onLayoutChange ? <LayoutSwitch label="Video layout" layout={layout} onChange={onLayoutChange} /> : null}
      </div>
      {videos.length === 0 ? <p className="cat-empty">{emptyText}</p> : null}
      {/* The cards' titles are h3: the list has its h2, so headings go down one level at a time. */}
      <h2 className="visually-hidden">{listTitle}</h2>
      <VideoGrid
        renderDescription={expandable}
        renderTitle={titleTooltip(card.tooltipOpenId, card.onTooltip)}
        {...card}
        title={listTitle}
        videos={videos}
        layout={layout}
        eagerCount={4}
      />
      <Pagination path={path} page={page} pages={pages} query={query} />
    </>
  );
}
