/**
 * Single video page (spec 000 §2.4 'Video page', 'Download control' options list; §6 Join Now on a video):
 * h1 title, the player area (poster / trailer / player / sharing panels), 'Starring:' model links, details
 * (duration, release date, quality badges, categories, description), the download options when the app allows
 * them, a 'Join Now' button when shown, and tabs (VideoPageTabs) whose default tab 'Suggested' shows the already
 * shuffled groups 'You May Also Like' (3), 'Suggested For You' (6) and 'Up Next' (the rest).
 */
import type { ReactNode } from 'react';
import type { Video } from '../../contracts/content-api.ts';
import { formatDuration } from '../../domain/format.ts';
import { AppLink } from '../ui/AppLink.tsx';
import { FavoriteButton } from './FavoriteButton.tsx';
import { AI_FORMAT_ID } from './VideoCard.tsx';
import { VideoGrid } from './VideoGrid.tsx';
import { VideoPageTabs } from './VideoPageTabs.tsx';
import { type VideoPanel, VideoPlayerArea } from './VideoPlayerArea.tsx';
import type { CardVideoItem, VideoCardOptions } from './types.ts';
import './catalogue.css';
import './video-page.css';

/** The badge of a free video reached from /free/ (it plays in full without a membership). */
export const FREE_BADGE = 'Free full video';

interface SuggestedGroups {
  liked: ReadonlyArray<CardVideoItem>;
  suggested: ReadonlyArray<CardVideoItem>;
  next: ReadonlyArray<CardVideoItem>;
}

const SUGGESTED_GROUP_TITLES = {
  liked: 'You May Also Like',
  suggested: 'Suggested For You',
  next: 'Up Next',
} as const;

export interface VideoPageProps extends VideoCardOptions {
  video: Video;
  /** Already shuffled by the app into liked (3), suggested (6) and next (the rest). */
  suggested: SuggestedGroups;
  panel: VideoPanel;
  onPlayTrailer: () => void;
  onPlayFull: () => void;
  onShare: () => void;
  onClosePanel: () => void;
  canWatchFull: boolean;
  /** A free video (reached from /free/): its badge says so. */
  free?: boolean;
  /** Absolute URL of this page, for the sharing panel. */
  pageUrl: string;
  /** The Download control (button, modal and alerts) the app composed for a viewer who may download. */
  download?: ReactNode;
  /** The forum comments (spec 000 §2.4 'Comments (forum-backed)'), under the tabs. */
  comments?: ReactNode;
  /** The VR player of a kind, composed by the route. */
  player?: (kind: 'full' | 'trailer') => ReactNode;
  /** The quality choice before playback (VideoPlayerArea). */
  quality?: { value: string | null; options: readonly string[]; onChange: (quality: string) => void };
  /** Extra tabs after 'Suggested' (e.g. comments): id, label, content. */
  extraTabs?: ReadonlyArray<{ id: string; label: string; content: ReactNode }>;
  selectedTab?: string;
  onTabChange?: (id: string) => void;
}

export function VideoPage(props: VideoPageProps) {
  const { video, suggested, panel, canWatchFull, pageUrl, extraTabs = [] } = props;
  const { onPlayTrailer, onPlayFull, onShare, onClosePanel, selectedTab, onTabChange, ...card } = props;
  const { verifiedView, showJoinNow, joinUrl, acronym, showReleaseDate, formatDate } = card;
  const modelHref = (slug: string) => (verifiedView ? `/models/${slug}/` : joinUrl);
  const qualities = [...new Set(video.videoFiles.filter((f) => f.fileSize !== -1).map((f) => f.quality))];
  const isAi = video.videoTechBar.formats.includes(AI_FORMAT_ID);
  const cardOptions: VideoCardOptions = {
    acronym: card.acronym,
    showJoinNow: card.showJoinNow,
    joinUrl: card.joinUrl,
    verifiedView: card.verifiedView,
    showReleaseDate: card.showReleaseDate,
    formatDate: card.formatDate,
    previewingId: card.previewingId,
    onPointerEnter: card.onPointerEnter,
    onPointerLeave: card.onPointerLeave,
    positionNames: card.positionNames,
    canFavorite: card.canFavorite,
    favoriteIds: card.favoriteIds,
    onToggleFavorite: card.onToggleFavorite,
  };
  const groups = (['liked', 'suggested', 'next'] as const).filter((g) => suggested[g].length > 0);

  return (
    <div className="cat-page cat-video">
      <div className="cat-video-heading">
        <h1>{video.title}</h1>
        {card.canFavorite && verifiedView && card.onToggleFavorite ? (
          <FavoriteButton
            inline
            title={video.title}
            isFavorite={card.favoriteIds?.includes(String(video.id)) ?? false}
            onToggle={() => card.onToggleFavorite?.(video.id, video.title)}
          />
        ) : null}
      </div>
      <VideoPlayerArea
        video={video}
        panel={panel}
        canWatchFull={canWatchFull}
        pageUrl={pageUrl}
        onPlayTrailer={onPlayTrailer}
        onPlayFull={onPlayFull}
        onShare={onShare}
        onClosePanel={onClosePanel}
        player={props.player}
        quality={props.quality}
      />
      {showJoinNow ? (
        <AppLink href={joinUrl} className="cat-button cat-button--accent cat-video-join">
          Join Now
        </AppLink>
      ) : null}
      {props.download ? <div className="cat-video-actions">{props.download}</div> : null}
      {video.models.length > 0 ? (
        <p className="cat-video-starring">
          <span>Starring:</span>{' '}
          {video.models.map((m, i) => (
            <span key={m.id}>
              {i > 0 ? ', ' : null}
              <AppLink href={modelHref(m.slug)}>{m.title}</AppLink>
            </span>
          ))}
        </p>
      ) : null}
      <section className="cat-video-details" aria-label="Video details">
        <ul className="cat-badges cat-badges--inline" aria-label="Video features">
          <li>{video.higherActiveResolution}</li>
          <li>{acronym}</li>
          {props.free ? <li className="cat-badge--free">{FREE_BADGE}</li> : null}
          {isAi ? <li className="cat-badge--ai">AI</li> : null}
          {video.hasToyScript ? <li>Toy script</li> : null}
        </ul>
        <dl className="cat-card-facts">
          {video.videoSettings.duration > 0 ? (
            <div>
              <dt>Duration:</dt>
              <dd>{formatDuration(video.videoSettings.duration)}</dd>
            </div>
          ) : null}
          {showReleaseDate ? (
            <div>
              <dt>Release date:</dt>
              <dd>{formatDate(video.publishedAt)}</dd>
            </div>
          ) : null}
          {qualities.length > 0 ? (
            <div>
              <dt>Quality:</dt>
              <dd>{qualities.join(', ')}</dd>
            </div>
          ) : null}
          {video.categories.length > 0 ? (
            <div>
              <dt>Categories:</dt>
              <dd>
                {video.categories.map((c, i) => (
                  <span key={c.slug}>
                    {i > 0 ? ', ' : null}
                    <AppLink href={verifiedView ? `/categories/${c.slug}/` : joinUrl}>{c.name}</AppLink>
                  </span>
                ))}
              </dd>
            </div>
          ) : null}
        </dl>
        {video.description ? <p className="cat-video-description">{video.description}</p> : null}
      </section>
      <VideoPageTabs
        tabs={[
          {
            id: 'suggested',
            label: 'Suggested',
            content: groups.map((g) => (
              <section key={g} className="cat-section" aria-labelledby={`suggested-${g}`}>
                <h2 id={`suggested-${g}`}>{SUGGESTED_GROUP_TITLES[g]}</h2>
                <VideoGrid {...cardOptions} title={SUGGESTED_GROUP_TITLES[g]} videos={suggested[g]} />
              </section>
            )),
          },
          ...extraTabs,
        ]}
        selectedTab={selectedTab}
        onTabChange={onTabChange}
      />
      {props.comments}
    </div>
  );
}
