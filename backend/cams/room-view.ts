/**
 * How the simulated provider shows a bot: its list item, broadcast, profile and settings (the clients REST API and the
 * room's answers), and a tab's own view of its room — state, permissions and stream URL, which differ per viewer:
 * MY_PRIVATE_SHOW in their own show, SPY_SHOW while spying, PRIVATE_SHOW for the others in the room; the list shows a
 * model in a private show as SPY_SHOW when spying is on for it, else PRIVATE_SHOW.
 */
import { NO_PERMISSIONS } from '../../contracts/cam-permissions.ts';
import type { RoomEntered, RoomPermissions, RoomSettings } from '../../contracts/cam-channel.ts';
import type { BroadcastStatus, CamBroadcast, CamModelProfile, CamRoom, StateChangeReason, StreamType } from '../../contracts/cam-provider.ts';
import { CATEGORY_NAMES, TAG_GROUPS } from './seed-models.ts';
import { streamGrant } from './stream-grants.ts';
import { streamPlaylistPath } from './stream-urls.ts';
import type { CamUser } from './cam-token.ts';
import { type Bot, type Conn, type Show, type WorldState, isHeld, isOnline } from './world-state.ts';

export const listStatus = (bot: Bot): BroadcastStatus => (bot.phase === 'PRIVATE' ? (bot.spyEnabled ? 'SPY_SHOW' : 'PRIVATE_SHOW') : bot.phase);
export const viewersOf = (bot: Bot): number => (bot.phase === 'OFFLINE' ? 0 : bot.audience) + bot.viewers.size;
export const previewUrl = (w: WorldState, bot: Bot): string => `${w.base}/previews/${bot.def.id}.svg`;
const streamUrl = (w: WorldState, bot: Bot, type: StreamType): string => `${w.base}${streamPlaylistPath(bot.def.id, type)}`;
const streamTypes = (bot: Bot): StreamType[] => (bot.def.has3d ? ['video2D', 'video3D'] : ['video2D']);
const streamTypeFor = (bot: Bot, conn: Conn): StreamType => (streamTypes(bot).includes(conn.streamType) ? conn.streamType : 'video2D');

/** The list order: online first, then by viewers, then by nickname. */
export function ordered(list: Bot[]): Bot[] {
  return [...list].sort(
    (a, b) => Number(isOnline(b.phase)) - Number(isOnline(a.phase)) || viewersOf(b) - viewersOf(a) || a.def.nickname.localeCompare(b.def.nickname),
  );
}

export function neighbours(w: WorldState, bot: Bot): { previous: string | null; next: string | null } {
  const list = ordered(w.bots.filter((b) => b.def.category === bot.def.category));
  const at = list.indexOf(bot);
  return { previous: list[at - 1]?.def.nickname ?? null, next: list[at + 1]?.def.nickname ?? null };
}

export function roomOf(w: WorldState, bot: Bot): CamRoom {
  return {
    id: bot.def.id,
    modelId: bot.def.modelId,
    modelNickname: bot.def.nickname,
    modelName: bot.def.name,
    preview: previewUrl(w, bot),
    category: bot.def.category,
    broadcastStatus: listStatus(bot),
    broadcastTextStatus: bot.textStatus,
    broadcastMembersCount: viewersOf(bot),
    is6k: bot.def.is6k,
  };
}

export function broadcastOf(w: WorldState, bot: Bot): CamBroadcast {
  const { def } = bot;
  const near = neighbours(w, bot);
  const status = bot.phase === 'PUBLIC' || bot.phase === 'PRIVATE' ? 'online' : 'offline';
  return {
    id: def.id,
    modelId: def.modelId,
    modelNickname: def.nickname,
    modelName: def.name,
    bio: def.bio,
    broadcastStatus: listStatus(bot),
    privateModeMinDuration: def.privateMinDuration,
    privateModeTariff: bot.privateTariff,
    spyModeEnabled: bot.spyEnabled,
    spyModeTariff: spyTariffOf(bot),
    privateAudioModeMinDuration: def.voiceMinDuration,
    privateAudioModeTariff: bot.voiceTariff,
    withClientAudio: def.withClientAudio,
    streams: streamTypes(bot).map((type) => ({
      type,
      status,
      url: streamUrl(w, bot, type),
      resolutionInfo: { resolutionType: def.is6k ? '6K' : '4K' },
    })),
    broadcastMembersCount: viewersOf(bot),
    broadcastTextStatus: bot.textStatus,
    tipMenu: def.tipMenu,
    tipMenuEnabled: bot.tipMenuEnabled,
    toysMenu: def.toysMenu,
    seoParams: {
      title: `${def.name} Live VR Cam`,
      metaDescription: `Watch ${def.name} live in VR: ${bot.textStatus}`,
      metaKeywords: `${def.name}, live VR cam, ${CATEGORY_NAMES[def.category]}`,
      metaRobots: 'index, follow',
      shortSeoText: '',
      fullSeoText: '',
      breadcrumb: def.name,
      jsonLdScriptEnabled: false,
      ogParams: null,
      twitterParams: null,
    },
    previousNickname: near.previous,
    nextNickname: near.next,
  };
}

export function profileOf(w: WorldState, bot: Bot): CamModelProfile {
  const { def } = bot;
  return {
    id: def.modelId,
    nickname: def.nickname,
    name: def.name,
    avatar: previewUrl(w, bot),
    age: def.age,
    interests: def.interests,
    languages: def.languages,
    bodyType: def.bodyType,
    ethnicity: def.ethnicity,
    eyeColor: def.eyeColor,
    hairColor: def.hairColor,
    tagGroups: TAG_GROUPS.map((g) => ({
      code: g.code,
      tags: (def.tags[g.code] ?? []).map((code) => ({ name: g.tags.find((t) => t.code === code)?.name ?? code })),
    })).filter((g) => g.tags.length > 0),
  };
}

export const spyTariffOf = (bot: Bot): number => bot.def.spyTariff || (bot.spyEnabled ? 30 : 0);

export function settingsOf(bot: Bot): RoomSettings {
  return {
    privateShowMinDuration: bot.def.privateMinDuration,
    privateShowTariff: bot.privateTariff,
    spyShowEnabled: bot.spyEnabled,
    spyShowTariff: spyTariffOf(bot),
    voicePrivateShowMinDuration: bot.def.voiceMinDuration,
    voicePrivateShowTariff: bot.voiceTariff,
    withClientVoice: bot.def.withClientAudio,
  };
}

/** The member's own show in this room, unless it is held (its tab went away). */
export function showOf(bot: Bot, user: CamUser): Show | null {
  return bot.show?.user?.uuid === user.uuid && !isHeld(bot.show) ? bot.show : null;
}

export function stateFor(bot: Bot, conn: Conn): BroadcastStatus {
  if (bot.phase !== 'PRIVATE') return bot.phase;
  const uuid = conn.user?.uuid;
  if (uuid && bot.show?.user?.uuid === uuid && bot.show.conn === conn) return 'MY_PRIVATE_SHOW';
  if (uuid && bot.spies.get(uuid)?.conn === conn) return 'SPY_SHOW';
  return 'PRIVATE_SHOW';
}

export function permissionsFor(bot: Bot, conn: Conn): RoomPermissions {
  const uuid = conn.user?.uuid;
  if (!uuid || bot.banned.has(uuid)) return NO_PERMISSIONS;
  const mine = bot.show?.user?.uuid === uuid;
  const spying = bot.spies.has(uuid);
  // A member signed in for chat only may not start anything paid.
  const paid = conn.user?.paid === true;
  return {
    canUseCancelPrivateShow: mine,
    // Stays true while the viewer's request is pending, so a second request reaches the server and answers
    // 'Request already exists' (§8).
    canUseCancelPrivateShowRequest: bot.pendings.has(uuid),
    canUseEnterSpyShow: paid && bot.phase === 'PRIVATE' && bot.spyEnabled && !mine && !spying,
    canUseLeaveSpyShow: spying,
    canUseRequestPrivateShow: paid && bot.phase === 'PUBLIC' && bot.privateTariff > 0,
    canUseRequestVoicePrivateShow: paid && bot.phase === 'PUBLIC' && bot.voiceTariff > 0,
  };
}

/** The tab's stream: the public one, or in a private show its viewer's or a spy's own (with their grant, stream-grants.ts). */
export function urlFor(w: WorldState, bot: Bot, conn: Conn): string {
  const state = stateFor(bot, conn);
  if (state !== 'PUBLIC' && state !== 'MY_PRIVATE_SHOW' && state !== 'SPY_SHOW') return '';
  const url = streamUrl(w, bot, streamTypeFor(bot, conn));
  if (state === 'PUBLIC' || !bot.show || !conn.user) return url;
  return `${url}?grant=${streamGrant(w.streamKey, bot.def.id, bot.show.requestId, conn.user.uuid)}`;
}

/** The answer to room.enter: the room as this tab sees it (a banned viewer sees it without stream or permissions). */
export function entered(w: WorldState, bot: Bot, conn: Conn, reason: StateChangeReason): RoomEntered {
  const banned = !!conn.user && bot.banned.has(conn.user.uuid);
  return {
    broadcast: broadcastOf(w, bot),
    state: stateFor(bot, conn),
    reason,
    permissions: banned ? NO_PERMISSIONS : permissionsFor(bot, conn),
    settings: settingsOf(bot),
    streamUrl: banned ? '' : urlFor(w, bot, conn),
    currentStreamType: streamTypeFor(bot, conn),
    banned,
  };
}
