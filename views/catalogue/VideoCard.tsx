/**
 * Video card (spec 000 §2.4 'Video card', §3 'Video' / 'Custom video item', §6 Join Now and favourite buttons):
 * poster with a muted looping preview while active, badges (resolution, acronym, AI for tech format 3, toy script),
 * HH:mm:ss duration, title with tooltip, 'Starring:' model links, Join Now in grid; the list layout adds
 * 'Quality:', 'Duration:', 'Release date:', position icons and a clamped description. Custom items open their
 * link in a new tab; in the unverified view every link goes to the join page (an expired member's: its renewal form). Presentational only.
 */
import { Fragment } from 'react';
import { isCustomVideo } from '../../contracts/guards.ts';
import type { CustomVideo } from '../../contracts/content-api.ts';

import { formatDuration } from '../../domain/format-duration.ts';
import { AppLink } from '../ui/AppLink.tsx';
import { FavoriteButton, RemoveFavoriteButton } from './FavoriteButton.tsx';
import { DownloadIcon, ExternalLinkIcon, PositionIcon, ToyIcon } from './icons.tsx';
import type { CardVideo, CardVideoItem, VideoCardOptions, VideoId, VideoLayout } from './types.ts';
import './catalogue.css';

/** Tech format id of AI videos (spec 000 §9). */
export const AI_FORMAT_ID = 3;
const POSTER_WIDTH = 640;
const POSTER_HEIGHT = 360;

export interface VideoCardProps extends Omit<VideoCardOptions, 'previewingId'> {
  video: CardVideoItem;
  layout: VideoLayout;
  isPreviewing: boolean;
  /** First row of a page: load the poster eagerly. */
  eager?: boolean;
}

/** What a card shows, the same for standard and custom items. */
interface CardData {
  id: VideoId;
  title: string;
  href: string;
  inNewTab: boolean;
  external: boolean;
  posterSrc: string | null;
  posterAlt: string;
  previewSrc: string | null;
  resolution: string;
  duration: number;
  isAi: boolean;
  hasToy: boolean;
  description: string;
  publishedAt: number;
  positions: number[];
  models: CardVideo['models'];
  starringText: string;
}

function cardData(video: CardVideoItem, verifiedView: boolean, joinUrl: string, linkQuery = ''): CardData {
  if (isCustomVideo(video)) return customData(video, verifiedView, joinUrl);
  return {
    id: video.id,
    title: video.title,
    href: verifiedView ? `/videos/${video.slug}/${linkQuery}` : joinUrl,
    inNewTab: verifiedView && video.isInNewTab === true,
    external: false,
    posterSrc: video.poster.permalink,
    posterAlt: video.poster.alt || video.title,
    previewSrc: video.videoPreviewPoster,
    resolution: video.higherActiveResolution,
    duration: video.videoSettings.duration,
    isAi: video.videoTechBar.formats.includes(AI_FORMAT_ID),
    hasToy: video.hasToyScript === true,
    description: video.description ?? '',
    publishedAt: video.publishedAt ?? 0,
    positions: (video.videoTechBar.positions ?? []).filter((p) => p >= 1 && p <= 6),
    models: video.models,
    starringText: '',
  };
}

function customData(video: CustomVideo, verifiedView: boolean, joinUrl: string): CardData {
  const title = video.title || video.text;
  return {
    id: video.id,
    title,
    href: verifiedView ? video.link || joinUrl : joinUrl,
    inNewTab: verifiedView,
    external: verifiedView,
    posterSrc: video.image?.permalink ?? null,
    posterAlt: video.image?.alt || title,
    previewSrc: null,
    resolution: video.resolution || '6K',
    duration: video.duration,
    isAi: false,
    hasToy: false,
    description: video.text,
    publishedAt: video.publishedAt,
    positions: [],
    models: [],
    starringText: video.starring,
  };
}

export function VideoCard(props: VideoCardProps) {
  const { video, layout, acronym, showJoinNow, joinUrl, isPreviewing, verifiedView, showReleaseDate, formatDate } = props;
  const d = cardData(video, verifiedView, joinUrl, props.linkQuery);
  const custom = isCustomVideo(video);
  const showDuration = !(layout === 'grid' && showJoinNow) && d.duration > 0;
  // The add button also needs a card that is not removable (spec 000 §6 'Favourite buttons').
  const canFavorite = Boolean(props.canFavorite && !custom && verifiedView && !props.removable && props.onToggleFavorite);
  const modelHref = (slug: string) => (verifiedView ? `/models/${slug}/` : joinUrl);

  const starring =
    d.models.length > 0 || d.starringText ? (
      <p className="cat-card-starring">
        {'Starring: '}
        {d.models.length > 0
          ? d.models.map((m, i) => (
              <Fragment key={m.id}>
                {i > 0 ? ', ' : null}
                <AppLink href={modelHref(m.slug)}>{m.title}</AppLink>
              </Fragment>
            ))
          : d.starringText}
      </p>
    ) : null;

  return (
    <article
      className={`cat-card cat-card--${layout}${isPreviewing ? ' is-previewing' : ''}`}
      onPointerEnter={() => props.onPointerEnter(d.id)}
      onPointerLeave={() => props.onPointerLeave(d.id)}
    >
      <div className="cat-card-media">
        <AppLink href={d.href} inNewTab={d.inNewTab} tabIndex={-1} aria-hidden="true">
          {d.posterSrc ? (
            <img
              src={d.posterSrc}
              alt={d.posterAlt}
              width={POSTER_WIDTH}
              height={POSTER_HEIGHT}
              loading={props.eager ? 'eager' : 'lazy'}
              fetchPriority={props.eager ? 'high' : undefined}
            />
          ) : (
            <span className="cat-card-poster--empty" />
          )}
          {isPreviewing && d.previewSrc ? (
            <video className="cat-card-preview" src={d.previewSrc} muted loop autoPlay playsInline preload="none" />
          ) : null}
        </AppLink>
        <ul className="cat-badges" aria-label="Video features">
          {d.resolution ? <li>{d.resolution}</li> : null}
          <li>{acronym}</li>
          {d.isAi ? <li className="cat-badge--ai">AI</li> : null}
          {d.hasToy ? (
            <li>
              <ToyIcon title="Toy script" />
            </li>
          ) : null}
        </ul>
        {showDuration && layout !== 'list' ? (
          <span className="cat-card-duration">
            <span className="cat-visually-hidden">Duration: </span>
            {formatDuration(d.duration)}
          </span>
        ) : null}
        {canFavorite ? (
          <FavoriteButton
            title={d.title}
            isFavorite={props.favoriteIds?.includes(String(d.id)) ?? false}
            onToggle={() => props.onToggleFavorite?.(d.id, d.title)}
          />
        ) : null}
        {props.removable && props.onRemove ? <RemoveFavoriteButton title={d.title} onRemove={() => props.onRemove?.(d.id)} /> : null}
      </div>
      <div className="cat-card-body">
        {props.renderTitle ? (
          props.renderTitle(
            d.title,
            <AppLink href={d.href} inNewTab={d.inNewTab}>
              {d.title}
              {d.external ? <ExternalLinkIcon title="Opens in a new tab" /> : null}
            </AppLink>,
            'cat-card-title',
            d.id,
          )
        ) : (
          <h3 className="cat-card-title">
            <AppLink href={d.href} inNewTab={d.inNewTab} title={d.title}>
              {d.title}
              {d.external ? <ExternalLinkIcon title="Opens in a new tab" /> : null}
            </AppLink>
          </h3>
        )}
        {layout !== 'simple' ? starring : null}
        {layout === 'list' ? (
          <>
            <dl className="cat-card-facts">
              {d.resolution ? (
                <div>
                  <dt>Quality:</dt>
                  <dd>{d.resolution}</dd>
                </div>
              ) : null}
              {d.duration > 0 ? (
                <div>
                  <dt>Duration:</dt>
                  <dd>{formatDuration(d.duration)}</dd>
                </div>
              ) : null}
              {showReleaseDate && d.publishedAt > 0 ? (
                <div>
                  <dt>Release date:</dt>
                  <dd>{formatDate(d.publishedAt)}</dd>
                </div>
              ) : null}
            </dl>
            {d.positions.length > 0 ? (
              <ul className="cat-positions" aria-label="Positions">
                {d.positions.map((p) => {
                  const name = props.positionNames?.[p] ?? `Position ${p}`;
                  return (
                    <li key={p} className="cat-position">
                      <PositionIcon id={p} />
                      {name}
                    </li>
                  );
                })}
              </ul>
            ) : null}
            {d.description ? (
              props.renderDescription ? (
                props.renderDescription(d.description, 'cat-card-description')
              ) : (
                <p className="cat-card-description">{d.description}</p>
              )
            ) : null}
          </>
        ) : null}
        {showJoinNow && layout !== 'simple' ? (
          <AppLink href={joinUrl} className="cat-button cat-card-join">
            Join Now
          </AppLink>
        ) : layout === 'list' && props.canDownload && !custom ? (
          props.onDownload ? (
            <button type="button" className="cat-button cat-card-download" onClick={() => props.onDownload?.(d.id)}>
              <DownloadIcon /> Download
            </button>
          ) : (
            // Without a download handler (a list that does not start downloads itself) the card leads to the video page's download options.
            <AppLink href={`${d.href}#download`} className="cat-button cat-card-download">
              <DownloadIcon /> Download
            </AppLink>
          )
        ) : null}
      </div>
    </article>
  );
}
