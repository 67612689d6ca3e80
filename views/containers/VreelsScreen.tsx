/**
 * The vreels feed (spec 000 §2.4 'Vreels'): one vertical clip per screen on a vertical swiper (swipe, arrow keys,
 * the 'Previous clip' / 'Next clip' buttons), the active clip playing muted and inline while the machine says
 * 'playing', every other clip paused; a play button while stopped; a link to each clip's full scene. Renders the
 * machine's snapshot and sends its events; the markup lists every clip for a visitor without JavaScript.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { A11y, Keyboard, Mousewheel } from 'swiper/modules';
import { Swiper, type SwiperClass, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import type { ActorRefFrom } from 'xstate';
import type { Vreel } from '../../contracts/vreels.ts';
import type { vreelsMachine } from '../../machines/vreels.machine.ts';
import { AppLink } from '../ui/AppLink.tsx';
import '../catalogue/vreels.css';

type Props = { screen: ActorRefFrom<typeof vreelsMachine>; items: Vreel[] };

function Clip({ item, active, playing, onRefused }: { item: Vreel; active: boolean; playing: boolean; onRefused: () => void }) {
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
    // Only the shown clip is in the tab order: a hidden clip's link would slide the feed under the keyboard.
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

export function VreelsScreen({ screen, items }: Props) {
  const index = useSelector(screen, (s) => s.context.index);
  const playing = useSelector(screen, (s) => s.hasTag('playing'));
  const canNext = useSelector(screen, (s) => s.can({ type: 'NEXT' }));
  const canPrev = useSelector(screen, (s) => s.can({ type: 'PREV' }));
  const swiper = useRef<SwiperClass | null>(null);
  const refusedRef = useRef(() => screen.send({ type: 'PLAY_REFUSED' }));
  useEffect(() => {
    if (swiper.current && swiper.current.activeIndex !== index) swiper.current.slideTo(index);
  }, [index]);

  return (
    <section className="vreels" aria-labelledby="vreels-title">
      <h1 id="vreels-title" className="vreels__heading">
        VReels
      </h1>
      {items.length === 0 ? (
        <p className="vreels__empty">No clips yet.</p>
      ) : (
        <div className="vreels__phone">
          <Swiper
            className="vreels__swiper"
            modules={[A11y, Keyboard, Mousewheel]}
            direction="vertical"
            slidesPerView={1}
            keyboard={{ enabled: true }}
            mousewheel={{ forceToAxis: true }}
            a11y={{ enabled: true, prevSlideMessage: 'Previous clip', nextSlideMessage: 'Next clip' }}
            onSwiper={(s) => {
              swiper.current = s;
            }}
            onSlideChange={(s) => screen.send({ type: 'SELECT', index: s.activeIndex })}
          >
            {items.map((item, i) => (
              <SwiperSlide key={item.id}>
                <Clip item={item} active={i === index} playing={playing} onRefused={refusedRef.current} />
              </SwiperSlide>
            ))}
          </Swiper>
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
