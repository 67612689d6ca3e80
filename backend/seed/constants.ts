/** Fixed facts of the demo seed: base date, counts, media URL conventions. */

/** Bump when the seed's shape changes: ensureSeeded reseeds a database seeded by another version. */
export const SEED_VERSION = 37;
export const SEED = 20261101;
/** Base date of all generated times: 2026-11-01T00:00:00Z in unix seconds. */
export const BASE_TIME = Date.UTC(2026, 10, 1) / 1000;
export const DAY = 86_400;

export const VIDEO_COUNT = 156;
export const MODEL_COUNT = 60;
export const BLOG_POST_COUNT = 20;

export const art = {
  video: (id: number | string) => `/media/art/video/${id}.svg`,
  model: (id: number) => `/media/art/model/${id}.svg`,
  category: (slug: string) => `/media/art/category/${slug}.svg`,
  blog: (id: number) => `/media/art/blog/${id}.svg`,
  /** Image n (1 to 99) of a blog post's gallery: blog art of its own seed. */
  blogGallery: (postId: number, n: number) => `/media/art/blog/${postId * 100 + n}.svg`,
  announcement: (id: number) => `/media/art/announcement/${id}.svg`,
  device: (slug: string) => `/media/art/device/${slug}.svg`,
  partner: (slug: string) => `/media/art/partner/${slug}.svg`,
  promo: (slug: string) => `/media/art/promo/${slug}.svg`,
  icon: (name: 'home' | 'videos' | 'models' | 'categories') => `/media/art/icon/${name}.svg`,
  logoHeader: '/media/art/logo-header.svg',
  logoFooter: '/media/art/logo-footer.svg',
};

/** The forum discussion of a video's comments, and of a model's (one each, spec 000 §2.4). */
export const videoDiscussionId = (videoId: number): number => videoId;
export const modelDiscussionId = (modelId: number): number => 1000 + modelId;

/** Clip number used by video `id` (1 to 6). */
export const clipOf = (id: number): number => ((id - 1) % 6) + 1;
export const clips = {
  preview: (n: number) => `/media/clips/preview-${n}.webm`,
};

export const slugify = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
