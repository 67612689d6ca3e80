/**
 * The options every video card of a page shares, from the session, the site settings of the digest (the
 * Join Now switch, the release-date switch) and the card-preview machine (spec 000 §2.4, §3 'Digest', §6).
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { formatDate } from '../../domain/format.ts';
import { canDownload, showVideoJoinNow } from '../../domain/membership.ts';
import { selectFavoriteLists } from '../../machines/favorites.machine.ts';
import type { ModelCardOptions, VideoCardOptions, VideoId } from '../catalogue/types.ts';
import type { TitleTooltipEvent } from '../ui/TruncatedTooltip.tsx';
import { openTooltipId } from '../../machines/tooltip.selectors.ts';
import { useSessionView } from './use-session-view.ts';
import { useOnDemandSelector, useOnDemandSend, useVisit } from './VisitContext.tsx';

const releaseDate = (sec: number) => formatDate(sec, 'MMM DD, YYYY');

/** The favourite hearts of cards and pages (spec 000 §2.4, §6): shown when the favourites machine hears this viewer. */
export function useFavoriteOptions(): Pick<VideoCardOptions, 'canFavorite' | 'favoriteIds' | 'onToggleFavorite'> &
  Pick<ModelCardOptions, 'favoriteModelIds' | 'onToggleFavoriteModel'> {
  const { favorites } = useVisit();
  const canFavorite = useSelector(favorites, (s) => s.context.allowed);
  const lists = useSelector(favorites, selectFavoriteLists, shallowEqual);
  const onToggleFavorite = useCallback(
    (id: VideoId, title: string) => favorites.send({ type: 'TOGGLE_REQUESTED', target: { kind: 'video', id: String(id), title } }),
    [favorites],
  );
  const onToggleFavoriteModel = useCallback(
    (id: number, title: string) => favorites.send({ type: 'TOGGLE_REQUESTED', target: { kind: 'model', id, title } }),
    [favorites],
  );
  return { canFavorite, favoriteIds: lists.videoIds, favoriteModelIds: lists.modelIds, onToggleFavorite, onToggleFavoriteModel };
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
