/** The favourites machine's status message after a heart's call (spec 000 §4 'Favourites': a failure says so). */
import { selectFavoriteStatus } from '../../machines/favorites.selectors.ts';
import { StatusMessage } from '../ui/StatusMessage.tsx';
import { sameViewOrNull, useOnDemandSelector } from './VisitContext.tsx';

export function FavoriteStatus() {
  const status = useOnDemandSelector('favorites', selectFavoriteStatus, null, sameViewOrNull);
  return <StatusMessage text={status?.text ?? null} failed={status?.failed ?? false} />;
}
