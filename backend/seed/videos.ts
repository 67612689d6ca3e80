/**
 * Seeded videos and custom list items (spec 000 §3 'Video', §9 positions 1-6, AI format 3, transparency mode 3).
 * Clip conventions: video k uses look n = ((k-1) % 6) + 1: its card preview under /media/clips/, its VR variant
 * (variantOf: mostly 180° side-by-side, some 360° top-bottom, one fisheye, one flat) under /media/vr/.
 * Chapters and toy scripts draw from their own seeded sources, so adding them changed nothing else of the seed.
 */
import type { Chapter, CustomVideo, PlayerSource } from '../../contracts/content-api.ts';
import {
  FULL_SECONDS,
  VR_QUALITIES,
  VR_FORMATS,
  VR_VARIANTS,
  type VrFormatName,
  type VrKind,
  type VrQuality,
  type VrVariant,
  variantName,
  vrPaths,
} from '../media/vr-formats.ts';
import { BASE_TIME, DAY, VIDEO_COUNT, art, clipOf, clips, slugify, videoDiscussionId } from './constants.ts';
import { createRng, type Rng } from './prng.ts';
import { AI_FORMAT_ID, devices, qualityBytesPer30Min, qualityLabels, videoPositions } from './reference.ts';
import { toyScriptPath } from '../media/toy-scripts.ts';
import { seo } from './seo.ts';
import type { CategoryRow, CustomVideoRow, ModelRow, VideoData, VideoRow } from './types.ts';
import { sentences, titleEnds, titlePlaces, titleStarts } from './words.ts';

/** 'a' or 'an' before a phrase as it is said: 'an 8K …', 'an afternoon …', 'a 6K …' (English by sound, for the demo's words). */
export const withArticle = (phrase: string): string => `${/^(8|11\b|18|[aeio])/i.test(phrase) ? 'an' : 'a'} ${phrase}`;

const allQualities = ['2K', '3K', '4K', '5K', '6K', '8K'];

/** The VR variant video `id` plays: its look (clipOf) in 180° SBS, or 360° TB (id % 12 = 8, look 2), fisheye (153) or flat (150). */
export function variantOf(id: number): VrVariant {
  const look = clipOf(id);
  const format: VrFormatName = id === 153 ? 'fisheye190' : id === 150 ? 'flat' : id % 12 === 8 ? 'tb360' : 'sbs180';
  const variant = { look, format };
  if (!VR_VARIANTS.some((v) => v.look === look && v.format === format)) throw new Error(`no VR media for ${variantName(variant)}`);
  return variant;
}

/** File sizes of the generated VR clips, roughly (the seed is made before the media; the player needs no more). */
const APPROX_BYTES: Record<VrKind, Record<VrQuality, number>> = {
  trailer: { '2K': 700_000, '3K': 1_100_000 },
  full: { '2K': 1_100_000, '3K': 1_800_000 },
};

/** Three or four chapters over the full clip, named after positions (their own seeded source per video). */
function chaptersOf(id: number): Chapter[] {
  const rng = createRng(id * 7919 + 13);
  const count = rng.int(3, 4);
  const names = rng.sample(videoPositions, count).map((p) => p.name);
  const step = FULL_SECONDS / count;
  return names.map((name, i) => ({ title: i === 0 ? 'Intro' : name, start: i === 0 ? 0 : Math.round((i * step + rng.int(-5, 5) / 10) * 10) / 10 }));
}

function formatSize(bytes: number): string {
  return bytes >= 1e9 ? `${(bytes / 1e9).toFixed(1)} GB` : `${Math.round(bytes / 1e6)} MB`;
}

/** Draws `count` distinct titles; used for videos and then for upcoming scenes. */
export function titleDrawer(rng: Rng): (count: number) => string[] {
  const used = new Set<string>();
  return (count) => {
    const out: string[] = [];
    while (out.length < count) {
      const title = `${rng.pick(titleStarts)} ${rng.pick(titlePlaces)} ${rng.pick(titleEnds)}`;
      if (used.has(title)) continue;
      used.add(title);
      out.push(title);
    }
    return out;
  };
}

const joinNames = (names: string[]): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

export function buildVideos(rng: Rng, models: ModelRow[], categories: CategoryRow[], drawTitles: (n: number) => string[]): VideoRow[] {
  const standard = categories.filter((c) => c.type === null);
  const passthrough = standard.find((c) => c.slug === 'passthrough');
  // The first videos cycle through a shuffled model list, so every model has at least one video.
  const firstModels = rng.sample(models, models.length);
  const titles = drawTitles(VIDEO_COUNT);
  const rows: VideoRow[] = [];
  for (let id = 1; id <= VIDEO_COUNT; id++) {
    const title = titles[id - 1] ?? `Scene ${id}`;
    const slug = slugify(title);
    const publishedAt = BASE_TIME - (VIDEO_COUNT - id) * 2 * DAY + rng.int(0, 12) * 3600;
    const modelCount = rng.chance(0.4) ? 1 : rng.chance(0.75) ? 2 : 3;
    const cast: ModelRow[] = [];
    const lead = firstModels[id - 1] ?? rng.pick(models);
    cast.push(lead);
    while (cast.length < modelCount) {
      const m = rng.pick(models);
      if (!cast.includes(m)) cast.push(m);
    }
    const cats = rng.sample(standard, rng.int(1, 3));
    const isAi = id % 19 === 7;
    const formats = [1];
    if (passthrough && cats.includes(passthrough)) formats.push(2);
    if (isAi) formats.push(AI_FORMAT_ID);
    if (rng.chance(0.3)) formats.push(4);
    const top = rng.chance(0.25) ? '8K' : rng.chance(0.75) ? '6K' : '5K';
    const qualities = allQualities.slice(0, allQualities.indexOf(top) + 1);
    const duration = rng.int(12, 48) * 60 + rng.int(0, 59);
    const n = clipOf(id);
    const names = cast.map((m) => m.title);
    const poster = art.video(id);
    const description = `${joinNames(names)} ${names.length > 1 ? 'invite' : 'invites'} you to ${withArticle(title.toLowerCase())}. ${rng.sample(sentences, 2).join(' ')}`;
    const files = qualities.map((q) => ({ quality: q, fileSize: Math.round(((qualityBytesPer30Min[q] ?? 1e9) * duration) / 1800) }));
    const unavailable8k = id % 25 === 0;
    const variant = variantOf(id);
    const source = (kind: VrKind, quality: VrQuality): PlayerSource => ({
      src: vrPaths.clip(variant, kind, quality),
      quality,
      type: 'video/webm',
      fileSize: APPROX_BYTES[kind][quality],
    });
    const trailer: PlayerSource[] = VR_QUALITIES.map((q) => source('trailer', q));
    const full: PlayerSource[] = VR_QUALITIES.map((q) => source('full', q));
    if (unavailable8k) {
      // Not yet transcoded: fileSize -1 sources are dropped by the client (spec 000 §2.4 'Video page').
      trailer.push({ ...source('trailer', '3K'), quality: '8K', fileSize: -1 });
      full.push({ ...source('full', '3K'), quality: '8K', fileSize: -1 });
    }
    const data: VideoData = {
      id,
      slug,
      title,
      description,
      publishedAt,
      poster: { alt: title, permalink: poster },
      image: { alt: title, permalink: poster },
      videoPreviewPoster: clips.preview(n),
      higherActiveResolution: top,
      videoSettings: { duration, transparency: isAi ? { mode: 3 } : null },
      videoTechBar: { formats, positions: rng.sample([1, 2, 3, 4, 5, 6], rng.int(2, 4)).sort((a, b) => a - b) },
      hasToyScript: rng.chance(0.2),
      isInNewTab: false,
      tags: [],
      galleryImages: [],
      seoParams: seo({
        title: `${title} - VR Video with ${joinNames(names)}`,
        description: `${title}: ${withArticle(top)} virtual reality scene starring ${joinNames(names)}.`,
        image: poster,
        keywords: `${title}, ${names.join(', ')}, ${cats.map((c) => c.name).join(', ')}, VR video`,
        type: 'video.other',
      }),
      videoFiles: files,
      videoPlayerSources: { full, trailer },
      // The files there are, best first: the demo makes its clips in VR_QUALITIES only, and a download is the quality
      // it names (the catalogue's videoFiles and higherActiveResolution describe the imagined full release).
      downLoadVideoListForFront: [...VR_QUALITIES].reverse().map((q) => ({
        label: qualityLabels[q] ?? q,
        size: formatSize(APPROX_BYTES.full[q]),
        url: vrPaths.clip(variant, 'full', q),
        quality: q,
      })),
      vr: { ...VR_FORMATS[variant.format] },
      thumbnailSprites: { trailer: vrPaths.sprite(variant, 'trailer'), full: vrPaths.sprite(variant, 'full') },
      chapters: chaptersOf(id),
      toyScript: null,
      forumDiscussionId: videoDiscussionId(id),
      recommendedDevices: devices.map((d) => ({ name: d.name, qualities: d.qualities.filter((q) => qualities.includes(q)) })),
    };
    if (data.hasToyScript) data.toyScript = toyScriptPath(id);
    rows.push({
      id,
      slug,
      title,
      publishedAt,
      views: rng.int(500, 60_000),
      data,
      modelIds: cast.map((m) => m.id),
      categoryIds: cats.map((c) => c.id),
    });
  }
  return rows;
}

/** Custom 'upcoming-scene' list items (spec 000 §3 'Custom video item'), released every third day after `dayMs`, the seed's day. */
export function buildCustomVideos(rng: Rng, models: ModelRow[], drawTitles: (n: number) => string[], dayMs: number): CustomVideoRow[] {
  return drawTitles(5).map((title, index) => {
    const id = `upcoming-${index + 1}`;
    const cast = rng.sample(models, rng.int(1, 2)).map((m) => m.title);
    const data: CustomVideo = {
      type: 'upcoming-scene',
      id,
      title,
      text: `Coming soon: ${title} with ${joinNames(cast)}.`,
      link: '/join-now/',
      // Art ids after the last video: the media routes draw any positive integer id.
      image: { alt: title, permalink: art.video(VIDEO_COUNT + index + 1) },
      resolution: index % 2 === 0 ? '8K' : '6K',
      duration: rng.int(20, 45) * 60,
      starring: joinNames(cast),
      publishedAt: dayMs / 1000 + (index + 1) * 3 * DAY,
      isInNewTab: true,
    };
    return { id, type: 'upcoming-scene', sort: index + 1, data };
  });
}
