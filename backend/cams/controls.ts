/**
 * The simulator's control moves (embedded mode's POST /api/cam-provider/_sim/force, and tests): make a bot decide on
 * the oldest request (or queue the decision for the next one), end its show, ban the room's members, change its
 * status, text, viewer count, or say something in its chat; and the bot's state as the control endpoint reports it.
 */
import type { BroadcastStatus } from '../../contracts/cam-provider.ts';
import { userByEmail } from '../repo/users.ts';
import type { Phase } from './bot.machine.ts';
import { DECISION_MOVES, type DecisionMove } from './cam-rules.ts';
import { modelSays } from './room-chat.ts';
import { pushViewers, send, setText, toRoom } from './room-events.ts';
import { listStatus, settingsOf, viewersOf } from './room-view.ts';
import type { Fees } from './show.machine.ts';
import { clearPending, decide, endShow } from './shows.ts';
import { endSpy } from './spy.ts';
import { CamRefusal } from './world-api.ts';
import { type Bot, type WorldState, isHeld } from './world-state.ts';

export type ForceMove = DecisionMove | 'end-show' | 'ban' | `status:${string}` | `text:${string}` | `viewers:${string}` | `chat:${string}`;

export interface BotState {
  nickname: string;
  broadcastId: string;
  phase: Phase;
  status: BroadcastStatus;
  textStatus: string;
  viewers: number;
  spyEnabled: boolean;
  privateTariff: number;
  voiceTariff: number;
  pendingRequests: Array<{ id: string; userId: string; voice: boolean }>;
  show: { requestId: string; userId: string | null; voice: boolean; startedAt: number; fees: Fees; held: boolean } | null;
  spies: string[];
  banned: string[];
  queuedDecisions: DecisionMove[];
}

export function botState(bot: Bot): BotState {
  const show = bot.show;
  return {
    nickname: bot.def.nickname,
    broadcastId: bot.def.id,
    phase: bot.phase,
    status: listStatus(bot),
    textStatus: bot.textStatus,
    viewers: viewersOf(bot),
    spyEnabled: bot.spyEnabled,
    privateTariff: bot.privateTariff,
    voiceTariff: bot.voiceTariff,
    pendingRequests: [...bot.pendings.values()].map((p) => ({ id: p.requestId, userId: p.user?.uuid ?? '', voice: p.voice })),
    show: show
      ? {
          requestId: show.requestId,
          userId: show.user?.uuid ?? null,
          voice: show.voice,
          startedAt: show.startedAt,
          fees: { ...show.actor.getSnapshot().context.fees },
          held: isHeld(show),
        }
      : null,
    spies: [...bot.spies.keys()],
    banned: [...bot.banned],
    queuedDecisions: [...bot.decisions],
  };
}

/** A forced status: the bot machine's move (a SPY_SHOW turns spy mode on first). */
function forceStatus(bot: Bot, value: string): boolean {
  if (value === 'PUBLIC' || value === 'AWAY') bot.actor.send({ type: 'MOVED', phase: value, reason: 'NONE' });
  else if (value === 'OFFLINE') bot.actor.send({ type: 'MOVED', phase: 'OFFLINE', reason: 'BROADCAST_STOPPED_BY_MODEL' });
  else if (value === 'PRIVATE_SHOW' || value === 'SPY_SHOW') {
    if (value === 'SPY_SHOW' && !bot.spyEnabled) {
      bot.spyEnabled = true;
      toRoom(bot, { channel: 'room', event: 'onBroadcastSettingsChanged', data: { settings: settingsOf(bot) } });
    }
    bot.actor.send({ type: 'MOVED', phase: 'PRIVATE', reason: 'NONE' });
  } else return false;
  return true;
}

/** The members in the room now, and the one named, are banned: their show, request and spy mode end, they are out. */
async function ban(w: WorldState, bot: Bot, email?: string): Promise<void> {
  const targets = new Set<string>();
  for (const conn of bot.viewers) if (conn.user) targets.add(conn.user.uuid);
  if (email) {
    const user = await userByEmail(w.db, email);
    if (user) targets.add(user.uuid);
  }
  for (const uuid of targets) {
    bot.banned.add(uuid);
    if (bot.show?.user?.uuid === uuid) endShow(bot, 'PRIVATE_SHOW_DISABLED_BY_MODEL');
    const p = bot.pendings.get(uuid);
    if (p) clearPending(w, bot, p);
    const spy = bot.spies.get(uuid);
    if (spy) endSpy(w, bot, spy, 'NONE', false);
    for (const conn of [...bot.viewers])
      if (conn.user?.uuid === uuid) {
        send(conn, { channel: 'room', event: 'onBroadcastUnavailable', data: { broadcastId: bot.def.id } });
        bot.viewers.delete(conn);
        conn.room = null;
        conn.told = null;
      }
  }
  pushViewers(bot);
}

export async function force(w: WorldState, bot: Bot, move: string, email?: string): Promise<void> {
  if ((DECISION_MOVES as readonly string[]).includes(move)) {
    const decision = move as DecisionMove;
    const pending = [...bot.pendings.values()].sort((a, b) => a.at - b.at)[0];
    if (pending) await decide(w, bot, pending, decision);
    else bot.decisions.push(decision);
    return;
  }
  if (move === 'end-show') return endShow(bot, 'PRIVATE_SHOW_DISABLED_BY_MODEL');
  if (move === 'ban') return ban(w, bot, email);
  const [kind, ...rest] = move.split(':');
  const value = rest.join(':');
  if (kind === 'text' && value) return setText(bot, value);
  if (kind === 'chat' && value) return modelSays(w, bot, value);
  if (kind === 'viewers' && /^\d+$/.test(value)) {
    bot.audience = Math.max(0, Number(value) - bot.viewers.size);
    return pushViewers(bot);
  }
  if (kind === 'status' && forceStatus(bot, value)) return;
  throw new CamRefusal(`Unknown move '${move}'`);
}
