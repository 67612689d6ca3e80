/**
 * The simulated provider's model bots: one per seeded model, starting PUBLIC, AWAY, in a private show or OFFLINE at
 * random, each with a bot machine (bot.machine.ts) whose effects are provided here. A bot's pulse (every 10–40
 * simulated seconds, the first within 30) drifts its audience, may invent a chat line, and rolls for a move; nothing
 * of it happens while the world is frozen (POST /_sim/freeze).
 */
import { createActor } from 'xstate';
import { botMachine, type Phase } from './bot.machine.ts';
import { inventedLine } from './room-chat.ts';
import { pushViewers, setText, sync } from './room-events.ts';
import { buildModelDefs } from './seed-models.ts';
import { finishShow, inventShow, planEnd, refuse } from './shows.ts';
import type { Bot, WorldState } from './world-state.ts';

/** The bots of the seed, each in its starting phase (a private one with an invented show); their machines not started. */
export function createBots(w: WorldState, seed: number): Bot[] {
  const records = buildModelDefs(seed).map((def): Omit<Bot, 'actor'> => {
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
    };
  });
  // Their machines come once every bot has its starting phase: the random draws in the order they always had.
  const bots = records as Bot[];
  for (const bot of bots) if (bot.phase === 'PRIVATE') inventShow(w, bot, false);
  for (const bot of bots) bot.actor = botActor(w, bot);
  return bots;
}

function botActor(w: WorldState, bot: Bot): Bot['actor'] {
  const machine = botMachine.provide({
    actions: {
      refusePendings: () => {
        for (const p of [...bot.pendings.values()]) refuse(w, bot, p, 'MODEL_BUSY');
      },
      presence: (_, { online }) => w.messenger?.presenceChanged(bot.def.modelId, online),
      enter: (_, { phase }) => {
        bot.phase = phase;
      },
      inventShow: () => inventShow(w, bot),
      announce: (_, { reason }) => {
        sync(w, bot, new Map(), reason);
        pushViewers(bot);
      },
      endShow: (_, { reason }) => finishShow(w, bot, reason),
      newText: () => setText(bot, w.rng.pick(bot.def.textStatuses)),
      comeBack: () => {
        bot.audience = Math.max(3, Math.round(bot.def.popularity * (0.5 + w.rng.next())));
      },
      planEnd: () => {
        if (bot.show && !bot.show.user && bot.show.endTimer === null) planEnd(w, bot, bot.show);
      },
      pulse: () => {
        if (!w.frozen) void w.queue.serial(() => pulse(w, bot));
      },
    },
    delays: { firstBeat: () => w.rng.int(2, 30) * 1000, nextBeat: () => w.rng.int(10, 40) * 1000 },
  });
  const actor = createActor(machine, { input: { phase: bot.phase }, clock: w.clock });
  actor.subscribe({ error: (err) => console.error(`[cams] bot ${bot.def.nickname} stopped:`, err) });
  return actor;
}

/** The pulse's work: the audience drifts, someone may chat, and now and then the bot rolls for a move. */
function pulse(w: WorldState, bot: Bot): void {
  if (w.frozen) return;
  if (bot.phase !== 'OFFLINE') {
    bot.audience = Math.max(0, bot.audience + w.rng.int(-6, 6));
    pushViewers(bot);
  }
  if (bot.viewers.size > 0 && bot.phase === 'PUBLIC' && w.rng.chance(0.6)) inventedLine(w, bot);
  if (w.rng.chance(0.3)) return;
  const busy = bot.pendings.size > 0 || bot.show !== null || bot.spies.size > 0;
  bot.actor.send({ type: 'PULSED', roll: w.rng.next(), busy });
}
