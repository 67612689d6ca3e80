/** Models list and model page (spec 000 §2.4 'Models list and card'). */
import type { ReactNode } from 'react';
import type { AdBanner } from '../../contracts/ad-banner.ts';
import { isCustomVideo } from '../../contracts/guards.ts';
import type { Model, Tag } from '../../contracts/content-api.ts';
import type { ListLayout } from '../../domain/list-layout.ts';
import type { SeoTextData } from '../../domain/seo-text.ts';

import { ModelPage } from '../catalogue/ModelPage.tsx';
import { ModelsPage } from '../catalogue/ModelsPage.tsx';
import type { CardModel, CardVideo, CardVideoItem } from '../catalogue/types.ts';
import { Breadcrumbs } from '../chrome/Breadcrumbs.tsx';
import { PageSeoText } from './PageSeoText.tsx';
import { StaffEdit } from './StaffEdit.tsx';
import { AdBannerSpot } from './AdBannerSlot.tsx';
import { useCardOptions, useFavoriteOptions } from './use-card-options.ts';
import { useSessionView } from './use-session-view.ts';
import { useVisit } from './VisitContext.tsx';

type ModelTag = Pick<Tag, 'slug' | 'label' | 'description'>;
interface ModelsData {
  list: { items: CardModel[]; pages: number };
  search: { page: number; letter?: string; tag?: string };
  /** The tag filter's tags (on /models/). */
  tags?: ModelTag[];
  /** A model tag's page (/models/tag/{slug}/): the tag it lists. */
  tag?: ModelTag;
  /** The SEO text section of /models/ (spec 000 §2.3). */
  seoText?: SeoTextData | null;
  adBanner?: AdBanner | null;
}

/** /models/ with its letter and tag filters, or a model tag's page, in the visitor's layout of model lists. */
export function ModelsScreen({
  data,
  layout,
  onLayoutChange,
}: {
  data: ModelsData;
  layout: ListLayout;
  onLayoutChange: (layout: ListLayout) => void;
}) {
  const { site } = useVisit();
  const { verifiedView } = useSessionView();
  const { canFavorite, favoriteModelIds, onToggleFavoriteModel } = useFavoriteOptions();
  const { list, search, tag } = data;
  const path = tag ? `/models/tag/${tag.slug}/` : '/models/';
  const h1 = tag ? `${tag.label} ${site.acronym} Pornstars` : `${site.acronym} Pornstars`;
  const query: Record<string, string> = {};
  if (search.letter) query.letter = search.letter;
  if (search.tag && !tag) query.tag = search.tag;
  return (
    <>
      <Breadcrumbs
        items={
          tag
            ? [{ label: 'Home', href: '/' }, { label: 'Models', href: '/models/' }, { label: tag.label }]
            : [{ label: 'Home', href: '/' }, { label: 'Models' }]
        }
      />
      <ModelsPage
        verifiedView={verifiedView}
        canFavorite={canFavorite}
        favoriteModelIds={favoriteModelIds}
        onToggleFavoriteModel={onToggleFavoriteModel}
        layout={layout}
        onLayoutChange={onLayoutChange}
        h1={h1}
        models={list.items}
        letter={search.letter ?? 'all'}
        tags={tag ? [] : (data.tags ?? []).map((t) => ({ slug: t.slug, label: t.label }))}
        tag={search.tag ?? 'all'}
        path={path}
        page={search.page}
        pages={list.pages}
        query={query}
      >
        {tag?.description ? <p>{tag.description}</p> : null}
      </ModelsPage>
      <AdBannerSpot banner={data.adBanner} />
      <PageSeoText text={data.seoText} />
    </>
  );
}

export function ModelScreen({
  data,
  comments,
}: {
  data: { model: Model; videos: { items: CardVideoItem[] }; similar: CardModel[]; nowSec: number; adBanner?: AdBanner | null };
  /** The forum comments, composed by the route (spec 000 §2.4 'Model page'). */
  comments?: ReactNode;
}) {
  const card = useCardOptions();
  const { model } = data;
  const videos = data.videos.items.filter((v): v is CardVideo => !isCustomVideo(v)).sort((a, b) => (b.publishedAt ?? 0) - (a.publishedAt ?? 0));
  return (
    <>
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Models', href: '/models/' }, { label: model.title }]} />
      <StaffEdit kind="model" id={model.id} />
      <ModelPage {...card} model={model} videos={videos} similar={data.similar} nowSec={data.nowSec}>
        {comments}
      </ModelPage>
      <AdBannerSpot banner={data.adBanner} />
    </>
  );
}
