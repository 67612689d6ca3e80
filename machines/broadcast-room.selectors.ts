/**
 * What the broadcast room's views read from its snapshot (views/cams/BroadcastRoomScreen.tsx): the header facts, the
 * controls (each enabled by its permission flag; a guest's or an unauthorised member's paid controls stay pressable,
 * the press answers with the full-access confirm or /tokens/, §4.7, §6; disabled during a member's cam sign-in), the
 * player's props and the open dialog.
 */
import type { SnapshotFrom } from 'xstate';
import type { broadcastRoomMachine } from './broadcast-room.machine.ts';
import { privateShowCost, voicePrivateShowCost } from '../domain/room-profile.ts';
import { statusLabel } from '../domain/cam-status.ts';
import { BANNED_ROOM_LABEL } from '../domain/cam-dialogs.ts';

export type RoomSnapshot = SnapshotFrom<typeof broadcastRoomMachine>;

export type RoomControl = { shown: boolean; enabled: boolean };

export interface RoomControls {
  requestPrivate: RoomControl & { cost: number };
  requestVoicePrivate: RoomControl & { cost: number };
  cancelPrivate: RoomControl;
  cancelRequest: RoomControl;
  enterSpy: RoomControl & { tariff: number };
  leaveSpy: RoomControl;
  nearby: RoomControl;
}

export function selectControls(snapshot: RoomSnapshot): RoomControls {
  const { permissions: p, settings, viewer } = snapshot.context;
  const live = snapshot.matches({ live: { activity: 'idle' } });
  // A guest or an unauthorised member may press a paid control: the press answers with the confirm or /tokens/.
  // While a member's cam sign-in is under way it is neither: the paid controls wait for it, disabled.
  const outsider = !viewer.signedIn || !viewer.camAuthorised;
  // A room closed to the viewer (banned) has nothing to press.
  const paid = (flag: boolean) =>
    snapshot.context.banned ? false : viewer.signingIn ? false : outsider ? !snapshot.hasTag('entering') : live && flag;
  return {
    requestPrivate: { shown: true, enabled: paid(p.canUseRequestPrivateShow), cost: privateShowCost(settings) },
    requestVoicePrivate: {
      shown: settings.voicePrivateShowTariff > 0 || p.canUseRequestVoicePrivateShow,
      enabled: paid(p.canUseRequestVoicePrivateShow),
      cost: voicePrivateShowCost(settings),
    },
    cancelPrivate: { shown: p.canUseCancelPrivateShow, enabled: live && p.canUseCancelPrivateShow },
    cancelRequest: { shown: p.canUseCancelPrivateShowRequest, enabled: live && p.canUseCancelPrivateShowRequest },
    enterSpy: { shown: settings.spyShowEnabled && !p.canUseLeaveSpyShow, enabled: paid(p.canUseEnterSpyShow), tariff: settings.spyShowTariff },
    leaveSpy: { shown: p.canUseLeaveSpyShow, enabled: live && p.canUseLeaveSpyShow },
    nearby: { shown: true, enabled: live },
  };
}

export const selectStatusLabel = (snapshot: RoomSnapshot): string => {
  const { state, listedStatus, resolutionIsSixThousand, banned } = snapshot.context;
  if (banned) return BANNED_ROOM_LABEL;
  return statusLabel(state === 'UNINITIALIZED' ? listedStatus : state, resolutionIsSixThousand);
};

export const selectModel = (snapshot: RoomSnapshot) => snapshot.context.model;
export const selectViewers = (snapshot: RoomSnapshot) => snapshot.context.viewers;
export const selectDescription = (snapshot: RoomSnapshot) => snapshot.context.description;
export const selectPlayer = (snapshot: RoomSnapshot) => snapshot.context.player;
export const selectStreamType = (snapshot: RoomSnapshot) => snapshot.context.currentStreamType;
export const selectStreamSwitch = (snapshot: RoomSnapshot) => snapshot.context.streamTypes && snapshot.hasTag('live');
export const selectSixK = (snapshot: RoomSnapshot) => snapshot.context.resolutionIsSixThousand;
export const selectDialog = (snapshot: RoomSnapshot) => snapshot.context.dialog;
export const selectCompliment = (snapshot: RoomSnapshot) => ({
  info: snapshot.context.complementInfo,
  amount: snapshot.context.complimentAmount,
});
export const selectBuyTooltip = (snapshot: RoomSnapshot) => snapshot.context.buyTooltipShow;
export const selectBanned = (snapshot: RoomSnapshot) => snapshot.context.banned;
export const selectFullscreen = (snapshot: RoomSnapshot) => snapshot.context.fullscreen;
export const selectTipMenu = (snapshot: RoomSnapshot) => snapshot.context.tipMenu;
export const selectToyMenu = (snapshot: RoomSnapshot) => snapshot.context.toyMenuItems;
/** Whether the room's chat can be written to: the room is live and the viewer not banned (the composer follows it). */
export const selectChatEnabled = (snapshot: RoomSnapshot) => snapshot.hasTag('live') && !snapshot.context.banned;
export const selectBusy = (snapshot: RoomSnapshot) => snapshot.hasTag('busy');
