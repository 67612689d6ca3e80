/**
 * The ad banner video's machine (machines/ad-video.machine.ts; spec 000 §2.3 'Ad banner') composed for one video
 * element (DESIGN 'Composition': the browser's services are provided here, never in a view): an IntersectionObserver
 * reports VISIBLE from 10 % in view and HIDDEN below, and the actions play (muted, so the browser lets it start) and
 * pause the element. The visit hands views `AdVideo`, the element with its machine started (one per video element);
 * on the server the machine is never started, so none of this runs there.
 */
import { useActorRef } from '@xstate/react';
import { useMemo, useRef } from 'react';
import { fromCallback } from 'xstate';
import { AD_VIDEO_VISIBLE_RATIO } from '../../domain/constants.ts';
import { type AdVideoEvent, adVideoMachine } from '../../machines/ad-video.machine.ts';
import { type AdVideoProps, AdVideoElement } from '../../views/catalogue/AdVideoElement.tsx';
import { defineScreenMachine } from './define.ts';

/** Thresholds are crossed with float error (a ratio of 0.0999 at the 10 % crossing counts as 10 %). */
const VISIBLE_FROM = AD_VIDEO_VISIBLE_RATIO - 0.005;

export const adVideo = defineScreenMachine({
  id: 'adVideo',
  machine: adVideoMachine,
  provide: (_services: unknown, { element }: { element: () => HTMLVideoElement | null }) =>
    adVideoMachine.provide({
      actions: {
        play: () => {
          const video = element();
          if (!video) return;
          video.muted = true;
          // A refused or interrupted start (data saver, the element removed) leaves the still: nothing to report.
          video.play().catch(() => {});
        },
        pause: () => element()?.pause(),
      },
      actors: {
        visibility: fromCallback<AdVideoEvent>(({ sendBack }) => {
          const video = element();
          if (!video || typeof IntersectionObserver === 'undefined') return;
          const observer = new IntersectionObserver(
            (entries) => {
              const entry = entries[entries.length - 1];
              if (!entry) return;
              sendBack(entry.isIntersecting && entry.intersectionRatio >= VISIBLE_FROM ? { type: 'VISIBLE' } : { type: 'HIDDEN' });
            },
            { threshold: [0, AD_VIDEO_VISIBLE_RATIO] },
          );
          observer.observe(video);
          return () => observer.disconnect();
        }),
      },
    }),
});

/** A banner's video element with its ad-video machine, started while it is mounted (started when 10 % in view, after 1500 ms on a still). */
export function AdVideo(props: AdVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const machine = useMemo(() => adVideo.provide(undefined, { element: () => ref.current }), []);
  useActorRef(machine, { input: { hasStill: props.still !== undefined } });
  return <AdVideoElement ref={ref} {...props} />;
}
