/**
 * The provider-interface operations of a room's chat: a message, a tip, a tip-menu item, a toy. Paid ones are debited
 * from the member's balance, reach everybody in the room, and during the member's own show count in its fees.
 */
import { debit } from './balances.ts';
import type { LedgerReason } from './billing.ts';
import { MESSAGES } from './cam-rules.ts';
import type { CamUser } from './cam-token.ts';
import { type Handlers, memberIn, need, payingMemberIn } from './connections.ts';
import { appendChat, chatEntry, thankLater } from './room-chat.ts';
import { showOf } from './room-view.ts';
import type { ExtraFee } from './show.machine.ts';
import { CamRefusal } from './world-api.ts';
import type { Bot, WorldState } from './world-state.ts';

type ChatOp = Extract<keyof Handlers, `chat.${string}`>;

/** Debits a chat payment; during the member's own show it counts in that show's `fee`. */
async function pay(w: WorldState, bot: Bot, user: CamUser, amount: number, reason: LedgerReason, ref: string, fee: ExtraFee): Promise<number> {
  const balance = need(await debit(w, user.uuid, amount, reason, ref), MESSAGES.notEnoughTokens);
  showOf(bot, user)?.actor.send({ type: 'TIPPED', fee, amount });
  return balance;
}

export function chatOperations(w: WorldState): Pick<Handlers, ChatOp> {
  return {
    'chat.send': (conn, { text }) => {
      const { user, bot } = memberIn(conn);
      appendChat(bot, chatEntry(w, { userId: user.uuid, username: user.name, kind: 'message', text: text.trim() }), 'message');
      return {};
    },
    'chat.tip': async (conn, { amount }) => {
      const { user, bot } = payingMemberIn(conn);
      const balance = await pay(w, bot, user, amount, 'tip', bot.def.id, 'privateChatTipFee');
      appendChat(bot, chatEntry(w, { userId: user.uuid, username: user.name, kind: 'tip', amount }), 'tipsSent');
      thankLater(w, bot, user.name);
      return { balance };
    },
    'chat.tipMenu': async (conn, { itemId }) => {
      const { user, bot } = payingMemberIn(conn);
      const item = need(bot.tipMenuEnabled ? bot.def.tipMenu.find((i) => i.id === itemId) : undefined, MESSAGES.itemNotFound);
      const balance = await pay(w, bot, user, item.price, 'tip-menu', item.id, 'tipMenuFee');
      appendChat(
        bot,
        chatEntry(w, { userId: user.uuid, username: user.name, kind: 'tipMenu', amount: item.price, title: item.title }),
        'tipMenuItemPurchased',
      );
      thankLater(w, bot, user.name);
      return { balance };
    },
    'chat.toy': async (conn, { itemId, amount }) => {
      const { user, bot } = payingMemberIn(conn);
      const item = need(
        bot.def.toysMenu.find((i) => i.id === itemId),
        MESSAGES.itemNotFound,
      );
      if (item.price !== amount) throw new CamRefusal(MESSAGES.priceChanged);
      const balance = await pay(w, bot, user, item.price, 'toy', item.id, 'toysMenuFee');
      appendChat(
        bot,
        chatEntry(w, { userId: user.uuid, username: user.name, kind: 'toy', amount: item.price, title: item.title }),
        'toysMenuItemPurchased',
      );
      return { balance };
    },
  };
}
