/**
 * The video route's component (DESIGN 'Composition': a screen machine is composed by its route): starts the
 * video panel (loaded with the screen), provided by the router context's factory over the visit's session, with the viewer's access
 * as its starting fact, and hands the lazily loaded screen its actor. A new video (a new slug) gets a new panel.
 */
import { useMatch, useRouteContext } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { canWatchFull } from '../../../machines/rules/membership.ts';
import { selectFlags } from '../../../machines/session.selectors.ts';
import { useVisit } from '../../../views/containers/VisitContext.tsx';
import type { VideoScreen as Screen } from '../../../views/containers/VideoScreen.tsx';
import { lazyComponent, lazyModule } from '../lazy-screen.tsx';

const VideoScreen = lazyComponent(() => import('../../../views/containers/VideoScreen.tsx'), 'VideoScreen');
const machineModule = lazyModule(() => import('../../../machines/video-panel.machine.ts'));
type Data = Parameters<typeof Screen>[0]['data'];

function VideoPanelScreen({ data }: { data: Data }) {
  const { screens } = useRouteContext({ strict: false }) as { screens: import('../screens.ts').ScreenFactories };
  const { session } = useVisit();
  const access = useSelector(session, (s) => canWatchFull(selectFlags(s)));
  const { videoPanelMachine } = machineModule.useLoaded();
  const machine = useMemo(() => screens.videoPanel(videoPanelMachine, session), [screens, videoPanelMachine, session]);
  const panel = useActorRef(machine, { input: { canWatchFull: access } });
  return <VideoScreen data={data} panel={panel} />;
}

export function VideoRoute() {
  const match = useMatch({ strict: false });
  const data = match.loaderData as Data;
  return <VideoPanelScreen key={data.video.slug} data={data} />;
}

export const videoRouteComponent = Object.assign(VideoRoute, {
  preload: () => Promise.all([VideoScreen.preload(), machineModule.preload()]).then(() => {}),
  screenSource: 'views/containers/VideoScreen.tsx',
});
