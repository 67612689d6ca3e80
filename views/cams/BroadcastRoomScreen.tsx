/**
 * The broadcast room's screen (spec 002 §2.3): the crumb, the player (helper part views/cams/CamPlayer.tsx, loaded
 * lazily so hls.js stays in its own chunk; until it loads, a box of the same 990/556 ratio, so nothing shifts), the
 * 'live 6k' badge, the stream switch (only when offered), previous/next, the controls and the buy tooltip, the model's
 * name, status, viewers, text status, bio and profile, the room's social island (views/cams/RoomSocial.tsx: tips, menus,
 * chat), the ad banner and the SEO text, and the room's dialogs. A thin container: it reads the room machine's
 * snapshot with selectors and sends its events. In fullscreen the site header and the mobile bottom menu are hidden
 * (§2.1; broadcast-room.css keys on the room's `data-fullscreen`).
 */
import { useSelector } from '../containers/use-selector.ts';
import { type ReactNode, Suspense, lazy, useCallback, useMemo } from 'react';
import type { AdBanner } from '../../contracts/ad-banner.ts';
import type { CamBroadcast, CamModelProfile } from '../../contracts/cam-provider.ts';
import type { RoomSocialActors } from './contracts.ts';
import type { BroadcastRoomActor } from '../../machines/broadcast-room.machine.ts';
import {
  selectBusy,
  selectBuyTooltip,
  selectBanned,
  selectChatEnabled,
  selectCompliment,
  selectControls,
  selectDescription,
  selectDialog,
  selectFullscreen,
  selectModel,
  selectPlayer,
  selectSixK,
  selectStatusLabel,
  selectStreamSwitch,
  selectStreamType,
  selectTipMenu,
  selectToyMenu,
  selectViewers,
} from '../../machines/broadcast-room.selectors.ts';
import { BANNED_ROOM_TEXT } from '../../domain/cam-dialogs.ts';
import { deriveProfile } from '../../domain/room-profile.ts';
import type { SeoTextData } from '../../domain/seo-text.ts';
import { Breadcrumbs } from '../chrome/Breadcrumbs.tsx';
import { AdBannerSpot } from '../containers/AdBannerSlot.tsx';
import { PageSeoText } from '../containers/PageSeoText.tsx';
import { BuyTooltip, NearbyNav, RoomControlsBar, RoomHeading, RoomProfile, StreamSwitch } from './RoomParts.tsx';
import './broadcast-room.css';

export type BroadcastRoomData = {
  broadcast: CamBroadcast;
  profile: CamModelProfile | null;
  seoText: SeoTextData | null;
  adBanner: AdBanner | null;
  crumbs: { label: string; href?: string }[];
};

// The player (hls.js behind it) and the social island (emoji-mart behind it) are their own chunks.
const CamPlayer = lazy(() => import('./CamPlayer.tsx').then((m) => ({ default: m.CamPlayer })));
const RoomSocial = lazy(() => import('./RoomSocial.tsx').then((m) => ({ default: m.RoomSocial })));
// The room's dialogs (react-aria modals, 30 KB gzip with their stack) come with the first one the room opens; no room
// opens one in its first render (issue 35: they were a seventh of a room's first load).
const RoomDialog = lazy(() => import('./RoomDialogs.tsx').then((m) => ({ default: m.RoomDialog })));

const PlayerBox = ({ label, idleText }: { label: string; idleText: string }) => (
  <div className="cam-room__player-box" role="img" aria-label={`${label} live`}>
    <span className="cam-room__player-idle">{idleText}</span>
  </div>
);

export function BroadcastRoomScreen({
  room,
  data,
  social,
  messageButton,
}: {
  room: BroadcastRoomActor;
  data: BroadcastRoomData;
  social: RoomSocialActors;
  /** The way into the model's private chat, composed by the route with the visit's messenger. */
  messageButton?: ReactNode;
}) {
  const model = useSelector(room, selectModel);
  const statusLabel = useSelector(room, selectStatusLabel);
  const viewers = useSelector(room, selectViewers);
  const description = useSelector(room, selectDescription);
  const player = useSelector(room, selectPlayer);
  const streamType = useSelector(room, selectStreamType);
  const switchOffered = useSelector(room, selectStreamSwitch);
  const sixK = useSelector(room, selectSixK);
  const controls = useSelector(room, selectControls, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const dialog = useSelector(room, selectDialog);
  const compliment = useSelector(room, selectCompliment, (a, b) => a.info === b.info && a.amount === b.amount);
  const busy = useSelector(room, selectBusy);
  const buyTooltip = useSelector(room, selectBuyTooltip);
  const fullscreen = useSelector(room, selectFullscreen);
  const tipMenu = useSelector(room, selectTipMenu);
  const toyMenuItems = useSelector(room, selectToyMenu);
  const chatEnabled = useSelector(room, selectChatEnabled);
  const banned = useSelector(room, selectBanned);

  const derived = useMemo(() => deriveProfile(model, data.profile), [model, data.profile]);
  const send = room.send;
  const onMutedChange = useCallback((muted: boolean) => send({ type: 'MUTED_CHANGED', muted }), [send]);
  const onVolumeChange = useCallback((volume: number) => send({ type: 'VOLUME_CHANGED', volume }), [send]);
  const onFullscreenChange = useCallback((on: boolean) => send({ type: 'FULLSCREEN_CHANGED', fullscreen: on }), [send]);

  const idleText = banned ? BANNED_ROOM_TEXT : player.streamUrl ? '' : statusLabel;
  const profile = data.profile;

  return (
    <div className="cam-room container" data-fullscreen={fullscreen ? 'true' : 'false'}>
      <Breadcrumbs items={data.crumbs} />
      <div className="cam-room__layout">
        <div className="cam-room__stage">
          <div className="cam-room__player">
            <Suspense fallback={<PlayerBox label={model.name} idleText={idleText} />}>
              <CamPlayer
                streamUrl={player.streamUrl}
                streamType={streamType}
                muted={player.muted}
                volume={player.volume}
                label={model.name}
                idleText={idleText}
                onMutedChange={onMutedChange}
                onVolumeChange={onVolumeChange}
                onFullscreenChange={onFullscreenChange}
              />
            </Suspense>
            {sixK && !banned ? <span className="cam-room__badge">live 6k</span> : null}
          </div>
          <div className="cam-room__toolbar">
            <NearbyNav enabled={controls.nearby.enabled} onNearby={(direction) => send({ type: 'NEARBY_CLICKED', direction })} />
            {switchOffered ? <StreamSwitch current={streamType} onChoose={(streamType) => send({ type: 'STREAM_TYPE_CHOSEN', streamType })} /> : null}
            {messageButton}
          </div>
          <RoomControlsBar
            controls={controls}
            onRequestPrivate={(voice) => send({ type: 'REQUEST_PRIVATE_CLICKED', voice })}
            onCancelPrivate={() => send({ type: 'CANCEL_PRIVATE_CLICKED' })}
            onEnterSpy={() => send({ type: 'ENTER_SPY_CLICKED' })}
            onLeaveSpy={() => send({ type: 'LEAVE_SPY_CLICKED' })}
          />
          <BuyTooltip shown={buyTooltip} />
          {banned ? (
            <p className="cam-room__banned" role="alert">
              {BANNED_ROOM_TEXT}
            </p>
          ) : null}
          <RoomHeading name={model.name} statusLabel={statusLabel} viewers={viewers} description={description} />
        </div>
        <aside className="cam-room__social" aria-label="Room chat and tips">
          <Suspense fallback={<div className="cam-room__social-box" />}>
            <RoomSocial actors={social} tipMenu={tipMenu} toyMenuItems={toyMenuItems} chatEnabled={chatEnabled} banned={banned} />
          </Suspense>
        </aside>
      </div>
      <RoomProfile derived={derived} facts={profile} />
      <AdBannerSpot banner={data.adBanner} />
      <PageSeoText text={data.seoText} />
      {dialog ? (
        <Suspense fallback={null}>
          <RoomDialog
            dialog={dialog}
            compliment={compliment}
            busy={busy}
            onClose={() => send({ type: 'DIALOG_CLOSED' })}
            onComplimentAmount={(amount) => send({ type: 'COMPLIMENT_AMOUNT_CHOSEN', amount })}
            onCompliment={() => send({ type: 'COMPLIMENT_CLICKED' })}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
