/**
 * The provider-interface operations of contracts/cam-channel.ts for signing in and out, the room list and a room:
 * entering (and restoring a held show), leaving, neighbours, stream type, private requests and their cancelling, spy
 * mode, compliments after a show, broadcasts and profiles.
 */
import type { CamFilterOptions, CamModelProfile, CamRoomPage, StateChangeReason } from '../../contracts/cam-provider.ts';
import { debit } from './balances.ts';
import { MAX_SOCKETS_PER_MEMBER, MESSAGES } from './cam-rules.ts';
import { verifyCamToken } from './cam-token.ts';
import { type Handlers, dropActivity, leaveRoom, need, payingMemberIn, payingUser } from './connections.ts';
import { history, thankLater } from './room-chat.ts';
import { pushViewers, send, sync } from './room-events.ts';
import { broadcastOf, entered, neighbours, showOf } from './room-view.ts';
import { clearPending, endShow, heldShowOf, requestShow, resume } from './shows.ts';
import { cancelSpy, startSpy } from './spy.ts';
import { CamRefusal, type RoomQuery } from './world-api.ts';
import { type WorldState, isHeld } from './world-state.ts';

/** What the room list operations answer from (the world's REST answers). */
export interface Listing {
  rooms(query: RoomQuery): CamRoomPage;
  filterOptions(): CamFilterOptions;
  profile(modelId: string): CamModelProfile | null;
}

type RoomOp = Exclude<keyof Handlers, `chat.${string}` | `messenger.${string}`>;

export function roomOperations(w: WorldState, listing: Listing, auth: { jwtKey: Uint8Array; siteNow: () => number }): Pick<Handlers, RoomOp> {
  return {
    'auth.login': async (conn, { token }) => {
      const user = need(await verifyCamToken(w.db, auth.jwtKey, token, auth.siteNow()), MESSAGES.invalidToken);
      let signedIn = 0;
      for (const other of w.conns) if (other !== conn && !other.closed && other.user?.uuid === user.uuid) signedIn += 1;
      if (signedIn >= MAX_SOCKETS_PER_MEMBER) throw new CamRefusal(MESSAGES.tooManyConnections);
      conn.user = user;
      // A viewer who entered as a guest and signs in as a member the room banned is out of it at once.
      const room = conn.room;
      if (room?.banned.has(user.uuid)) {
        send(conn, { channel: 'room', event: 'onBroadcastUnavailable', data: { broadcastId: room.def.id } });
        room.viewers.delete(conn);
        conn.room = null;
        conn.told = null;
        pushViewers(room);
      } else if (room) sync(w, room, new Map([[conn, 'USER_LOGGED_IN']]));
      const held = heldShowOf(w, user.uuid);
      if (held)
        w.queue.later(() =>
          send(conn, {
            channel: 'room',
            event: 'incompleteSessionFound',
            data: { broadcastId: held.bot.def.id, modelNickname: held.bot.def.nickname },
          }),
        );
      return { userId: user.uuid, userName: user.name };
    },
    'auth.logout': (conn) => {
      w.messenger?.detach(conn.messenger);
      dropActivity(w, conn, 'end');
      conn.user = null;
      if (conn.room) sync(w, conn.room, new Map([[conn, 'USER_LOGGED_OUT']]));
      return {};
    },
    'rooms.page': (_conn, a) =>
      listing.rooms({
        tagCodes: a.tagCodes ?? [],
        categoryCodes: a.categoryCodes ?? [],
        statuses: a.statuses ?? [],
        limit: a.perPage,
        offset: a.page * a.perPage,
        showOffline: a.showOffline,
        showHidden: a.showHidden,
      }),
    'rooms.categories': () => ({ categories: listing.filterOptions().categories }),
    'rooms.tagGroups': () => ({ groups: listing.filterOptions().groups }),
    'room.enter': (conn, { nickname, restorePrivateShow }) => {
      const bot = need(w.byNickname.get(nickname.toLowerCase()), MESSAGES.notFound);
      if (conn.room) leaveRoom(conn);
      const uuid = conn.user?.uuid;
      if (uuid && bot.banned.has(uuid)) return entered(w, bot, conn, 'NONE');
      let reason: StateChangeReason = 'NONE';
      const show = bot.show;
      if (restorePrivateShow && uuid && show && isHeld(show) && show.user?.uuid === uuid) {
        resume(show, conn);
        reason = 'PRIVATE_SHOW_RESUMED_BY_CLIENT';
      }
      conn.room = bot;
      bot.viewers.add(conn);
      const answer = entered(w, bot, conn, reason);
      conn.told = { state: answer.state, perms: JSON.stringify(answer.permissions), url: answer.streamUrl };
      const messages = history(w, bot);
      w.queue.later(() => send(conn, { channel: 'chat', event: 'historyMessage', data: { messages } }));
      pushViewers(bot);
      return answer;
    },
    'room.leave': (conn) => {
      leaveRoom(conn);
      return {};
    },
    'room.nearby': (conn, { direction }) => {
      const near = neighbours(w, need(conn.room, MESSAGES.notInRoom));
      return { nickname: direction === 'previous' ? near.previous : near.next };
    },
    'room.setStreamType': (conn, { type }) => {
      conn.streamType = type;
      if (conn.room) sync(w, conn.room);
      return {};
    },
    'room.requestPrivate': async (conn, { voice }) => {
      const { user, bot } = payingMemberIn(conn);
      return { privateRequestId: await requestShow(w, bot, user, conn, voice) };
    },
    'room.cancelPrivate': (conn) => {
      // Also off the room's page (the request or show of this member, in whichever room).
      const user = need(conn.user, MESSAGES.loginRequired);
      for (const bot of w.bots) {
        const p = bot.pendings.get(user.uuid);
        if (p) {
          clearPending(w, bot, p);
          sync(w, bot);
          return {};
        }
      }
      const bot = need(
        w.bots.find((b) => showOf(b, user)),
        MESSAGES.nothingToCancel,
      );
      endShow(bot, 'PRIVATE_SHOW_DISABLED_BY_CLIENT');
      return {};
    },
    'room.requestSpy': async (conn) => {
      const { user, bot } = payingMemberIn(conn);
      await startSpy(w, bot, user, conn);
      return {};
    },
    'room.cancelSpy': (conn) => {
      cancelSpy(w, need(conn.user, MESSAGES.loginRequired));
      return {};
    },
    'room.compliment': async (conn, { privateRequestId, amount }) => {
      const user = payingUser(need(conn.user, MESSAGES.loginRequired));
      const done = w.completed.get(privateRequestId);
      if (!done || done.userUuid !== user.uuid) throw new CamRefusal(MESSAGES.unknownShow);
      const balance = need(await debit(w, user.uuid, amount, 'compliment', privateRequestId), MESSAGES.notEnoughTokens);
      w.completed.delete(privateRequestId);
      thankLater(w, done.bot, user.name);
      return { balance };
    },
    'room.broadcast': (_conn, { id }) => broadcastOf(w, need(w.byId.get(id), MESSAGES.notFound)),
    'room.model': (_conn, { modelId }) => need(listing.profile(modelId), MESSAGES.modelNotFound),
  };
}
