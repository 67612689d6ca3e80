/** The video page (spec 000 §2.4 'Video page'): panels from the video-panel machine, suggested list shuffled 3/6/rest. */
import { useActorRef, useSelector } from '@xstate/react';
import type { Video } from '../../contracts/content-api.ts';
import { seedFromString, shuffleSuggested } from '../../machines/rules/suggested.ts';
import { videoPanelMachine } from '../../machines/video-panel.machine.ts';
import { VideoPage } from '../catalogue/VideoPage.tsx';
import { Breadcrumbs } from '../chrome/Breadcrumbs.tsx';
import { useCardOptions } from './use-card-options.ts';
import { useSessionView } from './use-session-view.ts';
import { useVisit } from './VisitContext.tsx';

export function VideoScreen({ data }: { data: { video: Video; similar: Video[] } }) {
  const { site } = useVisit();
  const card = useCardOptions();
  const { flags } = useSessionView();
  const { video } = data;
  const panel = useActorRef(videoPanelMachine, { input: { canWatchFull: flags.activeOrExpired } });
  const panelName = useSelector(panel, (s) =>
    s.hasTag('player') ? 'player' : s.hasTag('sharing') ? 'sharing' : s.hasTag('trailer') ? 'trailer' : 'poster',
  );
  const suggested = shuffleSuggested(
    data.similar.filter((v) => v.id !== video.id),
    seedFromString(video.slug),
  );
  return (
    <>
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: `${site.acronym} Porn Videos`, href: '/videos/' }, { label: video.title }]} />
      <VideoPage
        {...card}
        video={video}
        suggested={suggested}
        panel={panelName}
        onPlayTrailer={() => panel.send({ type: 'TRAILER_REQUESTED' })}
        onPlayFull={() => panel.send({ type: 'FULL_REQUESTED' })}
        onShare={() => panel.send({ type: 'SHARE_REQUESTED' })}
        onClosePanel={() => panel.send({ type: 'CLOSE_REQUESTED' })}
        canWatchFull={flags.activeOrExpired}
        pageUrl={`${site.siteUrl}/videos/${video.slug}/`}
      />
    </>
  );
}

