/**
 * Private and voice-private shows in the simulated provider: a member's request, the model's answer, the show billed
 * per started minute from the member's balance in PostgreSQL (billing.ts), the hold of a show whose tab went away,
 * and its end with the fee breakdown. Each show's lifecycle and the provider's own timers are a show machine
 * (show.machine.ts); its timers' work runs here, in the world's serial queue. The model's own moves on a show — her
 * answer to a request and the end she plans — are timers of her own, stopped by freezing.
 *
 * Refusal reasons: 'BILLING', 'SETTINGS_CHANGED', and 'MODEL_DECLINED' / 'MODEL_BUSY' (any other reason).
 */
import { createActor } from 'xstate';
import type { StateChangeReason } from '../../contracts/cam-provider.ts';
import { debit as debitMember } from './balances.ts';
import { type LedgerReason, balanceOf } from './billing.ts';
import { type DecisionMove, FORCED_DECISION_MS, MESSAGES, MINUTE } from './cam-rules.ts';
import type { CamUser } from './cam-token.ts';
import { pushViewers, send, sync, toRoom } from './room-events.ts';
import { settingsOf } from './room-view.ts';
import { showMachine } from './show.machine.ts';
import { endSpy } from './spy.ts';
import { CamRefusal } from './world-api.ts';
import { type Bot, type Conn, type Show, type WorldState, isHeld } from './world-state.ts';

/** When the model ends a show she is in (minutes, drawn when it starts): one with an invented viewer, a member's. */
const INVENTED_SHOW_MINUTES = [1, 5] as const;
const MEMBER_SHOW_MINUTES = [4, 12] as const;
/** When the model answers a request herself (seconds). */
const DECISION_SECONDS = [3, 30] as const;

const tariffOf = (bot: Bot, voice: boolean): number => (voice ? bot.voiceTariff : bot.privateTariff);
const minDurationOf = (bot: Bot, voice: boolean): number => (voice ? bot.def.voiceMinDuration : bot.def.privateMinDuration);
const ledgerReason = (show: Show): LedgerReason => (show.voice ? 'voice-private' : 'private');
const debit = (w: WorldState, user: CamUser, amount: number, reason: LedgerReason, ref: string): Promise<number | null> =>
  debitMember(w, user.uuid, amount, reason, ref);
const canAfford = async (w: WorldState, bot: Bot, user: CamUser, voice: boolean, tariff = tariffOf(bot, voice)): Promise<boolean> =>
  (await balanceOf(w.db, user.uuid)) >= tariff * minDurationOf(bot, voice);

/** Ends the show the bot is in, as its machine does it (bot.machine.ts: SHOW_ENDED); nothing when there is none. */
export const endShow = (bot: Bot, reason: StateChangeReason): void => bot.actor.send({ type: 'SHOW_ENDED', reason });

/** A show record with its machine started; the machine's timers queue their work here. */
function newShow(w: WorldState, bot: Bot, record: Omit<Show, 'actor'>): Show {
  const show = record as Show;
  const machine = showMachine.provide({
    actions: {
      expiryDue: () => void w.queue.serial(() => show.user && bot.pendings.get(show.user.uuid) === show && expire(w, bot, show)),
      billDue: () => void w.queue.serial(() => bill(w, bot, show)),
      holdDue: () => void w.queue.serial(() => bot.show === show && isHeld(show) && endShow(bot, 'PRIVATE_SHOW_CANCELED_DUE_TO_TECHNICAL_REASONS')),
    },
  });
  show.actor = createActor(machine, { input: { member: record.user !== null, now: () => w.clock.now() }, clock: w.clock });
  show.actor.start();
  return show;
}

/**
 * The bot is in a show with a viewer nobody knows: from the start, or since it went PRIVATE by itself; then the model
 * plans its end (unless frozen).
 */
export function inventShow(w: WorldState, bot: Bot, planned = true): void {
  if (bot.show) return;
  const at = w.clock.now();
  bot.show = newShow(w, bot, {
    requestId: w.nextId('pr'),
    user: null,
    conn: null,
    voice: false,
    at,
    startedAt: at,
    decisionTimer: null,
    endTimer: null,
  });
  if (planned && !w.frozen) planEnd(w, bot, bot.show);
}

/** The model will end the show after a few minutes, if she is still in it then and the world is not frozen. */
export function planEnd(w: WorldState, bot: Bot, show: Show): void {
  const [min, max] = show.user ? MEMBER_SHOW_MINUTES : INVENTED_SHOW_MINUTES;
  show.endTimer = w.clock.setTimeout(
    () =>
      w.queue.serial(() => {
        show.endTimer = null;
        if (bot.show === show && !w.frozen) endShow(bot, 'PRIVATE_SHOW_DISABLED_BY_MODEL');
      }),
    w.rng.int(min, max) * MINUTE,
  );
}

/** room.requestPrivate: checked, then waiting for the model's answer (forced, drawn, or none while frozen) or expiry. */
export async function requestShow(w: WorldState, bot: Bot, user: CamUser, conn: Conn, voice: boolean): Promise<string> {
  const tariff = tariffOf(bot, voice);
  if (bot.phase !== 'PUBLIC' || tariff <= 0) throw new CamRefusal(MESSAGES.privateUnavailable);
  if (bot.pendings.has(user.uuid)) throw new CamRefusal(MESSAGES.requestExists);
  if (!(await canAfford(w, bot, user, voice))) throw new CamRefusal(MESSAGES.notEnough);
  const at = w.clock.now();
  const p = newShow(w, bot, { requestId: w.nextId('pr'), user, conn, voice, at, startedAt: at, decisionTimer: null, endTimer: null });
  const forced = bot.decisions.shift();
  if (forced) p.decisionTimer = w.clock.setTimeout(() => w.queue.serial(() => decide(w, bot, p, forced)), FORCED_DECISION_MS);
  else if (!w.frozen)
    p.decisionTimer = w.clock.setTimeout(
      () =>
        w.queue.serial(async () => {
          if (w.frozen) return;
          const short = !(await canAfford(w, bot, user, voice, tariff));
          const r = w.rng.next();
          await decide(w, bot, p, short ? 'refuse-billing' : r < 0.7 ? 'accept' : r < 0.8 ? 'refuse-settings' : 'refuse');
        }),
      w.rng.int(...DECISION_SECONDS) * 1000,
    );
  bot.pendings.set(user.uuid, p);
  sync(w, bot);
  return p.requestId;
}

/** The request no longer waits for the model's answer. */
function unqueue(w: WorldState, bot: Bot, p: Show): void {
  w.clock.clearTimeout(p.decisionTimer);
  if (p.user) bot.pendings.delete(p.user.uuid);
}

/** The request ends without a show (its tab tells itself, or is told by the caller). */
export function clearPending(w: WorldState, bot: Bot, p: Show): void {
  unqueue(w, bot, p);
  p.actor.send({ type: 'CLOSED' });
}

export function refuse(w: WorldState, bot: Bot, p: Show, reason: string): void {
  clearPending(w, bot, p);
  if (p.conn) send(p.conn, { channel: 'room', event: 'onPrivateShowRequestRefused', data: { reason } });
  sync(w, bot);
}

function expire(w: WorldState, bot: Bot, p: Show): void {
  clearPending(w, bot, p);
  if (p.conn) send(p.conn, { channel: 'room', event: 'onPrivateShowRequestExpired', data: {} });
  sync(w, bot);
}

/** The model's answer to a waiting request; 'accept' checks the balance and debits the first minute. */
export async function decide(w: WorldState, bot: Bot, p: Show, move: DecisionMove): Promise<void> {
  const user = p.user;
  if (!user || bot.pendings.get(user.uuid) !== p) return;
  if (move === 'expire') return expire(w, bot, p);
  if (move === 'refuse') return refuse(w, bot, p, 'MODEL_DECLINED');
  if (move === 'refuse-billing') return refuse(w, bot, p, 'BILLING');
  if (move === 'refuse-settings') {
    if (p.voice) bot.voiceTariff += 10;
    else bot.privateTariff += 10;
    toRoom(bot, { channel: 'room', event: 'onBroadcastSettingsChanged', data: { settings: settingsOf(bot) } });
    return refuse(w, bot, p, 'SETTINGS_CHANGED');
  }
  const tariff = tariffOf(bot, p.voice);
  if (bot.phase !== 'PUBLIC') return refuse(w, bot, p, 'MODEL_BUSY');
  if (!(await canAfford(w, bot, user, p.voice))) return refuse(w, bot, p, 'BILLING');
  const balance = await debit(w, user, tariff, ledgerReason(p), p.requestId);
  if (balance === null) return refuse(w, bot, p, 'BILLING');
  unqueue(w, bot, p);
  for (const other of [...bot.pendings.values()]) refuse(w, bot, other, 'MODEL_BUSY');
  if (p.conn?.closed) p.conn = null;
  p.startedAt = w.clock.now();
  bot.show = p;
  p.actor.send({ type: 'ACCEPTED', tariff });
  bot.actor.send({ type: 'SHOW_STARTED' });
  sync(w, bot, new Map(p.conn ? [[p.conn, 'PRIVATE_SHOW_STARTED_BY_CLIENT']] : []));
  pushViewers(bot);
  lowBalanceCheck(p, balance);
  if (!w.frozen) planEnd(w, bot, p);
  if (!p.conn) hold(p);
}

function lowBalanceCheck(show: Show, balance: number): void {
  const remainingMinutes = Math.floor(balance / show.actor.getSnapshot().context.tariff);
  if (show.conn && remainingMinutes <= 2) send(show.conn, { channel: 'room', event: 'onPrivateShowLowBalance', data: { remainingMinutes } });
}

/** A minute of a watched show: debited, or the show ends by billing. */
async function bill(w: WorldState, bot: Bot, show: Show): Promise<void> {
  const user = show.user;
  if (bot.show !== show || !user || !show.actor.getSnapshot().hasTag('billed')) return;
  const balance = await debit(w, user, show.actor.getSnapshot().context.tariff, ledgerReason(show), show.requestId);
  if (bot.show !== show) return;
  if (balance === null) return endShow(bot, 'PRIVATE_SHOW_DISABLED_BY_BILLING');
  show.actor.send({ type: 'DEBITED' });
  lowBalanceCheck(show, balance);
}

/**
 * The bot machine's end of its show (bot.machine.ts: endShow): spies end with it, the bot is PUBLIC again, the rooms
 * are told, and a member's show is completed (a compliment may name it) with its fees told to the viewer's tab.
 */
export function finishShow(w: WorldState, bot: Bot, reason: StateChangeReason): void {
  const show = bot.show;
  if (!show) return;
  w.clock.clearTimeout(show.endTimer);
  show.actor.send({ type: 'ENDED' });
  for (const spy of [...bot.spies.values()]) endSpy(w, bot, spy, 'NONE', false);
  bot.show = null;
  bot.phase = 'PUBLIC';
  const reasons = new Map<Conn, StateChangeReason>();
  if (show.conn) reasons.set(show.conn, reason);
  sync(w, bot, reasons);
  pushViewers(bot);
  if (show.user) {
    w.completed.set(show.requestId, { userUuid: show.user.uuid, bot });
    const fees = show.actor.getSnapshot().context.fees;
    if (show.conn) send(show.conn, { channel: 'room', event: 'onPrivateShowCompleted', data: { ...fees, privateRequestId: show.requestId } });
  }
}

/** The show's tab went away: the show waits HOLD_MS for the viewer (incompleteSessionFound), unbilled meanwhile. */
export function hold(show: Show): void {
  show.conn = null;
  show.actor.send({ type: 'TAB_CLOSED' });
}

/** The viewer came back to the held show (room.enter with restorePrivateShow): watched and billed again. */
export function resume(show: Show, conn: Conn): void {
  show.conn = conn;
  show.actor.send({ type: 'RESUMED' });
}

export function heldShowOf(w: WorldState, uuid: string): { bot: Bot; show: Show } | null {
  for (const bot of w.bots) if (bot.show && isHeld(bot.show) && bot.show.user?.uuid === uuid) return { bot, show: bot.show };
  return null;
}
