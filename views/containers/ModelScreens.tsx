/** Models list and model page (spec 000 §2.4 'Models list and card'). */
import { isCustomVideo } from '../../contracts/guards.ts';
import type { Model } from '../../contracts/content-api.ts';

import { ModelPage } from '../catalogue/ModelPage.tsx';
import { ModelsPage } from '../catalogue/ModelsPage.tsx';
import type { CardModel, CardVideo, CardVideoItem } from '../catalogue/types.ts';
import { Breadcrumbs } from '../chrome/Breadcrumbs.tsx';
import { useCardOptions } from './use-card-options.ts';
import { useSessionView } from './use-session-view.ts';
import { useVisit } from './VisitContext.tsx';

export function ModelsScreen({ data }: { data: { list: { items: CardModel[]; pages: number }; search: { page: number; letter?: string } } }) {
  const { site } = useVisit();
  const { verifiedView } = useSessionView();
  const { list, search } = data;
  return (
    <>
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Models' }]} />
      <ModelsPage
        verifiedView={verifiedView}
        h1={`${site.acronym} Pornstars`}
        models={list.items}
        letter={search.letter ?? 'all'}
        path="/models/"
        page={search.page}
        pages={list.pages}
        query={search.letter ? { letter: search.letter } : {}}
      />
    </>
  );
}

export function ModelScreen({ data }: { data: { model: Model; videos: { items: CardVideoItem[] }; similar: CardModel[]; nowSec: number } }) {
  const card = useCardOptions();
  const { model } = data;
  const videos = data.videos.items.filter((v): v is CardVideo => !isCustomVideo(v)).sort((a, b) => (b.publishedAt ?? 0) - (a.publishedAt ?? 0));
  return (
    <>
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Models', href: '/models/' }, { label: model.title }]} />
      <ModelPage {...card} model={model} videos={videos} similar={data.similar} nowSec={data.nowSec} />
    </>
  );
}
