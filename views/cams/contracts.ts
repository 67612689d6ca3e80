/**
 * The props the broadcast room's screen (views/cams/BroadcastRoomScreen.tsx) gives the parts it is made of, built side
 * by side: the player (views/cams/CamPlayer.tsx, hls.js loaded only there) and the room's social island
 * (views/cams/RoomSocial.tsx: tip widget, tip and toy menus, room chat and composer, with their own machines).
 */
import type { StreamType, TipMenuItem, ToyMenuItem } from '../../contracts/cam-provider.ts';
import type { ComposerActor } from '../../machines/composer.machine.ts';
import type { RoomChatActor } from '../../machines/room-chat.machine.ts';
import type { TipActor } from '../../machines/tip.machine.ts';

export interface CamPlayerProps {
  /** The HLS playlist ('' while the model is away or in a private show: the player shows its idle poster). */
  streamUrl: string;
  streamType: StreamType;
  muted: boolean;
  /** 0–1. */
  volume: number;
  /** What the player is of, for its accessible name ('{model} live'). */
  label: string;
  /** Shown when there is no stream: the room's status text ('away', 'in private', 'offline'). */
  idleText: string;
  onMutedChange(muted: boolean): void;
  onVolumeChange(volume: number): void;
  /** Fullscreen entered or left: the cam routes hide the site header and the mobile bottom menu meanwhile (§2.1). */
  onFullscreenChange?(fullscreen: boolean): void;
}

/** The social island's machines, composed and started by the room's route (app/router/screens/cam-room.tsx). */
export interface RoomSocialActors {
  tip: TipActor;
  chat: RoomChatActor;
  composer: ComposerActor;
}

export interface RoomSocialProps {
  actors: RoomSocialActors;
  tipMenu: { enabled: boolean; items: TipMenuItem[] };
  toyMenuItems: ToyMenuItem[];
  /** The chat's composer is shown enabled (the room is entered and not banned; its machine follows the room itself). */
  chatEnabled: boolean;
  /** The room is closed to this viewer (banned): tips and menus are shown disabled. */
  banned?: boolean;
}
