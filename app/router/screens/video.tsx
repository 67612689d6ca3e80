/**
 * The video route's component (DESIGN 'Composition': a screen machine is composed by its route): starts the
 * video panel (its module in app/screen-machines/, loaded with the screen; in the first page, after it:
 * screen-actor.tsx), provided over the visit's services and session, with the viewer's access as its starting fact (a
 * free video reached from /free/ plays in full for everyone), and hands the lazily loaded screen its actor. A new video
 * (a new slug) gets a new one. The Download control and its machine come only for viewers who may download (logged in,
 * not an inactive member: domain/membership.ts canDownload), from a chunk of their own (video-download.tsx) once the
 * page is live: a disabled Download button stands in until then (the server's too).
 */
import { useMatch, useRouteContext } from '@tanstack/react-router';
import { useSelector } from '../../../views/containers/use-selector.ts';
import { Suspense } from 'react';
import { DownloadButton } from '../../../views/catalogue/DownloadButton.tsx';
import { canDownload, canWatchFull } from '../../../domain/membership.ts';
import { isAiMaskVideo } from '../../../domain/player.ts';
import { selectFlags } from '../../../machines/session.selectors.ts';
import { useVisit } from '../../../views/containers/VisitContext.tsx';
import { OnceLive } from '../../../views/chrome/use-is-ssr.ts';
import type { VideoScreen as Screen } from '../../../views/containers/VideoScreen.tsx';
import { PageComments } from '../comments.tsx';
import { lazyComponent } from '../lazy-screen.tsx';
import { screenMachine, useScreenActor } from '../screen-actor.tsx';
import { PlayerSlot } from '../player-slot.tsx';
import type { RouterContext } from '../services.ts';

// Only AI-mask videos' pages load the pop-up's composition.
const AiMaskPopupSlot = lazyComponent(() => import('./ai-mask-popup.tsx'), 'AiMaskPopupSlot');
const VideoScreen = lazyComponent(() => import('../../../views/containers/VideoScreen.tsx'), 'VideoScreen');
const VideoDownload = lazyComponent(() => import('./video-download.tsx'), 'VideoDownload');
export const videoPanelMachine = screenMachine('video-panel', () => import('../../screen-machines/video-panel.ts'));
type Data = Parameters<typeof Screen>[0]['data'];

function VideoPanelScreen({ data }: { data: Data }) {
  const { services } = useRouteContext({ strict: false }) as RouterContext;
  const { session } = useVisit();
  const access = useSelector(session, (s) => data.free || canWatchFull(selectFlags(s)));
  const mayDownload = useSelector(session, (s) => canDownload(selectFlags(s)));
  const signedIn = useSelector(session, (s) => selectFlags(s).loggedIn);
  const { video } = data;
  const [panel, snapshot] = useScreenActor(videoPanelMachine, ({ videoPanel }) => ({
    machine: videoPanel.provide(services, { session, free: data.free }),
    input: { canWatchFull: access, videoId: video.id },
  }));
  const quality = useSelector(panel, (s) => s.context.quality);
  return (
    <>
      <VideoScreen
        data={data}
        panel={panel}
        download={
          mayDownload && video.downLoadVideoListForFront.length > 0 ? (
            // The Download control comes once the page is live: until then it is drawn disabled.
            <OnceLive fallback={<DownloadButton disabled />}>
              <Suspense fallback={<DownloadButton disabled />}>
                <VideoDownload services={services} video={video} />
              </Suspense>
            </OnceLive>
          ) : null
        }
        comments={<PageComments discussionId={video.forumDiscussionId} />}
        player={(kind) => <PlayerSlot services={services} video={video} kind={kind} quality={quality} autoplay signedIn={signedIn} />}
      />
      {snapshot}
      {isAiMaskVideo(video) ? (
        <Suspense fallback={null}>
          <AiMaskPopupSlot services={services} />
        </Suspense>
      ) : null}
    </>
  );
}

export function VideoRoute() {
  const match = useMatch({ strict: false });
  const data = match.loaderData as Data;
  return <VideoPanelScreen key={data.video.slug} data={data} />;
}

export const videoRouteComponent = Object.assign(VideoRoute, {
  preload: () => Promise.all([VideoScreen.preload(), videoPanelMachine.preload()]).then(() => {}),
});
