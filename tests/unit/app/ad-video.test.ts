/**
 * The ad banner video's composition (app/screen-machines/ad-video.tsx): the machine provided for one video element
 * hears the element's IntersectionObserver (VISIBLE from 10 % in view, HIDDEN below) and plays (muted) and pauses
 * that element; the observer is disconnected when the machine stops.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { adVideo } from '../../../app/screen-machines/ad-video.tsx';

type Entry = { isIntersecting: boolean; intersectionRatio: number };

/** A stand-in for the browser's IntersectionObserver: the test reports entries to the observers it made. */
function fakeObservers() {
  const made: { report: (entry: Entry) => void; observed: unknown[]; disconnected: boolean; thresholds: number[] }[] = [];
  class FakeIntersectionObserver {
    private readonly record;
    constructor(callback: (entries: Entry[]) => void, options: { threshold: number[] }) {
      this.record = { report: (entry: Entry) => callback([entry]), observed: [] as unknown[], disconnected: false, thresholds: options.threshold };
      made.push(this.record);
    }
    observe(target: unknown) {
      this.record.observed.push(target);
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return made;
}

function fakeVideo() {
  const calls: string[] = [];
  const video = {
    muted: false,
    play: () => {
      calls.push(video.muted ? 'play muted' : 'play');
      return Promise.resolve();
    },
    pause: () => void calls.push('pause'),
  };
  return { video, calls };
}

afterEach(() => vi.unstubAllGlobals());

describe('ad video composed for its element', () => {
  it('plays the element, muted, once 10 % of it is in view, pauses it when it leaves, and stops observing when stopped', () => {
    const observers = fakeObservers();
    const { video, calls } = fakeVideo();
    const actor = createActor(adVideo.provide(undefined, { element: () => video as never }), { input: { hasStill: false } }).start();
    expect(observers).toHaveLength(1);
    const [observer] = observers;
    expect(observer?.observed).toEqual([video]);
    expect(observer?.thresholds).toEqual([0, 0.1]);

    observer?.report({ isIntersecting: true, intersectionRatio: 0.05 });
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(calls).toEqual([]);

    observer?.report({ isIntersecting: true, intersectionRatio: 0.0999 });
    expect(actor.getSnapshot().value).toBe('playing');
    expect(calls).toEqual(['play muted']);

    observer?.report({ isIntersecting: false, intersectionRatio: 0 });
    expect(actor.getSnapshot().value).toBe('paused');
    expect(calls).toEqual(['play muted', 'pause']);

    actor.stop();
    expect(observer?.disconnected).toBe(true);
  });

  it('waits without an observer where there is none (the server, an old browser)', () => {
    const { video, calls } = fakeVideo();
    const actor = createActor(adVideo.provide(undefined, { element: () => video as never }), { input: { hasStill: false } }).start();
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(calls).toEqual([]);
    actor.stop();
  });
});
