/**
 * The favourites machine's starting facts (app/system/favorites.ts), apart from its module: the visit draws the hearts
 * from them before the machine's code has come (views/containers/use-card-options.ts). The member's favourite ids the
 * root loader fetched (none in the facts of a machine that arrives for another viewer than the first page's:
 * app/system/visit.tsx) and whether this viewer may favourite.
 */
import { canFavorite } from '../../domain/membership.ts';
import type { FavoritesInput } from '../../machines/favorites.machine.ts';
import type { RootData } from '../router/root-data.ts';
import type { VisitRequest } from './define.ts';
import { startingFacts } from './facts.ts';

export function favoritesInput(root: RootData, request: VisitRequest): FavoritesInput {
  const facts = startingFacts(root, request);
  return {
    videoIds: root.favoriteVideoIds,
    modelIds: root.favoriteModelIds,
    userId: facts.userId,
    allowed: canFavorite(facts.flags, facts.verifiedView),
  };
}
