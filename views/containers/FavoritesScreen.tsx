/**
 * The dashboard's favourites page bound to its machine (machines/favorites-page.machine.ts, started by its route):
 * the page's items, the card being removed and the last removal's message; a card's delete sends REMOVE_REQUESTED.
 */
import { useSelector } from './use-selector.ts';
import { useCallback } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { favoritesPageMachine } from '../../machines/favorites-page.machine.ts';
import { FavoritesPage, type FavoritesPageView } from '../dashboard/FavoritesPage.tsx';
import { useCardOptions } from './use-card-options.ts';

export function FavoritesScreen({ page }: { page: ActorRefFrom<typeof favoritesPageMachine> }) {
  const card = useCardOptions();
  const tab = useSelector(page, (s) => s.context.tab);
  const data = useSelector(page, (s) => s.context.data);
  const removingId = useSelector(page, (s) => s.context.removing?.id ?? null);
  const status = useSelector(page, (s) => s.context.status);
  const onRemove = useCallback((id: number) => page.send({ type: 'REMOVE_REQUESTED', id }), [page]);
  const view = { tab, ...data } as unknown as FavoritesPageView;
  return <FavoritesPage data={view} removingId={removingId} status={status} card={card} onRemove={onRemove} />;
}
