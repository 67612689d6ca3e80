/**
 * The vreels feed (spec 000 §2.4 'Vreels'): one vertical clip per screen (swipe, the mouse wheel, arrow keys, the
 * 'Previous clip' / 'Next clip' buttons), the active clip playing muted and inline while the machine says 'playing',
 * every other clip paused; a play button while stopped; a link to each clip's full scene. Renders the machine's snapshot
 * and sends its events; the markup lists every clip for a visitor without JavaScript.
 *
 * The feed's markup is swiper's, moved by the machine's index from the first render (so the buttons and the arrow keys
 * work at once). Swiper itself (vreels-swiper.ts, a chunk of its own: not in the page's first load) is fetched when the
 * visitor reaches for the feed (a pointer over it, a touch, focus in it, an arrow key) and started on that same markup:
 * the clip playing is not replaced, and focus stays where it is.
 */
import { useSelector } from './use-selector.ts';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import 'swiper/css';
import type { ActorRefFrom } from 'xstate';
import type { Vreel } from '../../contracts/vreels.ts';
import type { vreelsMachine } from '../../machines/vreels.machine.ts';
import { VreelClip } from './VreelClip.tsx';
import type { VreelsSwiper } from './vreels-swiper.ts';
import '../catalogue/vreels.css';

type Props = { screen: ActorRefFrom<typeof vreelsMachine>; items: Vreel[] };

/** The keys swiper's keyboard control moves a vertical feed with (without a modifier), and where. */
const MOVES: Record<string, 'NEXT' | 'PREV'> = { ArrowDown: 'NEXT', PageDown: 'NEXT', ArrowUp: 'PREV', PageUp: 'PREV' };

/** Whether focus is where typing goes (swiper's keyboard control leaves those keys alone there too). */
const typing = () => {
  const active = document.activeElement;
  return active instanceof HTMLElement && (active.isContentEditable || active.matches('input, textarea'));
};

/**
 * The feed: swiper fetched and started once reached (`reach`); until then the machine's index moves the feed's wrapper
 * and the arrow keys send the machine's moves. Swiper is stopped (its document listeners removed) when the feed goes.
 */
function useFeedSwiper(screen: Props['screen'], index: number) {
  const [reached, setReached] = useState(false);
  const feed = useRef<HTMLElement>(null);
  const swiper = useRef<VreelsSwiper | null>(null);
  const at = useRef(index);
  at.current = index;
  useLayoutEffect(() => {
    const started = swiper.current;
    if (started) {
      if (started.activeIndex !== index) started.slideTo(index);
      return;
    }
    const wrapper = feed.current?.querySelector<HTMLElement>('.swiper-wrapper');
    if (wrapper) wrapper.style.transform = index ? `translateY(${-100 * index}%)` : '';
  }, [index]);
  useEffect(() => {
    if (!reached) {
      const onKey = (event: KeyboardEvent) => {
        const move = MOVES[event.key];
        const rect = feed.current?.getBoundingClientRect();
        if (!move || !rect || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey || typing()) return;
        if (rect.bottom <= 0 || rect.top >= window.innerHeight) return;
        event.preventDefault();
        screen.send({ type: move });
        setReached(true);
      };
      window.addEventListener('keydown', onKey);
      return () => window.removeEventListener('keydown', onKey);
    }
    let live = true;
    void import('./vreels-swiper.ts').then(({ startVreelsSwiper }) => {
      const el = feed.current;
      if (!live || !el) return;
      swiper.current = startVreelsSwiper(el, at.current, (i) => screen.send({ type: 'SELECT', index: i }));
    });
    return () => {
      live = false;
      swiper.current?.destroy(true, false);
      swiper.current = null;
    };
  }, [reached, screen]);
  return { feed, reach: () => setReached(true) };
}

export function VreelsScreen({ screen, items }: Props) {
  const index = useSelector(screen, (s) => s.context.index);
  const playing = useSelector(screen, (s) => s.hasTag('playing'));
  const canNext = useSelector(screen, (s) => s.can({ type: 'NEXT' }));
  const canPrev = useSelector(screen, (s) => s.can({ type: 'PREV' }));
  const refusedRef = useRef(() => screen.send({ type: 'PLAY_REFUSED' }));
  const { feed, reach } = useFeedSwiper(screen, index);

  return (
    <section className="vreels" aria-labelledby="vreels-title">
      <h1 id="vreels-title" className="vreels__heading">
        VReels
      </h1>
      {items.length === 0 ? (
        <p className="vreels__empty">No clips yet.</p>
      ) : (
        <div className="vreels__phone">
          <section
            ref={feed}
            className="swiper swiper-vertical vreels__swiper"
            aria-roledescription="carousel"
            aria-label="Clips"
            onPointerEnter={reach}
            onTouchStart={reach}
            onFocus={reach}
          >
            <div className="swiper-wrapper vreels__wrapper">
              {items.map((item, i) => (
                <div className="swiper-slide" key={item.id}>
                  <VreelClip item={item} active={i === index} playing={playing} onRefused={refusedRef.current} />
                </div>
              ))}
            </div>
          </section>
          <div className="vreels__controls">
            <button type="button" className="vreels__button" onClick={() => screen.send({ type: 'PREV' })} disabled={!canPrev}>
              Previous clip
            </button>
            {playing ? (
              <button type="button" className="vreels__button vreels__button--main" onClick={() => screen.send({ type: 'PAUSE_CLICKED' })}>
                Pause
              </button>
            ) : (
              <button type="button" className="vreels__button vreels__button--main" onClick={() => screen.send({ type: 'PLAY_CLICKED' })}>
                Play
              </button>
            )}
            <button type="button" className="vreels__button" onClick={() => screen.send({ type: 'NEXT' })} disabled={!canNext}>
              Next clip
            </button>
          </div>
          <p className="vreels__position" aria-live="polite">
            Clip {index + 1} of {items.length}
          </p>
        </div>
      )}
    </section>
  );
}
