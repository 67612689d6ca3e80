/** The favourites machine's status message after a heart's call (spec 000 §4 'Favourites': a failure says so). */
import { shallowEqual, useSelector } from '@xstate/react';
import { selectFavoriteStatus } from '../../machines/favorites.machine.ts';
import { StatusMessage } from '../ui/StatusMessage.tsx';
import { useVisit } from './VisitContext.tsx';

export function FavoriteStatus() {
  const { favorites } = useVisit();
  const status = useSelector(favorites, selectFavoriteStatus, shallowEqual);
  return <StatusMessage text={status?.text ?? null} failed={status?.failed ?? false} />;
}
