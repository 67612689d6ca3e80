/**
 * Fake promise actors whose results the caller decides: the model tests' replay settles them by a path's
 * `xstate.done.actor.<id>` / `xstate.error.actor.<id>` steps, the atlas sandbox by the viewer's click on such a
 * transition. They record each call's input and how many run at once (the session's 'never two refreshes at
 * once' invariant). Plain XState, no test runner and no Node API, so a page can use them as well as a test.
 */
import { fromPromise } from 'xstate';

type Pending = { resolve: (value: unknown) => void; reject: (error: unknown) => void };

export class FakeActors {
  readonly calls: Record<string, unknown[]> = {};
  readonly inFlight: Record<string, number> = {};
  readonly maxInFlight: Record<string, number> = {};
  private readonly pending = new Map<string, Pending>();

  logic(name: string) {
    this.calls[name] = [];
    this.inFlight[name] = 0;
    this.maxInFlight[name] = 0;
    return fromPromise<unknown, unknown>(({ input, signal }) => {
      this.calls[name]?.push(input);
      this.inFlight[name] = (this.inFlight[name] ?? 0) + 1;
      this.maxInFlight[name] = Math.max(this.maxInFlight[name] ?? 0, this.inFlight[name] ?? 0);
      let done = false;
      const finish = () => {
        if (!done) this.inFlight[name] = (this.inFlight[name] ?? 1) - 1;
        done = true;
      };
      signal.addEventListener('abort', finish);
      return new Promise((resolve, reject) => {
        this.pending.set(name, {
          resolve: (value) => {
            finish();
            resolve(value);
          },
          reject: (error) => {
            finish();
            reject(error);
          },
        });
      });
    });
  }

  /**
   * Forgets every call, count and waiting result, for the next run of the same logic: a machine provided once serves
   * every path a test replays (providing it anew for each path built its state nodes again, half the replay's time).
   * Call it once the previous run's actor is stopped (its calls, aborted, are no longer in flight).
   */
  reset(): void {
    for (const name of Object.keys(this.calls)) {
      this.calls[name] = [];
      this.inFlight[name] = 0;
      this.maxInFlight[name] = 0;
    }
    this.pending.clear();
  }

  /** Whether a call of `name` waits for its result. */
  isPending(name: string): boolean {
    return this.pending.has(name);
  }

  settle(name: string, outcome: 'resolve' | 'reject', value: unknown): void {
    const pending = this.pending.get(name);
    if (!pending) throw new Error(`no pending call of ${name} to settle`);
    this.pending.delete(name);
    pending[outcome](value);
  }
}
