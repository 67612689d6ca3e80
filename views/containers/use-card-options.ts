/**
 * The options every video card of a page shares, from the session, the site settings of the digest (the
 * Join Now switch, the release-date switch) and the card-preview machine (spec 000 §2.4, §3 'Digest', §6).
 */
import { useSelector } from './use-selector.ts';
import { useCallback } from 'react';
import { formatDate } from '../../domain/format-date.ts';
import { canDownload, showVideoJoinNow } from '../../domain/membership.ts';
import { type FavoritesView, selectFavoritesView } from '../../machines/favorites.selectors.ts';
import type { ModelCardOptions, VideoCardOptions, VideoId } from '../catalogue/types.ts';
import type { TitleTooltipEvent } from '../ui/TruncatedTooltip.tsx';
import { openTooltipId } from '../../machines/tooltip.selectors.ts';
import { useSessionView } from './use-session-view.ts';
import { sameViewOrNull, useOnDemandSelector, useOnDemandSend, useVisit } from './VisitContext.tsx';

const releaseDate = (sec: number) => formatDate(sec, 'MMM DD, YYYY');

/**
 * The favourite hearts of cards and pages (spec 000 §2.4, §6): shown when the favourites machine hears this viewer.
 * Until its code has come (once a viewer who may favourite is here, issue 35) they are drawn from the visit's first view
 * of it, for the viewer it was drawn for, and a press waits for the machine (useOnDemandSend).
 */
export function useFavoriteOptions(): Pick<VideoCardOptions, 'canFavorite' | 'favoriteIds' | 'onToggleFavorite'> &
  Pick<ModelCardOptions, 'favoriteModelIds' | 'onToggleFavoriteModel'> {
  const { first, session } = useVisit();
  const machineView = useOnDemandSelector('favorites', selectFavoritesView, null, sameViewOrNull<FavoritesView>);
  const userId = useSelector(session, (s) => s.context.facts.userId);
  const view = machineView ?? { ...first.favorites, allowed: first.favorites.allowed && userId === first.favorites.userId };
  const send = useOnDemandSend('favorites');
  const onToggleFavorite = useCallback(
    (id: VideoId, title: string) => send({ type: 'TOGGLE_REQUESTED', target: { kind: 'video', id: String(id), title } }),
    [send],
  );
  const onToggleFavoriteModel = useCallback(
    (id: number, title: string) => send({ type: 'TOGGLE_REQUESTED', target: { kind: 'model', id, title } }),
    [send],
  );
  return { canFavorite: view.allowed, favoriteIds: view.videoIds, favoriteModelIds: view.modelIds, onToggleFavorite, onToggleFavoriteModel };
}

export function useCardOptions(): VideoCardOptions & Pick<ModelCardOptions, 'favoriteModelIds' | 'onToggleFavoriteModel'> {
  const { site, settings } = useVisit();
  const favoriteOptions = useFavoriteOptions();
  const { flags, verifiedView, joinUrl } = useSessionView();
  // The card preview and the title tooltip arrive with the first pointer over a card or a cut title.
  const previewingId = useOnDemandSelector('cardPreview', (s) => (s.hasTag('previewing') ? s.context.activeId : null), null);
  const toPreview = useOnDemandSend('cardPreview');
  const onPointerEnter = useCallback((id: VideoId) => toPreview({ type: 'POINTER_ENTERED', id }), [toPreview]);
  const onPointerLeave = useCallback((id: VideoId) => toPreview({ type: 'POINTER_LEFT', id }), [toPreview]);
  const tooltipOpenId = useOnDemandSelector('tooltip', openTooltipId, null);
  const onTooltip = useOnDemandSend('tooltip') as (event: TitleTooltipEvent) => void;
  return {
    acronym: site.acronym,
    showJoinNow: showVideoJoinNow(flags, verifiedView, settings.isActiveJoinNowBtn),
    joinUrl,
    verifiedView,
    showReleaseDate: settings.isShowReleaseDate,
    canDownload: canDownload(flags),
    formatDate: releaseDate,
    previewingId,
    onPointerEnter,
    onPointerLeave,
    tooltipOpenId,
    onTooltip,
    ...favoriteOptions,
  };
}
