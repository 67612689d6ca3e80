/**
 * Private and voice-private shows in the simulated provider: a member's request, the model's answer, the show billed
 * per started minute from the member's balance in PostgreSQL (billing.ts), the hold of a show whose tab went away,
 * and its end with the fee breakdown. Timers fire on the simulated clock and queue their work in the serial queue.
 *
 * Refusal reasons: 'BILLING', 'SETTINGS_CHANGED', and 'MODEL_DECLINED' / 'MODEL_BUSY' (any other reason).
 */
import type { StateChangeReason } from '../../contracts/cam-provider.ts';
import { type LedgerReason, balanceOf, debitTokens } from './billing.ts';
import { type DecisionMove, FORCED_DECISION_MS, HOLD_MS, MESSAGES, MINUTE, REQUEST_EXPIRY_MS } from './cam-rules.ts';
import type { CamUser } from './cam-token.ts';
import { pushViewers, send, sync, toRoom } from './room-events.ts';
import { settingsOf } from './room-view.ts';
import { endSpy } from './spy.ts';
import { CamRefusal } from './world-api.ts';
import { type Bot, type Conn, type Pending, type Show, type WorldState, nowSec } from './world-state.ts';

/** When the model ends a show she is in (minutes, drawn when it starts): one with an invented viewer, a member's. */
const INVENTED_SHOW_MINUTES = [1, 5] as const;
const MEMBER_SHOW_MINUTES = [4, 12] as const;
/** When the model answers a request herself (seconds). */
const DECISION_SECONDS = [3, 30] as const;

const tariffOf = (bot: Bot, voice: boolean): number => (voice ? bot.voiceTariff : bot.privateTariff);
const minDurationOf = (bot: Bot, voice: boolean): number => (voice ? bot.def.voiceMinDuration : bot.def.privateMinDuration);
const ledgerReason = (voice: boolean): LedgerReason => (voice ? 'voice-private' : 'private');
const debit = (w: WorldState, user: CamUser, amount: number, reason: LedgerReason, ref: string): Promise<number | null> =>
  debitTokens(w.db, user.uuid, amount, reason, ref, nowSec(w));
const canAfford = async (w: WorldState, bot: Bot, user: CamUser, voice: boolean, tariff = tariffOf(bot, voice)): Promise<boolean> =>
  (await balanceOf(w.db, user.uuid)) >= tariff * minDurationOf(bot, voice);

/**
 * The bot is in a show with a viewer nobody knows: from the start, or since it went PRIVATE by itself; then the model
 * plans its end (unless frozen).
 */
export function inventShow(w: WorldState, bot: Bot, planned = true): void {
  if (bot.show) return;
  bot.show = {
    requestId: w.nextId('pr'),
    user: null,
    conn: null,
    voice: false,
    tariff: bot.privateTariff,
    startedAt: w.clock.now(),
    fees: { privateShowFee: 0, privateChatTipFee: 0, tipMenuFee: 0, toysMenuFee: 0 },
    billTimer: null,
    endTimer: null,
    holdTimer: null,
    held: false,
  };
  if (planned && !w.frozen) planEnd(w, bot, bot.show);
}

/** The model will end the show after a few minutes, if she is still in it then and the world is not frozen. */
export function planEnd(w: WorldState, bot: Bot, show: Show): void {
  const [min, max] = show.user ? MEMBER_SHOW_MINUTES : INVENTED_SHOW_MINUTES;
  show.endTimer = w.clock.setTimeout(
    () =>
      w.queue.serial(() => {
        show.endTimer = null;
        if (bot.show === show && !w.frozen) endShow(w, bot, 'PRIVATE_SHOW_DISABLED_BY_MODEL');
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
  const p: Pending = { id: w.nextId('pr'), user, conn, voice, at: w.clock.now(), expiryTimer: 0, decisionTimer: null };
  p.expiryTimer = w.clock.setTimeout(() => w.queue.serial(() => bot.pendings.get(user.uuid) === p && expire(w, bot, p)), REQUEST_EXPIRY_MS);
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
  return p.id;
}

/** The request no longer waits (its tab tells itself, or is told by the caller). */
export function clearPending(w: WorldState, bot: Bot, p: Pending): void {
  w.clock.clearTimeout(p.expiryTimer);
  w.clock.clearTimeout(p.decisionTimer);
  bot.pendings.delete(p.user.uuid);
}

export function refuse(w: WorldState, bot: Bot, p: Pending, reason: string): void {
  clearPending(w, bot, p);
  send(p.conn, { channel: 'room', event: 'onPrivateShowRequestRefused', data: { reason } });
  sync(w, bot);
}

function expire(w: WorldState, bot: Bot, p: Pending): void {
  clearPending(w, bot, p);
  send(p.conn, { channel: 'room', event: 'onPrivateShowRequestExpired', data: {} });
  sync(w, bot);
}

/** The model's answer to a waiting request; 'accept' checks the balance and debits the first minute. */
export async function decide(w: WorldState, bot: Bot, p: Pending, move: DecisionMove): Promise<void> {
  if (bot.pendings.get(p.user.uuid) !== p) return;
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
  if (!(await canAfford(w, bot, p.user, p.voice))) return refuse(w, bot, p, 'BILLING');
  const balance = await debit(w, p.user, tariff, ledgerReason(p.voice), p.id);
  if (balance === null) return refuse(w, bot, p, 'BILLING');
  clearPending(w, bot, p);
  for (const other of [...bot.pendings.values()]) refuse(w, bot, other, 'MODEL_BUSY');
  const show: Show = {
    requestId: p.id,
    user: p.user,
    conn: p.conn.closed ? null : p.conn,
    voice: p.voice,
    tariff,
    startedAt: w.clock.now(),
    fees: { privateShowFee: tariff, privateChatTipFee: 0, tipMenuFee: 0, toysMenuFee: 0 },
    billTimer: null,
    endTimer: null,
    holdTimer: null,
    held: false,
  };
  bot.show = show;
  bot.phase = 'PRIVATE';
  sync(w, bot, new Map(show.conn ? [[show.conn, 'PRIVATE_SHOW_STARTED_BY_CLIENT']] : []));
  pushViewers(bot);
  lowBalanceCheck(show, balance);
  scheduleBilling(w, bot, show);
  if (!w.frozen) planEnd(w, bot, show);
  if (!show.conn) hold(w, bot, show);
}

function lowBalanceCheck(show: Show, balance: number): void {
  const remainingMinutes = Math.floor(balance / show.tariff);
  if (show.conn && remainingMinutes <= 2) send(show.conn, { channel: 'room', event: 'onPrivateShowLowBalance', data: { remainingMinutes } });
}

/** Every minute of a watched show: debited, or the show ends by billing. */
function scheduleBilling(w: WorldState, bot: Bot, show: Show): void {
  const bill = (): void => {
    show.billTimer = w.clock.setTimeout(bill, MINUTE);
    w.queue.serial(async () => {
      if (bot.show !== show || show.held || !show.user) return;
      const balance = await debit(w, show.user, show.tariff, ledgerReason(show.voice), show.requestId);
      if (bot.show !== show) return;
      if (balance === null) return endShow(w, bot, 'PRIVATE_SHOW_DISABLED_BY_BILLING');
      show.fees.privateShowFee += show.tariff;
      lowBalanceCheck(show, balance);
    });
  };
  show.billTimer = w.clock.setTimeout(bill, MINUTE);
}

/**
 * The show ends: spies end with it, the bot is PUBLIC again, the rooms are told, and a member's show is completed (a
 * compliment may name it) with its fees told to the viewer's tab.
 */
export function endShow(w: WorldState, bot: Bot, reason: StateChangeReason): void {
  const show = bot.show;
  if (!show) return;
  w.clock.clearTimeout(show.billTimer);
  w.clock.clearTimeout(show.endTimer);
  w.clock.clearTimeout(show.holdTimer);
  for (const spy of [...bot.spies.values()]) endSpy(w, bot, spy, 'NONE', false);
  bot.show = null;
  bot.phase = 'PUBLIC';
  const reasons = new Map<Conn, StateChangeReason>();
  if (show.conn) reasons.set(show.conn, reason);
  sync(w, bot, reasons);
  pushViewers(bot);
  if (show.user) {
    w.completed.set(show.requestId, { userUuid: show.user.uuid, bot });
    if (show.conn) send(show.conn, { channel: 'room', event: 'onPrivateShowCompleted', data: { ...show.fees, privateRequestId: show.requestId } });
  }
}

/** The show's tab went away: the show waits HOLD_MS for the viewer (incompleteSessionFound), unbilled meanwhile. */
export function hold(w: WorldState, bot: Bot, show: Show): void {
  show.conn = null;
  show.held = true;
  w.clock.clearTimeout(show.billTimer);
  show.billTimer = null;
  show.holdTimer = w.clock.setTimeout(
    () => w.queue.serial(() => bot.show === show && show.held && endShow(w, bot, 'PRIVATE_SHOW_CANCELED_DUE_TO_TECHNICAL_REASONS')),
    HOLD_MS,
  );
}

/** The viewer came back to the held show (room.enter with restorePrivateShow): watched and billed again. */
export function resume(w: WorldState, bot: Bot, show: Show, conn: Conn): void {
  w.clock.clearTimeout(show.holdTimer);
  show.holdTimer = null;
  show.held = false;
  show.conn = conn;
  scheduleBilling(w, bot, show);
}

export function heldShowOf(w: WorldState, uuid: string): { bot: Bot; show: Show } | null {
  for (const bot of w.bots) if (bot.show?.held && bot.show.user?.uuid === uuid) return { bot, show: bot.show };
  return null;
}
