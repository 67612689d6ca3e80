/**
 * Seeded videos and custom list items (spec 000 §3 'Video', §9 positions 1-6, AI format 3, transparency mode 3).
 * Clip conventions: video k uses clip n = ((k-1) % 6) + 1 (trailer, preview and full files served under /media/clips/).
 */
import type { CustomVideo, PlayerSource } from '../../contracts/content-api.ts';
import { BASE_TIME, DAY, VIDEO_COUNT, art, clipOf, clips, slugify, videoDiscussionId } from './constants.ts';
import type { Rng } from './prng.ts';
import { AI_FORMAT_ID, devices, qualityBytesPer30Min, qualityLabels } from './reference.ts';
import { seo } from './seo.ts';
import type { CategoryRow, CustomVideoRow, ModelRow, VideoData, VideoRow } from './types.ts';
import { sentences, titleEnds, titlePlaces, titleStarts } from './words.ts';

const allQualities = ['2K', '3K', '4K', '5K', '6K', '8K'];

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
    const description = `${joinNames(names)} ${names.length > 1 ? 'invite' : 'invites'} you to a ${title.toLowerCase()}. ${rng.sample(sentences, 2).join(' ')}`;
    const files = qualities.map((q) => ({ quality: q, fileSize: Math.round(((qualityBytesPer30Min[q] ?? 1e9) * duration) / 1800) }));
    const unavailable8k = id % 25 === 0;
    const trailer: PlayerSource[] = [
      { src: clips.trailer(n), quality: '4K', type: 'video/webm', fileSize: 2_400_000 },
      { src: clips.trailer(n), quality: '6K', type: 'video/webm', fileSize: 4_100_000 },
    ];
    const full: PlayerSource[] = [
      { src: clips.full(n), quality: '4K', type: 'video/webm', fileSize: files.find((f) => f.quality === '4K')?.fileSize ?? 0 },
      { src: clips.full(n), quality: '6K', type: 'video/webm', fileSize: files.find((f) => f.quality === '6K')?.fileSize ?? 0 },
    ];
    if (unavailable8k) {
      // Not yet transcoded: fileSize -1 sources are dropped by the client (spec 000 §2.4 'Video page').
      trailer.push({ src: clips.trailer(n), quality: '8K', type: 'video/webm', fileSize: -1 });
      full.push({ src: clips.full(n), quality: '8K', type: 'video/webm', fileSize: -1 });
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
        description: `${title}: a ${top} virtual reality scene starring ${joinNames(names)}.`,
        image: poster,
        keywords: `${title}, ${names.join(', ')}, ${cats.map((c) => c.name).join(', ')}, VR video`,
        type: 'video.other',
      }),
      videoFiles: files,
      videoPlayerSources: { full, trailer },
      downLoadVideoListForFront: [...files].reverse().map((f) => ({
        label: qualityLabels[f.quality] ?? f.quality,
        size: formatSize(f.fileSize),
        url: clips.full(n),
        quality: f.quality,
      })),
      forumDiscussionId: videoDiscussionId(id),
      recommendedDevices: devices.map((d) => ({ name: d.name, qualities: d.qualities.filter((q) => qualities.includes(q)) })),
    };
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

/** Custom 'upcoming-scene' list items (spec 000 §3 'Custom video item'), released after the base date. */
export function buildCustomVideos(rng: Rng, models: ModelRow[], drawTitles: (n: number) => string[]): CustomVideoRow[] {
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
      publishedAt: BASE_TIME + (index + 1) * 3 * DAY,
      isInNewTab: true,
    };
    return { id, type: 'upcoming-scene', sort: index + 1, data };
  });
}
