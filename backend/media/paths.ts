/**
 * URL paths of the generated media, for the seed and the content API to build
 * permalinks with (spec 000 §3: permalinks are prefixed with the content host;
 * DESIGN.md 'Data and media'). Each video id maps onto one of the six looks; VR media paths are in vr-formats.ts.
 */
import { CLIP_LOOKS } from './clip-recipes.ts';

export const mediaPaths = {
  videoArt: (id: number): string => `/media/art/video/${id}.svg`,
  modelArt: (id: number): string => `/media/art/model/${id}.svg`,
  categoryArt: (slug: string): string => `/media/art/category/${slug}.svg`,
  blogArt: (id: number): string => `/media/art/blog/${id}.svg`,
  announcementArt: (id: number): string => `/media/art/announcement/${id}.svg`,
  logo: (kind: 'header' | 'footer'): string => `/media/art/logo-${kind}.svg`,
  icon: (name: string): string => `/media/art/icon/${name}.svg`,
  /** The card preview clip of a video: video ids cycle through looks 1-6. */
  preview: (videoId: number): string => `/media/clips/preview-${((((Math.trunc(videoId) - 1) % CLIP_LOOKS) + CLIP_LOOKS) % CLIP_LOOKS) + 1}.webm`,
} as const;
