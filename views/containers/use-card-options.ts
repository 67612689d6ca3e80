/**
 * The options every video card of a page shares, from the session, the site settings of the digest (the
 * Join Now switch, the release-date switch) and the card-preview machine (spec 000 §2.4, §3 'Digest', §6).
 */
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { formatDate } from '../../machines/rules/format.ts';
import { canDownload, showVideoJoinNow } from '../../machines/rules/membership.ts';
import type { VideoCardOptions, VideoId } from '../catalogue/types.ts';
import type { TitleTooltipEvent } from '../ui/TruncatedTooltip.tsx';
import { openTooltipId } from '../../machines/tooltip.machine.ts';
import { useSessionView } from './use-session-view.ts';
import { useVisit } from './VisitContext.tsx';

const releaseDate = (sec: number) => formatDate(sec, 'MMM DD, YYYY');

export function useCardOptions(): VideoCardOptions {
  const { site, settings, cardPreview, tooltip } = useVisit();
  const { flags, verifiedView, joinUrl } = useSessionView();
  const previewingId = useSelector(cardPreview, (s) => (s.hasTag('previewing') ? s.context.activeId : null));
  const onPointerEnter = useCallback((id: VideoId) => cardPreview.send({ type: 'POINTER_ENTERED', id }), [cardPreview]);
  const onPointerLeave = useCallback((id: VideoId) => cardPreview.send({ type: 'POINTER_LEFT', id }), [cardPreview]);
  const tooltipOpenId = useSelector(tooltip, openTooltipId);
  const onTooltip = useCallback((event: TitleTooltipEvent) => tooltip.send(event), [tooltip]);
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
  };
}
