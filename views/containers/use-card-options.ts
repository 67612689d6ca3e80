/** The options every video card of a page shares, from the session and the card-preview machine (spec 000 §2.4, §6). */
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { formatDate } from '../../machines/rules/format.ts';
import { showVideoJoinNow } from '../../machines/rules/membership.ts';
import type { VideoCardOptions, VideoId } from '../catalogue/types.ts';
import { useSessionView } from './use-session-view.ts';
import { useVisit } from './VisitContext.tsx';

const releaseDate = (sec: number) => formatDate(sec, 'MMM DD, YYYY');

export function useCardOptions(isActiveJoinNowBtn = true, showReleaseDate = false): VideoCardOptions {
  const { site, cardPreview } = useVisit();
  const { flags, verifiedView, joinUrl } = useSessionView();
  const previewingId = useSelector(cardPreview, (s) => (s.hasTag('previewing') ? s.context.activeId : null));
  const onPointerEnter = useCallback((id: VideoId) => cardPreview.send({ type: 'POINTER_ENTERED', id }), [cardPreview]);
  const onPointerLeave = useCallback((id: VideoId) => cardPreview.send({ type: 'POINTER_LEFT', id }), [cardPreview]);
  return {
    acronym: site.acronym,
    showJoinNow: showVideoJoinNow(flags, verifiedView, isActiveJoinNowBtn),
    joinUrl,
    verifiedView,
    showReleaseDate,
    formatDate: releaseDate,
    previewingId,
    onPointerEnter,
    onPointerLeave,
  };
}
