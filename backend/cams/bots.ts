/**
 * The simulated provider's model bots: one per seeded model, starting PUBLIC, AWAY, in a private show or OFFLINE at
 * random, moving between them on the simulated clock. A bot's pulse (every 10–40 simulated seconds, the first within
 * 30) drifts its audience, may invent a chat line, and rolls for a move; nothing of it happens while the world is
 * frozen (POST /_sim/freeze).
 */
import type { StateChangeReason } from '../../contracts/cam-provider.ts';
import { inventedLine } from './room-chat.ts';
import { pushViewers, setText, sync } from './room-events.ts';
import { buildModelDefs } from './seed-models.ts';
import { endShow, inventShow, planEnd, refuse } from './shows.ts';
import { type Bot, type Phase, type WorldState, isOnline } from './world-state.ts';

/** The bots of the seed, each in its starting phase (a private one with an invented show); their pulses not started. */
export function createBots(w: WorldState, seed: number): Bot[] {
  const bots = buildModelDefs(seed).map((def): Bot => {
    const roll = w.rng.next();
    const phase: Phase = roll < 0.6 ? 'PUBLIC' : roll < 0.7 ? 'AWAY' : roll < 0.78 ? 'PRIVATE' : 'OFFLINE';
    return {
      def,
      phase,
      textStatus: def.textStatuses[0] ?? '',
      audience: def.popularity,
      privateTariff: def.privateTariff,
      voiceTariff: def.voiceTariff,
      spyEnabled: def.spyEnabled,
      tipMenuEnabled: def.tipMenuEnabled,
      pendings: new Map(),
      show: null,
      spies: new Map(),
      banned: new Set(),
      chat: [],
      viewers: new Set(),
      decisions: [],
      tickTimer: null,
    };
  });
  for (const bot of bots) if (bot.phase === 'PRIVATE') inventShow(w, bot, false);
  return bots;
}

/** Every bot's first pulse, within 30 simulated seconds. */
export function startBots(w: WorldState): void {
  for (const bot of w.bots) bot.tickTimer = w.clock.setTimeout(() => tick(w, bot), w.rng.int(2, 30) * 1000);
}

/**
 * The bot moves: a show ends when it leaves PRIVATE, pending requests are refused when it leaves PUBLIC, the messenger
 * hears of going offline or back, a show is invented when it goes PRIVATE by itself, and the rooms are told.
 */
export function setPhase(w: WorldState, bot: Bot, phase: Phase, reason: StateChangeReason = 'NONE'): void {
  if (bot.phase === phase) return;
  if (bot.show && phase !== 'PRIVATE') endShow(w, bot, 'PRIVATE_SHOW_DISABLED_BY_MODEL');
  if (phase !== 'PUBLIC') for (const p of [...bot.pendings.values()]) refuse(w, bot, p, 'MODEL_BUSY');
  if (isOnline(bot.phase) !== isOnline(phase)) w.messenger?.presenceChanged(bot.def.modelId, isOnline(phase));
  bot.phase = phase;
  if (phase === 'PRIVATE') inventShow(w, bot);
  sync(w, bot, new Map(), reason);
  pushViewers(bot);
}

/** The pulse: the audience drifts, someone may chat, and now and then the bot rolls for a move. */
function tick(w: WorldState, bot: Bot): void {
  bot.tickTimer = w.clock.setTimeout(() => tick(w, bot), w.rng.int(10, 40) * 1000);
  if (w.frozen) return;
  w.queue.serial(() => {
    if (w.frozen) return;
    if (bot.phase !== 'OFFLINE') {
      bot.audience = Math.max(0, bot.audience + w.rng.int(-6, 6));
      pushViewers(bot);
    }
    if (bot.viewers.size > 0 && bot.phase === 'PUBLIC' && w.rng.chance(0.6)) inventedLine(w, bot);
    if (w.rng.chance(0.3)) return;
    const busy = bot.pendings.size > 0 || bot.show !== null || bot.spies.size > 0;
    const r = w.rng.next();
    if (bot.phase === 'PUBLIC' && !busy) {
      if (r < 0.12) setPhase(w, bot, 'AWAY');
      else if (r < 0.2) setPhase(w, bot, 'PRIVATE');
      else if (r < 0.27) setPhase(w, bot, 'OFFLINE', 'BROADCAST_STOPPED_BY_MODEL');
      else if (r < 0.5) setText(bot, w.rng.pick(bot.def.textStatuses));
    } else if (bot.phase === 'AWAY') {
      if (r < 0.5) setPhase(w, bot, 'PUBLIC');
      else if (r < 0.6) setPhase(w, bot, 'OFFLINE', 'BROADCAST_STOPPED_BY_MODEL');
    } else if (bot.phase === 'OFFLINE') {
      if (r < 0.35) {
        bot.audience = Math.max(3, Math.round(bot.def.popularity * (0.5 + w.rng.next())));
        setPhase(w, bot, 'PUBLIC');
      }
    } else if (bot.phase === 'PRIVATE' && bot.show && !bot.show.user && !bot.show.endTimer) {
      planEnd(w, bot, bot.show);
    }
  });
}
