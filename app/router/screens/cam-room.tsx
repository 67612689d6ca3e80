/**
 * The broadcast room route's component (DESIGN 'Composition': a screen machine is composed by its route): loads the
 * room machine, its factory (app/router/cam-room-screens.ts) and the screen lazily (none of it, nor the player's
 * hls.js, in another page's first load), has the factory provide the machine with the channel, the router's navigation
 * and the visit's cam session, starts it with the loader's broadcast and profile (so the server renders the room) and
 * hands the screen its actor. A new nickname (previous/next room) starts a new machine; leaving the route stops it
 * (the room is left).
 */
import { useMatch, useRouteContext, useRouter } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import type { AdBanner } from '../../../contracts/ad-banner.ts';
import type { CamBroadcast, CamModelProfile } from '../../../contracts/cam-provider.ts';
import type { SeoTextData } from '../../../machines/rules/seo-text.ts';
import { useVisit } from '../../../views/containers/VisitContext.tsx';
import type { CamSessionLink } from '../cam-room-screens.ts';
import { lazyComponent, lazyModule } from '../lazy-screen.tsx';
import type { RouterContext } from '../services.ts';

const BroadcastRoomScreen = lazyComponent(() => import('../../../views/cams/BroadcastRoomScreen.tsx'), 'BroadcastRoomScreen');
const machineModule = lazyModule(() => import('../../../machines/broadcast-room.machine.ts'));
const screensModule = lazyModule(() => import('../cam-room-screens.ts'));

export type CamRoomRouteData = {
  slug: string;
  nickname: string;
  broadcast: CamBroadcast;
  profile: CamModelProfile | null;
  seoText: SeoTextData | null;
  adBanner: AdBanner | null;
  crumbs: { label: string; href?: string }[];
};

function CamRoomMachineScreen({ data, restore }: { data: CamRoomRouteData; restore: boolean }) {
  const { services } = useRouteContext({ strict: false }) as RouterContext;
  const router = useRouter();
  // The cam session joins the visit with the cam area (app/system/cam-session.ts); absent, the room treats the viewer as a guest.
  const camSession = (useVisit() as unknown as { camSession?: CamSessionLink }).camSession;
  const { broadcastRoomMachine } = machineModule.useLoaded();
  const { createCamRoomScreens } = screensModule.useLoaded();
  const machine = useMemo(
    () => createCamRoomScreens(services, { navigate: (href) => void router.navigate({ href }) }, camSession).broadcastRoom(broadcastRoomMachine),
    [createCamRoomScreens, services, router, camSession, broadcastRoomMachine],
  );
  const room = useActorRef(machine, {
    input: {
      slug: data.slug,
      nickname: data.nickname,
      restorePrivateShow: restore,
      broadcast: data.broadcast,
      profile: data.profile,
      viewer: camSession?.getSnapshot().context.facts,
    },
  });
  return <BroadcastRoomScreen room={room} data={data} />;
}

export function CamRoomRoute() {
  const match = useMatch({ strict: false });
  const data = match.loaderData as CamRoomRouteData;
  const restore = (match.search as { restore?: 1 }).restore === 1;
  return <CamRoomMachineScreen key={data.broadcast.id} data={data} restore={restore} />;
}

export const camRoomRouteComponent = Object.assign(CamRoomRoute, {
  preload: () => Promise.all([BroadcastRoomScreen.preload(), machineModule.preload(), screensModule.preload()]).then(() => {}),
  screenSource: 'views/cams/BroadcastRoomScreen.tsx',
});
