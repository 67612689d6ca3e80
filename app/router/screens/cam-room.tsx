/**
 * The broadcast room route's component (DESIGN 'Composition': a screen machine is composed by its route): loads the
 * room machine's module (app/screen-machines/broadcast-room.ts) and the screen lazily (none of it, nor the player's
 * hls.js, in another page's first load), has the module provide the machine with the channel, the router's navigation
 * and the visit's cam session, starts it with the loader's broadcast and profile (so the server renders the room) and
 * hands the screen its actor; the room's social island (tip, room chat, composer) likewise. In the first page the
 * machines come after it (screen-actor.tsx). A new nickname (previous/next room) starts a new machine; leaving the
 * route stops it (the room is left).
 */
import { useMatch, useRouteContext, useRouter } from '@tanstack/react-router';
import { useEffect, useMemo, useRef } from 'react';
import type { AdBanner } from '../../../contracts/ad-banner.ts';
import type { CamBroadcast, CamModelProfile } from '../../../contracts/cam-provider.ts';
import type { ComposerActor } from '../../../machines/composer.machine.ts';
import type { RoomChatActor } from '../../../machines/room-chat.machine.ts';
import type { SeoTextData } from '../../../domain/seo-text.ts';
import { startingCamFacts } from '../../../domain/cam-session-facts.ts';
import { useOnDemandNow, useVisit } from '../../../views/containers/VisitContext.tsx';
import { MessageModelButton } from '../../../views/containers/MessageModelButton.tsx';
import { lazyComponent } from '../lazy-screen.tsx';
import { screenMachine, useScreenActor } from '../screen-actor.tsx';
import type { RouterContext } from '../services.ts';

const BroadcastRoomScreen = lazyComponent(() => import('../../../views/cams/BroadcastRoomScreen.tsx'), 'BroadcastRoomScreen');
export const broadcastRoomMachine = screenMachine('broadcast-room', () => import('../../screen-machines/broadcast-room.ts'));
// The social island's three machines.
export const tipMachine = screenMachine('tip', () => import('../../screen-machines/tip.ts'));
export const roomChatMachine = screenMachine('room-chat', () => import('../../screen-machines/room-chat.ts'));
export const composerMachine = screenMachine('composer', () => import('../../screen-machines/composer.ts'));

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
  // The list's card shows what this page showed (keyed by the broadcast: once per room, and again for a reloaded one).
  // (The cache's code comes with it: the tab's cache is not in the room's first load.)
  useEffect(() => {
    void import('../cam-cache.ts').then((m) => m.showLoadedRoom(data.broadcast));
  }, [data.broadcast]);
  const navigate = useMemo(() => (href: string) => void router.navigate({ href }), [router]);
  const [room, roomSnapshot] = useScreenActor(broadcastRoomMachine, ({ broadcastRoom }) => ({
    machine: broadcastRoom.provide(services, { navigate, camSession }),
    input: {
      slug: data.slug,
      nickname: data.nickname,
      restorePrivateShow: restore,
      broadcast: data.broadcast,
      profile: data.profile,
      viewer: startFacts(),
    },
  }));
  // The room's social island: the tip, room chat and composer machines, the chat and the composer linked both ways,
  // the tip following the room's model and the composer the room's chat availability.
  const links = useRef<{ chat?: RoomChatActor; composer?: ComposerActor }>({});
  const [tip, tipSnapshot] = useScreenActor(tipMachine, ({ tip }) => ({
    machine: tip.provide(services, { navigate, camSession, room }),
    input: { modelId: data.broadcast.modelId, inChat: true, viewer: startFacts() },
  }));
  const [chat, chatSnapshot] = useScreenActor(roomChatMachine, ({ roomChat }) => ({
    machine: roomChat.provide(services, { navigate, camSession, settled: (ok) => links.current.composer?.send({ type: 'SEND_SETTLED', ok }) }),
    input: { broadcastId: data.broadcast.id, viewer: startFacts() },
  }));
  const [composer, composerSnapshot] = useScreenActor(composerMachine, ({ composer }) => ({
    machine: composer.provide(services, { submit: (text) => links.current.chat?.send({ type: 'MESSAGE_SUBMITTED', text }), room }),
    input: { showErrors: false },
  }));
  links.current = { chat, composer };
  return (
    <>
      <BroadcastRoomScreen
        room={room}
        data={data}
        social={{ tip, chat, composer }}
        messageButton={<MessageModelButton modelId={data.broadcast.modelId} name={data.broadcast.modelName || data.broadcast.modelNickname} />}
      />
      {roomSnapshot}
      {tipSnapshot}
      {chatSnapshot}
      {composerSnapshot}
    </>
  );
}

export function CamRoomRoute() {
  const match = useMatch({ strict: false });
  const data = match.loaderData as CamRoomRouteData;
  const restore = (match.search as { restore?: 1 }).restore === 1;
  return <CamRoomMachineScreen key={data.broadcast.id} data={data} restore={restore} />;
}

export const camRoomRouteComponent = Object.assign(CamRoomRoute, {
  preload: () =>
    Promise.all([
      BroadcastRoomScreen.preload(),
      broadcastRoomMachine.preload(),
      tipMachine.preload(),
      roomChatMachine.preload(),
      composerMachine.preload(),
    ]).then(() => {}),
});
