/**
 * The embed page's player (spec 000 §2.4 'Embed page'): the trailer in the VR player (or, before the app runs, the
 * browser's own player) on its poster, the
 * title, and a link to the video's page on the site (a new tab: the page is usually framed by another site). With no
 * trailer file, the poster and the link alone.
 */
import type { ReactNode, Ref } from 'react';
import type { PlayerSource } from '../../contracts/content-api.ts';
import { AppLink } from '../ui/AppLink.tsx';
import './embed.css';

export type EmbedVideo = { slug: string; title: string; poster: string; trailer: PlayerSource[] };

/**
 * `player`: the VR player composed by the route (after hydration); until then the browser's own player, reachable
 * through `nativeRef`.
 */
export function EmbedPlayer({
  video,
  siteName,
  player,
  nativeRef,
}: {
  video: EmbedVideo;
  siteName: string;
  player?: ReactNode;
  nativeRef?: Ref<HTMLVideoElement>;
}) {
  const href = `/videos/${video.slug}/`;
  return (
    <div className="embed-player">
      {player && video.trailer.length > 0 ? (
        player
      ) : video.trailer.length > 0 ? (
        <video
          ref={nativeRef}
          className="embed-player__media"
          controls
          playsInline
          preload="metadata"
          poster={video.poster}
          aria-label={`${video.title} trailer`}
        >
          {video.trailer.map((s) => (
            <source key={`${s.quality}-${s.src}`} src={s.src} type={s.type || 'video/webm'} />
          ))}
        </video>
      ) : (
        <img className="embed-player__media" src={video.poster} alt={video.title} />
      )}
      <div className="embed-player__bar">
        <h1 className="embed-player__title">{video.title}</h1>
        <AppLink href={href} inNewTab className="embed-player__link">
          {`Watch on ${siteName}`}
        </AppLink>
      </div>
    </div>
  );
}
