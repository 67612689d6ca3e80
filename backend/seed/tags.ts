/**
 * Seeded tags and list flags (spec 000 §2.2 video and model tag pages, /free/, /vr-porn-compilations/; §7 GET
 * /model-tags): the model tags' list (models carry theirs since the first seed), the video tags, and which videos are
 * free or compilations. Drawn from a stream of their own, so the rest of the seed stays as it was.
 */
import type { Tag } from '../../contracts/content-api.ts';
import { SEED } from './constants.ts';
import { createRng } from './prng.ts';
import { seo } from './seo.ts';
import type { VideoRow } from './types.ts';
import { modelTags } from './words.ts';

export const videoTagWords = [
  { slug: 'pov', label: 'POV' },
  { slug: 'slow-dance', label: 'Slow Dance' },
  { slug: 'cosplay', label: 'Cosplay' },
  { slug: 'outdoors', label: 'Outdoors' },
  { slug: 'fitness', label: 'Fitness' },
  { slug: 'date-night', label: 'Date Night' },
  { slug: 'comedy', label: 'Comedy' },
  { slug: 'massage', label: 'Massage' },
] as const;

/** Every twelfth video (from the fifth) is free; every thirteenth (from the fourth) that is not free is a compilation. */
export const isFreeVideo = (id: number): boolean => id % 12 === 5;
export const isCompilation = (id: number): boolean => id % 13 === 4 && !isFreeVideo(id);

const tagOf = (t: { slug: string; label: string }, what: string): Tag => ({
  slug: t.slug,
  label: t.label,
  description: `${t.label} ${what}, hand-picked for virtual reality.`,
  seoParams: seo({
    title: `${t.label} VR ${what}`,
    description: `Browse ${t.label.toLowerCase()} ${what.toLowerCase()} in 6K and 8K virtual reality.`,
    keywords: `${t.label}, VR ${what.toLowerCase()}`,
  }),
});

export const buildVideoTags = (): Tag[] => videoTagWords.map((t) => tagOf(t, 'Videos'));
export const buildModelTags = (): Tag[] => modelTags.map((t) => tagOf(t, 'Models'));

/** Gives each video one or two tags and its free and compilation flags (in its data, as the content API answers it). */
export function tagVideos(videos: VideoRow[]): void {
  const rng = createRng(SEED + 10);
  for (const video of videos) {
    const tags = rng.sample(videoTagWords, rng.int(1, 2)).map((t) => ({ slug: t.slug, label: t.label }));
    Object.assign(video.data, { tags, isFree: isFreeVideo(video.id), isCompilation: isCompilation(video.id) });
  }
}
