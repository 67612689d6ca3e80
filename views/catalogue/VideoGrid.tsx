/**
 * A list of video cards (spec 000 §2.4 'Video lists', §2.1 layouts): a responsive grid (or a list) labelled
 * by its title; the first row loads eagerly.
 */
import { VideoCard } from './VideoCard.tsx';
import type { CardVideoItem, VideoCardOptions, VideoLayout } from './types.ts';
import './catalogue.css';

interface VideoGridProps extends VideoCardOptions {
  /** Accessible name of the list. */
  title: string;
  videos: ReadonlyArray<CardVideoItem>;
  layout?: VideoLayout;
  /** How many leading cards load their poster eagerly (the first row); default 0. */
  eagerCount?: number;
}

export function VideoGrid({ title, videos, layout = 'grid', eagerCount = 0, previewingId, ...card }: VideoGridProps) {
  if (videos.length === 0) return null;
  return (
    <ul className={`cat-grid cat-grid--${layout}`} aria-label={title}>
      {videos.map((video, i) => (
        <li key={`${video.id}-${i}`}>
          <VideoCard
            {...card}
            video={video}
            layout={layout}
            isPreviewing={previewingId !== null && previewingId === video.id}
            eager={i < eagerCount}
          />
        </li>
      ))}
    </ul>
  );
}
