/**
 * The simulated provider is single-threaded: every mutation — a tab's operation, the work of a timer, a control
 * move — runs on one serial queue, so billing, decisions and requests never interleave. Timers fire on the simulated
 * clock and queue their work; `settled` waits until the queue is empty (what `advance` waits for).
 */
import { CamRefusal } from './world-api.ts';

export interface SerialQueue {
  /** Runs `fn` after everything queued before it; a refusal or failure does not stop the queue. */
  serial<T>(fn: () => T | Promise<T>): Promise<T>;
  settled(): Promise<void>;
  /** Pushes after the current reply (a server sends the answer, then the event). */
  later(fn: () => void): void;
}

export function createSerialQueue(): SerialQueue {
  let queue: Promise<unknown> = Promise.resolve();
  let queued = 0;
  return {
    serial<T>(fn: () => T | Promise<T>): Promise<T> {
      queued += 1;
      const run = queue.then(fn);
      queue = run.then(
        () => {
          queued -= 1;
        },
        (err) => {
          queued -= 1;
          if (!(err instanceof CamRefusal)) console.error('[cams] simulator step failed:', err);
        },
      );
      return run;
    },
    async settled(): Promise<void> {
      while (queued > 0) await queue;
    },
    later(fn: () => void): void {
      setImmediate(fn);
    },
  };
}
