/**
 * The video page (spec 000 §2.4 'Video page'): panels from the video-panel machine that the route started
 * (the panel is the one source of whether the full video may play), suggested list shuffled 3/6/rest with
 * this visit's seed.
 */
import type { ReactNode } from 'react';
import { useSelector } from './use-selector.ts';
import type { ActorRefFrom } from 'xstate';
import type { Video } from '../../contracts/content-api.ts';
import type { CardVideo } from '../catalogue/types.ts';
import { qualityChoices } from '../../domain/player.ts';
import { seedFromString, shuffleSuggested } from '../../domain/suggested.ts';
import type { videoPanelMachine } from '../../machines/video-panel.machine.ts';
import { VideoPage } from '../catalogue/VideoPage.tsx';
import { Breadcrumbs } from '../chrome/Breadcrumbs.tsx';
import { StaffEdit } from './StaffEdit.tsx';
import { useCardOptions } from './use-card-options.ts';
import { useVisit } from './VisitContext.tsx';

export type VideoPanelRef = ActorRefFrom<typeof videoPanelMachine>;

export function VideoScreen({
  data,
  panel,
  download,
  comments,
  player,
}: {
  /** free: reached from /free/ and in the free list, so it plays in full for every viewer. */
  data: { video: Video; similar: CardVideo[]; free?: boolean };
  panel: VideoPanelRef;
  /** The Download control, composed by the route for a viewer who may download (domain/membership.ts canDownload). */
  download?: ReactNode;
  /** The forum comments, composed by the route (spec 000 §2.4 'Comments (forum-backed)'). */
  comments?: ReactNode;
  /** The VR player of a kind, composed by the route. */
  player?: (kind: 'full' | 'trailer') => ReactNode;
}) {
  const { site, visitSeed } = useVisit();
  const card = useCardOptions();
  const { video } = data;
  const panelName = useSelector(panel, (s) =>
    s.hasTag('player') ? 'player' : s.hasTag('sharing') ? 'sharing' : s.hasTag('trailer') ? 'trailer' : 'poster',
  );
  const canWatchFull = useSelector(panel, (s) => s.context.canWatchFull);
  const quality = useSelector(panel, (s) => s.context.quality);
  const suggested = shuffleSuggested(
    data.similar.filter((v) => v.id !== video.id),
    (seedFromString(video.slug) ^ visitSeed) >>> 0,
  );
  return (
    <>
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: `${site.acronym} Porn Videos`, href: '/videos/' }, { label: video.title }]} />
      <StaffEdit kind="video" id={video.id} />
      <VideoPage
        {...card}
        video={video}
        suggested={suggested}
        panel={panelName}
        onPlayTrailer={() => panel.send({ type: 'TRAILER_REQUESTED' })}
        onPlayFull={() => panel.send({ type: 'FULL_REQUESTED' })}
        onShare={() => panel.send({ type: 'SHARE_REQUESTED' })}
        onClosePanel={() => panel.send({ type: 'CLOSE_REQUESTED' })}
        canWatchFull={canWatchFull}
        free={data.free === true}
        pageUrl={`${site.siteUrl}/videos/${video.slug}/`}
        download={download ?? undefined}
        comments={comments}
        player={player}
        quality={{
          value: quality,
          options: qualityChoices(video, canWatchFull),
          onChange: (q) => panel.send({ type: 'QUALITY_CHOSEN', quality: q }),
        }}
      />
    </>
  );
}
