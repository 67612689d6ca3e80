/**
 * The headset feeds: the catalogue in DeoVR's JSON format at `/deovr` (the format DeoVR's
 * own sites and open-source servers such as stash-vr produce) and in HereSphere's at `/heresphere`. Headset apps call
 * these, not the site; the schemas pin the shapes the reference backend sends.
 */
import { z } from 'zod/mini';

const url = z.string().check(z.regex(/^https?:\/\//, 'an absolute URL'));

/** DeoVR: the library (GET, or POST with `login` and `password`). */
export const DeoVrLibrary = z.object({
  authorized: z.enum(['0', '1']),
  scenes: z.array(
    z.object({
      name: z.string(),
      list: z.array(z.object({ title: z.string(), videoLength: z.number(), thumbnailUrl: url, video_url: url })),
    }),
  ),
});
export type DeoVrLibrary = z.infer<typeof DeoVrLibrary>;

export const DEOVR_SCREEN_TYPES = ['flat', 'dome', 'sphere', 'fisheye', 'mkx200', 'rf52'] as const;

/** DeoVR: one scene. */
export const DeoVrScene = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  authorized: z.enum(['0', '1']),
  videoLength: z.number(),
  is3d: z.boolean(),
  screenType: z.enum(DEOVR_SCREEN_TYPES),
  stereoMode: z.enum(['off', 'sbs', 'tb']),
  thumbnailUrl: url,
  videoThumbnail: url,
  videoPreview: url,
  isFavorite: z.boolean(),
  encodings: z.array(
    z.object({ name: z.string(), videoSources: z.array(z.object({ resolution: z.number(), height: z.number(), width: z.number(), url })) }),
  ),
  timeStamps: z.array(z.object({ ts: z.number(), name: z.string() })),
  fleshlight: z.array(z.object({ title: z.string(), url })),
});
export type DeoVrScene = z.infer<typeof DeoVrScene>;

/** HereSphere's request body: credentials, and a member's writes of the favourite and the rating. */
export const HereSphereRequest = z.object({
  username: z.optional(z.string().check(z.maxLength(320))),
  password: z.optional(z.string().check(z.maxLength(1000))),
  isFavorite: z.optional(z.boolean()),
  rating: z.optional(z.number().check(z.gte(0), z.lte(5))),
});
export type HereSphereRequest = z.infer<typeof HereSphereRequest>;

/** HereSphere: 1 a member, 0 a guest, -1 wrong credentials. */
const access = z.union([z.literal(1), z.literal(0), z.literal(-1)]);

export const HereSphereLibrary = z.object({
  access,
  library: z.array(z.object({ name: z.string(), list: z.array(url) })),
});
export type HereSphereLibrary = z.infer<typeof HereSphereLibrary>;

export const HereSphereScene = z.object({
  access,
  title: z.string(),
  description: z.string(),
  thumbnailImage: url,
  thumbnailVideo: url,
  dateReleased: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  duration: z.number(),
  rating: z.number(),
  isFavorite: z.boolean(),
  projection: z.enum(['equirectangular', 'equirectangular360', 'fisheye', 'perspective']),
  stereo: z.enum(['sbs', 'tb', 'mono']),
  isEyeSwapped: z.boolean(),
  fov: z.number(),
  lens: z.enum(['Linear', 'MKX220', 'MKX200', 'VRCA220']),
  scripts: z.array(z.object({ name: z.string(), url })),
  tags: z.array(z.object({ name: z.string(), start: z.number(), end: z.number() })),
  media: z.array(
    z.object({
      name: z.string(),
      sources: z.array(z.object({ resolution: z.number(), height: z.number(), width: z.number(), size: z.number(), url })),
    }),
  ),
  writeFavorite: z.boolean(),
  writeRating: z.boolean(),
  writeTags: z.boolean(),
  writeHSP: z.boolean(),
});
export type HereSphereScene = z.infer<typeof HereSphereScene>;
