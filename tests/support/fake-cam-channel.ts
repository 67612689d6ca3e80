/**
 * A fake provider interface for the room's tests: operations answered by a table (or held until the test releases
 * them, to order an answer after an event), events pushed by the test, the requests recorded.
 */
import type { CamChannelClient, CamEvent, CamOp } from '../../contracts/cam-channel.ts';

type Answer = { ok: true; result: unknown } | { ok: false; error: string };

export function fakeCamChannel(answers: Partial<Record<CamOp, Answer>>, { hold = [] }: { hold?: readonly CamOp[] } = {}) {
  const listeners = new Set<(event: CamEvent) => void>();
  const requests: { op: CamOp; args: unknown }[] = [];
  const held = new Map<CamOp, () => void>();
  const answerOf = (op: CamOp) => (answers[op] ?? { ok: true, result: {} }) as never;
  const channel: CamChannelClient = {
    request: (op, args) => {
      requests.push({ op, args });
      if (!hold.includes(op)) return Promise.resolve(answerOf(op));
      return new Promise((resolve) => held.set(op, () => resolve(answerOf(op))));
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => {},
  };
  const push = (event: CamEvent) => {
    for (const listener of listeners) listener(event);
  };
  /** Answers a held operation's request. */
  const release = (op: CamOp) => held.get(op)?.();
  return { channel, requests, push, release };
}
