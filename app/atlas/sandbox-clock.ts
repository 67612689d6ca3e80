/**
 * The sandbox's time: a simulated clock that knows when its next timer is due, and which delayed events
 * the actor system holds with when each is due on that clock, so the atlas can say which transitions the next
 * advance of the clock takes (an `after` transition's event is delayed by the system's scheduler).
 */
import { type AnyActorRef, type EventObject, SimulatedClock } from 'xstate';

/** A SimulatedClock that knows when its next timer is due. */
export class SandboxClock extends SimulatedClock {
  private readonly due = new Map<number, number>();
  /** Told each time a timer is set, after the scheduler has listed the event it delays. */
  onSet: () => void = () => {};
  override setTimeout(fn: (...args: unknown[]) => void, timeout: number): number {
    const id: number = super.setTimeout((...args: unknown[]) => {
      this.due.delete(id);
      fn(...args);
    }, timeout);
    this.due.set(id, this.now() + timeout);
    this.onSet();
    return id;
  }
  override clearTimeout(id: number): void {
    this.due.delete(id);
    super.clearTimeout(id);
  }
  /** Ms until the next timer, null when none waits. */
  nextIn(): number | null {
    return this.due.size === 0 ? null : Math.max(0, Math.min(...this.due.values()) - this.now());
  }
}

type Scheduled = { event: EventObject; delay: number; target: AnyActorRef };

/**
 * The delayed events of an actor system, each with the clock's time it is due at: noted when its timer is set
 * (XState's scheduler lists the event, then sets the timer; `startedAt` is the wall clock's, not the simulated one).
 */
export class ScheduledEvents {
  private readonly dueAt = new WeakMap<object, number>();
  constructor(
    private readonly system: Pick<AnyActorRef['system'], 'getSnapshot'>,
    private readonly clock: SandboxClock,
  ) {
    clock.onSet = () => this.note();
  }

  private list(): Scheduled[] {
    return Object.values(this.system.getSnapshot()._scheduledEvents);
  }

  private note(): void {
    for (const scheduled of this.list()) if (!this.dueAt.has(scheduled)) this.dueAt.set(scheduled, this.clock.now() + scheduled.delay);
  }

  /** The events to `target` that advancing the clock to its next timer delivers. */
  next(target: AnyActorRef): EventObject[] {
    const inMs = this.clock.nextIn();
    if (inMs === null) return [];
    const at = this.clock.now() + inMs;
    return this.list()
      .filter((scheduled) => scheduled.target === target && this.dueAt.get(scheduled) === at)
      .map((scheduled) => scheduled.event);
  }
}
