/**
 * The cam room list screen (spec 002 §2.2; also the tag page, §2.1): breadcrumbs, heading, filters, the 12 rooms of the
 * page, pagination, the ad banner and the SEO text. `CamListView` renders plain data; `CamListScreen` binds it to the
 * list machine (app/router/screens/cam-list.tsx starts it): the rooms, page and filter it holds (kept live by its
 * 30 s schedule), its 'loading' tag, and FILTER_CHANGED / PAGE_CHANGED sent when it `can` take them.
 */
import { useSelector } from '../containers/use-selector.ts';
import { type MouseEvent, useCallback } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { AdBanner } from '../../contracts/ad-banner.ts';
import type { CamFilterOptions, CamRoom } from '../../contracts/cam-provider.ts';
import type { camListMachine } from '../../machines/cam-list.machine.ts';
import { type CamListFilter, camFilterParams, camPageCount } from '../../domain/cam-list.ts';
import { camRoomPath } from '../../domain/cam-routes.ts';
import type { SeoTextData } from '../../domain/seo-text.ts';
import { Pagination } from '../catalogue/Pagination.tsx';
import { Breadcrumbs } from '../chrome/Breadcrumbs.tsx';
import { AdBannerSpot } from '../containers/AdBannerSlot.tsx';
import { PageSeoText } from '../containers/PageSeoText.tsx';
import { useVisit } from '../containers/VisitContext.tsx';
import { CamFilters, isPlainClick } from './CamFilters.tsx';
import { CamRoomGrid } from './CamRoomCard.tsx';
import '../catalogue/catalogue.css';
import './cam-list.css';

/** What the route's loader gives the screen (app/router/cam-list-data.ts). */
export interface CamListPageData {
  path: string;
  listSlug: string;
  tag: { code: string; name: string; groupName: string } | null;
  options: CamFilterOptions;
  seoText: SeoTextData | null;
  adBanner: AdBanner | null;
  crumbs: { label: string; href?: string }[];
}

export interface CamListViewProps {
  data: CamListPageData;
  heading: string;
  rooms: readonly CamRoom[];
  filter: CamListFilter;
  page: number;
  pageCount: number;
  loading: boolean;
  onFilterChange: (filter: CamListFilter) => void;
  onPageChange: (page: number) => void;
}

/** The page number a pagination link goes to (its `page` parameter; none is page 1). */
const pageOfHref = (href: string): number => Number(new URL(href, 'http://x').searchParams.get('page') ?? '1') || 1;

export function CamListView({ data, heading, rooms, filter, page, pageCount, loading, onFilterChange, onPageChange }: CamListViewProps) {
  const fixedTags = data.tag ? [data.tag.code] : [];
  const hrefOf = useCallback((room: CamRoom) => camRoomPath(data.listSlug, room.modelNickname), [data.listSlug]);
  const query = camFilterParams({ ...filter, tags: filter.tags.filter((tag) => !fixedTags.includes(tag)) });
  // A pagination link's plain click asks the machine for that page (it loads, then puts it in the address).
  const onPagingClick = (event: MouseEvent) => {
    const link = (event.target as HTMLElement).closest('a');
    if (!link || !isPlainClick(event)) return;
    event.preventDefault();
    event.stopPropagation();
    onPageChange(pageOfHref(link.getAttribute('href') ?? ''));
  };
  return (
    <>
      <Breadcrumbs items={data.crumbs} />
      <div className="cat-page cam-list">
        <h1>{heading}</h1>
        <CamFilters path={data.path} filter={filter} options={data.options} fixedTags={fixedTags} onChange={onFilterChange} />
        <div className={loading ? 'cam-rooms is-loading' : 'cam-rooms'}>
          <CamRoomGrid rooms={rooms} hrefOf={hrefOf} busy={loading} />
        </div>
        <div onClickCapture={onPagingClick}>
          <Pagination path={data.path} page={page} pages={pageCount} query={query} />
        </div>
      </div>
      <AdBannerSpot banner={data.adBanner} />
      <PageSeoText text={data.seoText} />
    </>
  );
}

type CamListActor = ActorRefFrom<typeof camListMachine>;

const selectRooms = (s: { context: { rooms: CamRoom[] } }) => s.context.rooms;
const selectFilter = (s: { context: { filter: CamListFilter } }) => s.context.filter;
const selectPage = (s: { context: { page: number } }) => s.context.page;
const selectTotal = (s: { context: { total: number } }) => s.context.total;

export function CamListScreen({ data, list }: { data: CamListPageData; list: CamListActor }) {
  const { site } = useVisit();
  const rooms = useSelector(list, selectRooms);
  const filter = useSelector(list, selectFilter);
  const page = useSelector(list, selectPage);
  const total = useSelector(list, selectTotal);
  const loading = useSelector(list, (s) => s.hasTag('loading'));
  const heading = data.tag ? `${data.tag.name} ${site.camSectionLabel}` : `Live ${site.camSectionLabel}`;
  const onFilterChange = useCallback(
    (next: CamListFilter) => {
      list.send({ type: 'FILTER_CHANGED', filter: next });
    },
    [list],
  );
  const onPageChange = useCallback(
    (next: number) => {
      list.send({ type: 'PAGE_CHANGED', page: next });
    },
    [list],
  );
  return (
    <CamListView
      data={data}
      heading={heading}
      rooms={rooms}
      filter={filter}
      page={page}
      pageCount={camPageCount(total)}
      loading={loading}
      onFilterChange={onFilterChange}
      onPageChange={onPageChange}
    />
  );
}
