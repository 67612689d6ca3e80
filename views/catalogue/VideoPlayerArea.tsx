/**
 * The video page's player area (spec 000 §2.4 'Video page'): panels that exclude each other — 'poster'
 * (poster with 'Play Trailer'), 'trailer' (poster plus the trailer), 'player' (full video, poster hidden),
 * 'sharing' (poster plus sharing panel). Which panel shows is decided by the app. Before playback the visitor may
 * choose the quality the player starts in ('Quality', when there is more than one); the player has its own choice.
 */
import { type ReactNode, Suspense } from 'react';
import type { PlayerSource, Video } from '../../contracts/content-api.ts';
import { LazySelect } from './LazySelect.tsx';
import { PlayIcon } from './icons.tsx';
import { lazyComponent } from '../ui/lazy.tsx';
import './video-page.css';

export type VideoPanel = 'poster' | 'trailer' | 'player' | 'sharing';

// The sharing panel opens with 'Share' only: its code comes as the button is reached for.
const SharePanel = lazyComponent(() => import('./SharePanel.tsx'), 'SharePanel');

interface VideoPlayerAreaProps {
  video: Video;
  panel: VideoPanel;
  canWatchFull: boolean;
  pageUrl: string;
  onPlayTrailer: () => void;
  onPlayFull: () => void;
  onShare: () => void;
  onClosePanel: () => void;
  /** The VR player of a kind, composed by the route; without it, the browser's own player. */
  player?: (kind: 'full' | 'trailer') => ReactNode;
  /** The quality to start in and its options (domain/player.ts qualityChoices), with the choice's callback. */
  quality?: { value: string | null; options: readonly string[]; onChange: (quality: string) => void };
}

function Player({ sources, poster, label }: { sources: ReadonlyArray<PlayerSource>; poster: string; label: string }) {
  return (
    <video className="cat-player-video" controls autoPlay playsInline poster={poster} aria-label={label}>
      {sources.map((s) => (
        <source key={`${s.quality}-${s.src}`} src={s.src} type={s.type || 'video/webm'} />
      ))}
    </video>
  );
}

export function VideoPlayerArea(props: VideoPlayerAreaProps) {
  const { video, panel, canWatchFull, pageUrl, quality } = props;
  const poster = video.poster.permalink;
  const playingFull = panel === 'player' && canWatchFull;
  return (
    <div className={`cat-player cat-player--${panel}`}>
      {playingFull ? (
        (props.player?.('full') ?? (
          <Player key="full" sources={video.videoPlayerSources.full} poster={poster} label={`${video.title} (full video)`} />
        ))
      ) : panel === 'trailer' ? (
        (props.player?.('trailer') ?? (
          <Player key="trailer" sources={video.videoPlayerSources.trailer} poster={poster} label={`${video.title} (trailer)`} />
        ))
      ) : (
        <div className="cat-player-poster">
          <img src={poster} alt={video.poster.alt || video.title} width={1280} height={720} loading="eager" fetchPriority="high" />
          <button type="button" className="cat-play-button" aria-label="Play Trailer" onClick={props.onPlayTrailer}>
            <PlayIcon />
            <span>Play Trailer</span>
          </button>
        </div>
      )}
      <div className="cat-player-actions">
        {quality && quality.options.length > 1 && panel !== 'trailer' && !playingFull ? (
          <LazySelect
            label="Quality"
            value={quality.value ?? quality.options[0] ?? ''}
            options={quality.options.map((q) => ({ id: q, label: q }))}
            onChange={quality.onChange}
          />
        ) : null}
        {canWatchFull && !playingFull ? (
          <button type="button" className="cat-button cat-button--accent" onClick={props.onPlayFull}>
            Watch Full Video
          </button>
        ) : null}
        {panel === 'trailer' || playingFull ? (
          <button type="button" className="cat-button" onClick={props.onClosePanel}>
            Close Player
          </button>
        ) : null}
        <button
          type="button"
          className="cat-button"
          aria-expanded={panel === 'sharing'}
          onClick={props.onShare}
          // Reaching for it fetches the panel's code.
          onPointerEnter={() => void SharePanel.preload()}
          onFocus={() => void SharePanel.preload()}
        >
          Share
        </button>
      </div>
      {panel === 'sharing' ? (
        <Suspense fallback={null}>
          <SharePanel url={pageUrl} title={video.title} onClose={props.onClosePanel} />
        </Suspense>
      ) : null}
    </div>
  );
}
