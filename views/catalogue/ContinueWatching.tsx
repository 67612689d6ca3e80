/**
 * 'Continue watching': a member's videos left part-way, each card with a bar of the share
 * watched ('Watched 42 %'). Nothing when there are none.
 */
import { VideoCard } from './VideoCard.tsx';
import type { CardVideo, VideoCardOptions } from './types.ts';
import './catalogue.css';

export type ContinueWatchingCard = CardVideo & { /** 0..1 */ watched: number };

export function ContinueWatching({ videos, ...card }: VideoCardOptions & { videos: ReadonlyArray<ContinueWatchingCard> }) {
  if (videos.length === 0) return null;
  return (
    <section className="cat-section" aria-labelledby="home-continue">
      <div className="cat-section-header">
        <h2 id="home-continue">Continue watching</h2>
      </div>
      <ul className="cat-grid cat-grid--grid" aria-label="Continue watching">
        {videos.map((video) => {
          const percent = Math.round(video.watched * 100);
          return (
            <li key={video.id} className="cat-continue">
              <VideoCard {...card} video={video} layout="grid" isPreviewing={card.previewingId === video.id} />
              <progress className="cat-continue-bar" max={100} value={percent} aria-label={`Watched ${percent} %`} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
