/**
 * A member's token balance as the simulated provider tells it: every debit (a tip, a menu item, a toy, a compliment, a
 * messenger tip, each minute of a private show or spy mode), a token pack's credit and the simulator's set push
 * `balanceChanged {balance}` on the notification feed to every connection the member is signed in on, so each tab's
 * header, tip presets and not-enough check follow the server (our reading of §3.3 `autoRefreshBalance`; the spec
 * shows no provider behaviour, backend/README.md).
 */
import { type LedgerReason, balanceOf, debitTokens } from './billing.ts';
import { send } from './room-events.ts';
import { type WorldState, nowSec } from './world-state.ts';

/** Tells every connection signed in as the member their balance. */
export function tellBalance(w: WorldState, userUuid: string, balance: number): void {
  for (const conn of w.conns) if (conn.user?.uuid === userUuid) send(conn, { channel: 'notification', event: 'balanceChanged', data: { balance } });
}

/** Reads the member's balance and tells it (after a change made outside the world: a token pack bought). */
export async function tellCurrentBalance(w: WorldState, userUuid: string): Promise<void> {
  tellBalance(w, userUuid, await balanceOf(w.db, userUuid));
}

/** Takes `amount` tokens and tells the new balance; null when the balance is short (nothing changes or is told). */
export async function debit(w: WorldState, userUuid: string, amount: number, reason: LedgerReason, ref: string): Promise<number | null> {
  const balance = await debitTokens(w.db, userUuid, amount, reason, ref, nowSec(w));
  if (balance !== null) tellBalance(w, userUuid, balance);
  return balance;
}
