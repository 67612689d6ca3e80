/** The provider-interface's 'messenger.*' operations, handed to the world's messenger (refused when it has none). */
import type { CamOp } from '../../contracts/cam-channel.ts';
import { MESSAGES } from './cam-rules.ts';
import { type Handler, type Handlers, need } from './connections.ts';
import type { MessengerOp } from './messenger-api.ts';
import type { WorldState } from './world-state.ts';

const OPS = [
  'messenger.login',
  'messenger.logout',
  'messenger.ping',
  'messenger.chats',
  'messenger.chat',
  'messenger.modelClientId',
  'messenger.createPrivateChat',
  'messenger.messages',
  'messenger.read',
  'messenger.tip',
  'messenger.send',
] as const satisfies readonly MessengerOp[];

export function messengerOperations(w: WorldState): Pick<Handlers, Extract<CamOp, MessengerOp>> {
  const toMessenger =
    <O extends MessengerOp>(op: O): Handler<O> =>
    (conn, args) =>
      need(w.messenger, MESSAGES.messengerUnavailable).call(conn.messenger, op, args);
  return Object.fromEntries(OPS.map((op) => [op, toMessenger(op)])) as Pick<Handlers, Extract<CamOp, MessengerOp>>;
}
