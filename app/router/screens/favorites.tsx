/**
 * The 'Favorites' route's component (DESIGN 'Composition': a screen machine is composed by its route): loads the
 * favourites-page machine's module (app/screen-machines/favorites-page.ts) with the screen (both lazily: no other
 * page's first load carries them; in the first page, after it: screen-actor.tsx), has it provide the machine (the removals and the page's reload through the adapters, the visit's favourites told
 * of a removal, another page shown by a navigation), starts it with the loader's page (so the server renders its
 * cards) and hands the screen its actor. Another tab or page is another machine.
 */
import { useMatch, useRouteContext, useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { DASHBOARD_PAGES } from '../../../domain/dashboard.ts';
import type { FavoriteItem, FavoritesPageData, FavoritesTab } from '../../../domain/favorites-page.ts';
import { useOnDemandSend } from '../../../views/containers/VisitContext.tsx';
import { lazyComponent } from '../lazy-screen.tsx';
import { screenMachine, useScreenActor } from '../screen-actor.tsx';
import type { RouterContext } from '../services.ts';

const FavoritesScreen = lazyComponent(() => import('../../../views/containers/FavoritesScreen.tsx'), 'FavoritesScreen');
export const favoritesPageMachine = screenMachine('favorites-page', () => import('../../screen-machines/favorites-page.ts'));

export type FavoritesRouteData = { tab: FavoritesTab; data: FavoritesPageData<FavoriteItem> };

function FavoritesMachineScreen({ data }: { data: FavoritesRouteData }) {
  const { services } = useRouteContext({ strict: false }) as RouterContext;
  // The visit's favourites hear a removal the server did (their code may still be on its way: the event waits for it).
  const send = useOnDemandSend('favorites');
  const favorites = useMemo(() => ({ send }), [send]);
  const router = useRouter();
  const [page, snapshot] = useScreenActor(favoritesPageMachine, ({ favoritesPage }) => ({
    machine: favoritesPage.provide(services, {
      favorites,
      goToPage: (page) => {
        const query = new URLSearchParams({ ...(data.tab === 'videos' ? {} : { tab: data.tab }), ...(page > 1 ? { page: String(page) } : {}) });
        const search = query.toString();
        void router.navigate({ href: `${DASHBOARD_PAGES.favorites.path}${search ? `?${search}` : ''}`, replace: true });
      },
    }),
    input: { tab: data.tab, data: data.data },
  }));
  return (
    <>
      <FavoritesScreen page={page} />
      {snapshot}
    </>
  );
}

export function FavoritesRoute() {
  const match = useMatch({ strict: false });
  const data = match.loaderData as FavoritesRouteData;
  return <FavoritesMachineScreen key={`${data.tab}:${data.data.page}`} data={data} />;
}

export const favoritesRouteComponent = Object.assign(FavoritesRoute, {
  preload: () => Promise.all([FavoritesScreen.preload(), favoritesPageMachine.preload()]).then(() => {}),
});
