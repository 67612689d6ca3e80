/**
 * One clip of the vreels feed (spec 000 §2.4 'Vreels'): its video, playing muted and inline while it is the active clip
 * and the feed plays, paused otherwise; its title, model and a link to its full scene. Only the shown clip is in the tab
 * order: a hidden clip's link would slide the feed under the keyboard.
 */
import { useEffect, useRef } from 'react';
import type { Vreel } from '../../contracts/vreels.ts';
import { AppLink } from '../ui/AppLink.tsx';

export function VreelClip({ item, active, playing, onRefused }: { item: Vreel; active: boolean; playing: boolean; onRefused: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const shouldPlay = active && playing;
  const wanted = useRef(shouldPlay);
  useEffect(() => {
    wanted.current = shouldPlay;
    const el = video.current;
    if (!el) return;
    // A play interrupted by a pause or a load that came first (AbortError) is no refusal: it is tried again while this
    // clip is still the one to play. Any other rejection (an autoplay policy: NotAllowedError) stops the feed.
    const play = (tries: number): void => {
      el.play().catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') {
          if (wanted.current && tries > 0) play(tries - 1);
          return;
        }
        onRefused();
      });
    };
    if (shouldPlay) {
      el.muted = true;
      play(2);
    } else {
      el.pause();
    }
  }, [shouldPlay, onRefused]);
  return (
    <article className="vreel" aria-label={item.title} data-active={active ? 'true' : undefined} inert={!active}>
      <video
        ref={video}
        className="vreel__video"
        src={item.src}
        poster={item.poster || undefined}
        muted
        playsInline
        loop
        preload={active ? 'auto' : 'none'}
        width={360}
        height={640}
        aria-label={`Clip: ${item.title}`}
      />
      <div className="vreel__caption">
        <h2 className="vreel__title">{item.title}</h2>
        {item.modelName ? <p className="vreel__model">{item.modelName}</p> : null}
        {item.videoSlug ? (
          <AppLink href={`/videos/${item.videoSlug}/`} className="vreel__scene">
            Watch the full scene<span className="visually-hidden">: {item.title}</span>
          </AppLink>
        ) : null}
      </div>
    </article>
  );
}
