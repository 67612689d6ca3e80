/**
 * The broadcast room route's component (DESIGN 'Composition': a screen machine is composed by its route): loads the
 * room machine's module (app/screen-machines/broadcast-room.ts) and the screen lazily (none of it, nor the player's
 * hls.js, in another page's first load), has the module provide the machine with the channel, the router's navigation
 * and the visit's cam session, starts it with the loader's broadcast and profile (so the server renders the room) and
 * hands the screen its actor. A new nickname (previous/next room) starts a new machine; leaving the route stops it
 * (the room is left).
 */
import { useMatch, useRouteContext, useRouter } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import type { AdBanner } from '../../../contracts/ad-banner.ts';
import type { CamBroadcast, CamModelProfile } from '../../../contracts/cam-provider.ts';
import type { ComposerActor } from '../../../machines/composer.machine.ts';
import type { RoomChatActor } from '../../../machines/room-chat.machine.ts';
import type { SeoTextData } from '../../../domain/seo-text.ts';
import { startingCamFacts } from '../../../domain/cam-session-facts.ts';
import { useOnDemandNow, useVisit } from '../../../views/containers/VisitContext.tsx';
import { MessageModelButton } from '../../../views/containers/MessageModelButton.tsx';
import { lazyComponent, lazyModule } from '../lazy-screen.tsx';
import type { RouterContext } from '../services.ts';

const BroadcastRoomScreen = lazyComponent(() => import('../../../views/cams/BroadcastRoomScreen.tsx'), 'BroadcastRoomScreen');
const machineModule = lazyModule(() => import('../../screen-machines/broadcast-room.ts'));
// The social island's three machines in one chunk: one load, one suspension.
const socialModule = lazyModule(() =>
  Promise.all([
    import('../../screen-machines/tip.ts'),
    import('../../screen-machines/room-chat.ts'),
    import('../../screen-machines/composer.ts'),
  ]).then(([tip, roomChat, composer]) => ({ tip: tip.tip, roomChat: roomChat.roomChat, composer: composer.composer })),
);

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
  // The visit's cam session (app/system/cam-session.ts; idle, the viewer a guest, when the cam area is off), loaded
  // with the room in the browser. The server render has none: the room starts from the facts it would start from.
  const camSession = useOnDemandNow('camSession');
  const { session } = useVisit();
  const startFacts = () => {
    if (camSession) return camSession.getSnapshot().context.facts;
    const { flags } = session.getSnapshot().context.facts;
    return startingCamFacts({ enabled: services.config.enableCams, signedIn: flags.loggedIn, mayChat: flags.activeExpiredOrInactive });
  };
  const { broadcastRoom, showLoadedRoom } = machineModule.useLoaded();
  // The list's card shows what this page showed (keyed by the broadcast: once per room, and again for a reloaded one).
  useEffect(() => showLoadedRoom(data.broadcast), [showLoadedRoom, data.broadcast]);
  const social = socialModule.useLoaded();
  const navigate = useMemo(() => (href: string) => void router.navigate({ href }), [router]);
  const machine = useMemo(() => broadcastRoom.provide(services, { navigate, camSession }), [broadcastRoom, services, navigate, camSession]);
  const room = useActorRef(machine, {
    input: {
      slug: data.slug,
      nickname: data.nickname,
      restorePrivateShow: restore,
      broadcast: data.broadcast,
      profile: data.profile,
      viewer: startFacts(),
    },
  });
  // The room's social island: the tip, room chat and composer machines, the chat and the composer linked both ways,
  // the tip following the room's model and the composer the room's chat availability.
  const links = useRef<{ chat?: RoomChatActor; composer?: ComposerActor }>({});
  const chatLogic = useMemo(
    () => social.roomChat.provide(services, { navigate, camSession, settled: (ok) => links.current.composer?.send({ type: 'SEND_SETTLED', ok }) }),
    [social, services, navigate, camSession],
  );
  const composerLogic = useMemo(
    () => social.composer.provide(services, { submit: (text) => links.current.chat?.send({ type: 'MESSAGE_SUBMITTED', text }), room }),
    [social, services, room],
  );
  const tipLogic = useMemo(() => social.tip.provide(services, { navigate, camSession, room }), [social, services, navigate, camSession, room]);
  const viewer = startFacts();
  const tip = useActorRef(tipLogic, { input: { modelId: data.broadcast.modelId, inChat: true, viewer } });
  const chat = useActorRef(chatLogic, { input: { broadcastId: data.broadcast.id, viewer } });
  const composer = useActorRef(composerLogic, { input: { showErrors: false } });
  links.current = { chat, composer };
  return (
    <BroadcastRoomScreen
      room={room}
      data={data}
      social={{ tip, chat, composer }}
      messageButton={<MessageModelButton modelId={data.broadcast.modelId} name={data.broadcast.modelName || data.broadcast.modelNickname} />}
    />
  );
}

export function CamRoomRoute() {
  const match = useMatch({ strict: false });
  const data = match.loaderData as CamRoomRouteData;
  const restore = (match.search as { restore?: 1 }).restore === 1;
  return <CamRoomMachineScreen key={data.broadcast.id} data={data} restore={restore} />;
}

export const camRoomRouteComponent = Object.assign(CamRoomRoute, {
  preload: () => Promise.all([BroadcastRoomScreen.preload(), machineModule.preload(), socialModule.preload()]).then(() => {}),
});
