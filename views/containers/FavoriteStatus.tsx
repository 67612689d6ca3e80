/** The favourites machine's status message after a heart's call (spec 000 §4 'Favourites': a failure says so). */
import { shallowEqual } from '@xstate/react';
import { selectFavoriteStatus } from '../../machines/favorites.selectors.ts';
import { StatusMessage } from '../ui/StatusMessage.tsx';
import { useOnDemandSelector } from './VisitContext.tsx';

const same = <T,>(a: T | null, b: T | null) => a === b || (a !== null && b !== null && shallowEqual(a, b));

export function FavoriteStatus() {
  const status = useOnDemandSelector('favorites', selectFavoriteStatus, null, same);
  return <StatusMessage text={status?.text ?? null} failed={status?.failed ?? false} />;
}
