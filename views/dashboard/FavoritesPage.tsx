/**
 * The dashboard's favourites page, /main-dashboard/favorites/ (spec 001 §2 'Member dashboard' Favorites: favourite
 * videos and favourite models, 12 per page; a removable card has a 'delete' button that removes the item): the page's
 * heading, its two tabs (Videos, Models: ?tab=models), the tab's page of removable cards with paging (?page=N), the
 * empty state with a link to browse, and the last removal's message in a live region. Presentational: the container
 * binds it to the page's machine.
 */
import { DASHBOARD_PAGES } from '../../domain/dashboard.ts';
import { FAVORITES_EMPTY, FAVORITES_TABS, type FavoritesTab } from '../../domain/favorites-page.ts';
import { ModelGrid } from '../catalogue/ModelGrid.tsx';
import { Pagination } from '../catalogue/Pagination.tsx';
import { VideoGrid } from '../catalogue/VideoGrid.tsx';
import type { CardModel, CardVideo, VideoCardOptions } from '../catalogue/types.ts';
import { AppLink } from '../ui/AppLink.tsx';
import { StatusMessage } from '../ui/StatusMessage.tsx';
import './favorites.css';

const PATH = DASHBOARD_PAGES.favorites.path;

export type FavoritesPageView = {
  tab: FavoritesTab;
  items: ReadonlyArray<CardVideo | CardModel>;
  page: number;
  pages: number;
  total: number;
};

export interface FavoritesPageProps {
  data: FavoritesPageView;
  /** The card being removed (its call under way), or null. */
  removingId: number | null;
  status: { text: string; failed: boolean } | null;
  card: VideoCardOptions;
  onRemove: (id: number) => void;
}

const tabHref = (tab: FavoritesTab) => (tab === 'videos' ? PATH : `${PATH}?tab=${tab}`);

export function FavoritesPage({ data, removingId, status, card, onRemove }: FavoritesPageProps) {
  const { tab } = data;
  const label = FAVORITES_TABS.find((t) => t.tab === tab)?.label ?? 'Videos';
  const title = `Favourite ${label.toLowerCase()}`;
  const empty = FAVORITES_EMPTY[tab];
  return (
    <div className="dash-favorites">
      <h1>{DASHBOARD_PAGES.favorites.label}</h1>
      <nav className="dash-favorites-tabs" aria-label="Favourites">
        <ul>
          {FAVORITES_TABS.map((t) => (
            <li key={t.tab}>
              <AppLink href={tabHref(t.tab)} aria-current={t.tab === tab ? 'page' : undefined} className={t.tab === tab ? 'is-active' : undefined}>
                {t.label}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="dash-favorites-title" aria-busy={removingId !== null} className="dash-favorites-list">
        <h2 id="dash-favorites-title" className="visually-hidden">
          {title}
        </h2>
        {data.items.length === 0 ? (
          <p className="dash-favorites-empty">
            {data.total > 0 ? 'There are no favourites on this page.' : empty.text}{' '}
            {data.total > 0 ? (
              <AppLink href={tabHref(tab)}>Go to the first page</AppLink>
            ) : (
              <AppLink href={empty.link.href}>{empty.link.label}</AppLink>
            )}
          </p>
        ) : tab === 'videos' ? (
          <VideoGrid {...card} title={title} videos={data.items as CardVideo[]} eagerCount={4} removable onRemove={(id) => onRemove(Number(id))} />
        ) : (
          <ModelGrid
            title={title}
            models={data.items as CardModel[]}
            eagerCount={4}
            verifiedView={card.verifiedView}
            removableModels
            onRemoveModel={onRemove}
          />
        )}
      </section>
      <Pagination path={PATH} page={data.page} pages={data.pages} query={tab === 'videos' ? {} : { tab }} />
      <StatusMessage text={status?.text ?? null} failed={status?.failed ?? false} />
    </div>
  );
}
