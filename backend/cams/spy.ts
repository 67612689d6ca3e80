/**
 * Spy mode in the simulated provider (§6, §9): a member watches another's private show, billed per started minute at
 * the bot's spy tariff, one request per minute. Spy time: after a debit that leaves less than one minute's tariff,
 * the notification feed gets broadcastSpyModeTimeExpireNotification, SPY_NOTICE_MS later broadcastSpyModeRemainingTime
 * {seconds: 10}, and at the minute spy mode ends (SPY_SHOW_DISABLED_BY_BILLING).
 */
import type { StateChangeReason } from '../../contracts/cam-provider.ts';
import { debit as debitMember } from './balances.ts';
import { MESSAGES, MINUTE, SPY_NOTICE_MS, SPY_REQUEST_INTERVAL_MS } from './cam-rules.ts';
import type { CamUser } from './cam-token.ts';
import { send, sync } from './room-events.ts';
import { showOf, spyTariffOf } from './room-view.ts';
import { CamRefusal } from './world-api.ts';
import type { Bot, Conn, Spy, WorldState } from './world-state.ts';

const debit = (w: WorldState, spy: { user: CamUser }, amount: number, bot: Bot): Promise<number | null> =>
  debitMember(w, spy.user.uuid, amount, 'spy', bot.def.id);

/** Spy mode ends; `tell` tells the room (not when the show it watched ends and tells it anyway). */
export function endSpy(w: WorldState, bot: Bot, spy: Spy, reason: StateChangeReason, tell = true): void {
  w.clock.clearTimeout(spy.billTimer);
  w.clock.clearTimeout(spy.noticeTimer);
  bot.spies.delete(spy.user.uuid);
  if (tell) sync(w, bot, new Map([[spy.conn, reason]]));
}

function spyBalanceCheck(w: WorldState, bot: Bot, spy: Spy, balance: number): void {
  const remainingMinutes = Math.floor(balance / spy.tariff);
  if (remainingMinutes <= 2) send(spy.conn, { channel: 'room', event: 'onSpyShowLowBalance', data: { remainingMinutes } });
  if (remainingMinutes === 0) {
    send(spy.conn, { channel: 'notification', event: 'broadcastSpyModeTimeExpireNotification', data: { broadcastId: bot.def.id } });
    spy.noticeTimer = w.clock.setTimeout(() => {
      if (bot.spies.get(spy.user.uuid) === spy)
        send(spy.conn, { channel: 'notification', event: 'broadcastSpyModeRemainingTime', data: { broadcastId: bot.def.id, seconds: 10 } });
    }, SPY_NOTICE_MS);
  }
}

function scheduleSpyBilling(w: WorldState, bot: Bot, spy: Spy): void {
  const bill = (): void => {
    spy.billTimer = w.clock.setTimeout(bill, MINUTE);
    w.queue.serial(async () => {
      if (bot.spies.get(spy.user.uuid) !== spy) return;
      const balance = await debit(w, spy, spy.tariff, bot);
      if (bot.spies.get(spy.user.uuid) !== spy) return;
      if (balance === null) return endSpy(w, bot, spy, 'SPY_SHOW_DISABLED_BY_BILLING');
      spyBalanceCheck(w, bot, spy, balance);
    });
  };
  spy.billTimer = w.clock.setTimeout(bill, MINUTE);
}

/** room.requestSpy: the first minute is debited at once. */
export async function startSpy(w: WorldState, bot: Bot, user: CamUser, conn: Conn): Promise<void> {
  const now = w.clock.now();
  const last = w.lastSpyRequest.get(user.uuid);
  if (last !== undefined && now - last < SPY_REQUEST_INTERVAL_MS) throw new CamRefusal(MESSAGES.spyLimit);
  w.lastSpyRequest.set(user.uuid, now);
  if (bot.phase !== 'PRIVATE' || !bot.spyEnabled || showOf(bot, user) || bot.spies.has(user.uuid)) throw new CamRefusal(MESSAGES.spyUnavailable);
  const tariff = spyTariffOf(bot);
  const balance = await debit(w, { user }, tariff, bot);
  if (balance === null) throw new CamRefusal(MESSAGES.spyNotEnough);
  const spy: Spy = { user, conn, tariff, billTimer: null, noticeTimer: null };
  bot.spies.set(user.uuid, spy);
  sync(w, bot, new Map([[conn, 'SPY_SHOW_STARTED_BY_CLIENT']]));
  spyBalanceCheck(w, bot, spy, balance);
  scheduleSpyBilling(w, bot, spy);
}

/** room.cancelSpy: also off the room's page (§4.3: the spy-time notices end spy mode there). */
export function cancelSpy(w: WorldState, user: CamUser): void {
  const bot = w.bots.find((b) => b.spies.has(user.uuid));
  if (!bot) throw new CamRefusal(MESSAGES.notSpying);
  const spy = bot.spies.get(user.uuid);
  if (spy) endSpy(w, bot, spy, 'SPY_SHOW_DISABLED_BY_CLIENT');
}
