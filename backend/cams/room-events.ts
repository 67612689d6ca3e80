/** What the simulated provider pushes to the tabs about a room: state changes, permissions, stream, viewers, text. */
import type { CamPushedEvent as CamEvent } from '../../contracts/cam-channel.ts';
import type { StateChangeReason } from '../../contracts/cam-provider.ts';
import { permissionsFor, stateFor, urlFor, viewersOf } from './room-view.ts';
import type { Bot, Conn, WorldState } from './world-state.ts';

export const send = (conn: Conn, event: CamEvent): void => {
  if (!conn.closed) conn.push(event);
};

export const toRoom = (bot: Bot, event: CamEvent): void => {
  for (const conn of bot.viewers) send(conn, event);
};

/** Tells every tab in the room what changed for it: state (with its reason), permissions, stream. */
export function sync(w: WorldState, bot: Bot, reasons: Map<Conn, StateChangeReason> = new Map(), fallback: StateChangeReason = 'NONE'): void {
  for (const conn of bot.viewers) {
    const state = stateFor(bot, conn);
    const permissions = permissionsFor(bot, conn);
    const perms = JSON.stringify(permissions);
    const url = urlFor(w, bot, conn);
    const told = conn.told ?? { state: 'UNINITIALIZED', perms: '', url: '' };
    const reason = reasons.get(conn);
    if (state !== told.state || reason)
      send(conn, {
        channel: 'room',
        event: 'onStateChanged',
        data: { broadcastId: bot.def.id, modelNickname: bot.def.nickname, state, reason: reason ?? fallback },
      });
    if (perms !== told.perms) send(conn, { channel: 'room', event: 'onActionsChanged', data: { permissions } });
    if (url && url !== told.url) send(conn, { channel: 'room', event: 'onCurrentStreamChanged', data: { streamInfo: { url } } });
    conn.told = { state, perms, url };
  }
  // A tab off the room's page with a show, request or spy mode here hears of its own state changes (§4.3: the product
  // then navigates to the room); the room's permissions and stream it gets on entering.
  for (const [conn, reason] of reasons)
    if (!bot.viewers.has(conn))
      send(conn, {
        channel: 'room',
        event: 'onStateChanged',
        data: { broadcastId: bot.def.id, modelNickname: bot.def.nickname, state: stateFor(bot, conn), reason },
      });
}

export function pushViewers(bot: Bot): void {
  toRoom(bot, { channel: 'room', event: 'onViewersCountChanged', data: { broadcastId: bot.def.id, count: viewersOf(bot) } });
}

export function setText(bot: Bot, text: string): void {
  bot.textStatus = text;
  toRoom(bot, { channel: 'room', event: 'onTextStatusChanged', data: { broadcastId: bot.def.id, status: text } });
}
