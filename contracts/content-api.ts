/** Content API ({content} = {contentHost}/api/content/v1): catalogue entities and lists (spec 000 §3, §7). */
import { z } from 'zod/mini';
import { Media, SeoParams, emptySeoParams, itemOf, listOf } from './common.ts';

export const ModelRef = z.object({ id: z.number(), slug: z.string(), title: z.string() });
export type ModelRef = z.infer<typeof ModelRef>;

export const PlayerSource = z.object({
  src: z.string(),
  quality: z.string(),
  type: z._default(z.string(), 'video/webm'),
  fileSize: z._default(z.number(), 0),
});
export type PlayerSource = z.infer<typeof PlayerSource>;

/**
 * How a video's frame maps onto the viewer's sphere: the projection, the stereo layout (left eye on the
 * left or top half) and the lens's field of view in degrees (180/360 for equirectangular, 190-220 for fisheye, 0 flat).
 */
export const VrFormat = z.object({
  projection: z.enum(['flat', 'equirect180', 'equirect360', 'fisheye']),
  stereo: z.enum(['mono', 'sbs', 'tb']),
  fov: z.number().check(z.nonnegative(), z.lte(360)),
});
export type VrFormat = z.infer<typeof VrFormat>;
export const DEFAULT_VR_FORMAT: VrFormat = { projection: 'equirect180', stereo: 'sbs', fov: 180 };

/** A chapter of the full video: its title and where it starts (seconds into the video file). */
export const Chapter = z.object({ title: z.string(), start: z.number().check(z.nonnegative()) });
export type Chapter = z.infer<typeof Chapter>;

export const DownloadOption = z.object({ label: z.string(), size: z.string(), url: z.string(), quality: z.string() });

export const Video = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  description: z._default(z.string(), ''),
  publishedAt: z.number().check(z.int()),
  poster: Media,
  image: z._default(z.nullable(Media), null),
  videoPreviewPoster: z._default(z.nullable(z.string()), null),
  higherActiveResolution: z._default(z.string(), '6K'),
  videoSettings: z._default(
    z.object({
      duration: z.number().check(z.nonnegative()),
      transparency: z._default(z.nullable(z.object({ mode: z.number() })), null),
    }),
    { duration: 0, transparency: null },
  ),
  models: z._default(z.array(ModelRef), []),
  categories: z._default(z.array(z.object({ slug: z.string(), name: z.string() })), []),
  videoTechBar: z._default(z.object({ formats: z._default(z.array(z.number()), []), positions: z._default(z.array(z.number()), []) }), {
    formats: [],
    positions: [],
  }),
  hasToyScript: z._default(z.boolean(), false),
  isInNewTab: z._default(z.boolean(), false),
  tags: z._default(z.array(z.object({ slug: z.string(), label: z.string() })), []),
  galleryImages: z._default(z.array(Media), []),
  seoParams: z._default(SeoParams, emptySeoParams),
  videoFiles: z._default(z.array(z.object({ quality: z.string(), fileSize: z.number() })), []),
  videoPlayerSources: z._default(z.object({ full: z._default(z.array(PlayerSource), []), trailer: z._default(z.array(PlayerSource), []) }), {
    full: [],
    trailer: [],
  }),
  downLoadVideoListForFront: z._default(z.array(DownloadOption), []),
  recommendedDevices: z._default(z.array(z.object({ name: z.string(), qualities: z.array(z.string()) })), []),
  /** The forum discussion of its comments (spec 000 §2.4 'Comments (forum-backed)'); null: none. */
  forumDiscussionId: z._default(z.nullable(z.number()), null),
  vr: z._default(VrFormat, DEFAULT_VR_FORMAT),
  /** Seek-bar preview sprites (spec 000 §2.4: trailer 8x8 = 64 frames, full 16x16 = 256 frames, 4:3 frames). */
  thumbnailSprites: z._default(z.object({ trailer: z._default(z.nullable(z.string()), null), full: z._default(z.nullable(z.string()), null) }), {
    trailer: null,
    full: null,
  }),
  chapters: z._default(z.array(Chapter), []),
  /** The toy script (a funscript's URL) of a video with hasToyScript; null: none. */
  toyScript: z._default(z.nullable(z.string()), null),
});
export type Video = z.infer<typeof Video>;

/** Custom (promotional) list item, e.g. type 'upcoming-scene'. */
export const CustomVideo = z.object({
  type: z.string().check(z.minLength(1)),
  id: z.union([z.number(), z.string()]),
  title: z._default(z.string(), ''),
  text: z._default(z.string(), ''),
  link: z._default(z.string(), ''),
  image: z._default(z.nullable(Media), null),
  resolution: z._default(z.string(), '6K'),
  duration: z._default(z.number(), 0),
  starring: z._default(z.string(), ''),
  publishedAt: z._default(z.number().check(z.int()), 0),
  isInNewTab: z._default(z.boolean(), true),
});
export type CustomVideo = z.infer<typeof CustomVideo>;

export const VideoListItem = z.union([CustomVideo, Video]);
export type VideoListItem = z.infer<typeof VideoListItem>;

export const VideoSort = z.enum(['popular', 'latest']);
export type VideoSort = z.infer<typeof VideoSort>;

/** Query of GET /videos (spec 000 §7). */
export const VideoQuery = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 12),
  sort: z.optional(VideoSort),
  category: z.optional(z.string().check(z.maxLength(100))),
  'sub-category': z.optional(z.string().check(z.maxLength(100))),
  tag: z.optional(z.string().check(z.maxLength(100))),
  letter: z.optional(z.string().check(z.maxLength(3))),
  models: z.optional(z.string().check(z.maxLength(200))),
  videos: z.optional(z.string().check(z.maxLength(2000))),
  /** 1 = only the free videos (/free/), 1 = only the compilations (/vr-porn-compilations/). */
  free: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1))),
  compilation: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1))),
  show_custom_video: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1))),
});
export type VideoQuery = z.infer<typeof VideoQuery>;

export const VideoList = listOf(VideoListItem);
export type VideoList = z.infer<typeof VideoList>;
export const emptyVideoList: VideoList = { items: [], pages: 0 };
export const VideoAnswer = itemOf(Video);

/** POST /add-video-view (spec 000 §7): body {id}; the answer is true on success. */
export const AddVideoViewBody = z.object({ id: z.number().check(z.int(), z.positive()) });
export const AddVideoViewAnswer = z.boolean();
export const SimilarVideosAnswer = z.object({ item: z.array(Video) });

export const ModelInfoRow = z.object({ label: z.string(), value: z.union([z.string(), z.number()]), fieldType: z._default(z.string(), 'text') });

export const Model = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  description: z._default(z.string(), ''),
  featuredImage: Media,
  isFeatured: z._default(z.boolean(), false),
  isForcedFeatured: z._default(z.boolean(), false),
  rel: z._default(z.string(), ''),
  isInNewTab: z._default(z.boolean(), false),
  galleryImages: z._default(z.array(Media), []),
  socialItems: z._default(z.array(z.object({ label: z.string(), link: z.string() })), []),
  adButtons: z._default(z.array(z.object({ label: z.string(), link: z.string() })), []),
  /** The forum discussion of its comments (spec 000 §2.4 'Model page'); null: none. */
  forumDiscussionId: z._default(z.nullable(z.number()), null),
  modelInformation: z._default(z.array(ModelInfoRow), []),
  tags: z._default(z.array(z.object({ slug: z.string(), label: z.string() })), []),
  seoParams: z._default(SeoParams, emptySeoParams),
});
export type Model = z.infer<typeof Model>;

export const ModelSort = z.enum(['popular', 'latest', 'name']);
export const ModelQuery = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 12),
  sort: z.optional(ModelSort),
  order: z.optional(z.enum(['asc', 'desc'])),
  tag: z.optional(z.string().check(z.maxLength(100))),
  letter: z.optional(z.string().check(z.regex(/^[a-zA-Z]$|^all$/, 'letter must be one letter or all'))),
  type: z.optional(z.string().check(z.maxLength(50))),
});
export type ModelQuery = z.infer<typeof ModelQuery>;

export const ModelList = listOf(Model);
export type ModelList = z.infer<typeof ModelList>;
export const emptyModelList: ModelList = { items: [], pages: 0 };
export const ModelAnswer = itemOf(Model);
export const SimilarModelsAnswer = z.object({ items: z.array(Model) });

/** A video tag or a model tag (GET {content}/video-tags, /model-tags and their /{slug}; spec 000 §2.2, §7). */
export const Tag = z.object({
  slug: z.string(),
  label: z.string(),
  description: z._default(z.string(), ''),
  seoParams: z._default(SeoParams, emptySeoParams),
});
export type Tag = z.infer<typeof Tag>;
export const TagList = z.object({ items: z.array(Tag) });
export const TagAnswer = itemOf(Tag);

export const StandardCategory = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  label: z._default(z.string(), ''),
  description: z._default(z.string(), ''),
  categoryImage: Media,
  videoCount: z._default(z.number().check(z.int()), 0),
  seoParams: z._default(SeoParams, emptySeoParams),
});
export type StandardCategory = z.infer<typeof StandardCategory>;

/** Special category: carries a `type`; its own link, new tab, or a member-plus offer. */
export const CustomCategory = z.object({
  id: z.number(),
  type: z.string().check(z.minLength(1)),
  name: z.string(),
  slug: z.string(),
  text: z._default(z.string(), ''),
  image: Media,
  link: z._default(z.string(), ''),
  isInNewTab: z._default(z.boolean(), true),
  memberPlus: z._default(z.boolean(), false),
  priceUuid: z._default(z.nullable(z.string()), null),
});
export type CustomCategory = z.infer<typeof CustomCategory>;

export const Category = z.union([CustomCategory, StandardCategory]);
export type Category = z.infer<typeof Category>;

export const CategoryList = z.object({ items: z.array(Category) });
export const CategoryAnswer = itemOf(StandardCategory);

export const StaticPage = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  text: z._default(z.string(), ''),
  sections: z._default(z.array(z.object({ title: z.string(), text: z.string() })), []),
  createdAt: z.number().check(z.int()),
  updatedAt: z.number().check(z.int()),
  publishedAt: z.number().check(z.int()),
  seoParams: z._default(SeoParams, emptySeoParams),
});
export type StaticPage = z.infer<typeof StaticPage>;
export const StaticPageAnswer = itemOf(StaticPage);

export const HomePageBuilder = z.object({
  topVideos: z._default(z.array(Video), []),
  topModels: z._default(z.array(Model), []),
  topCategories: z._default(z.array(StandardCategory), []),
  latestVideos: z._default(z.array(Video), []),
  upcomingScenes: z._default(z.array(CustomVideo), []),
  featuredModels: z._default(z.array(Model), []),
  categoriesPageSeo: z._default(SeoParams, emptySeoParams),
  seoParams: z._default(SeoParams, emptySeoParams),
  landerButton: z._default(z.nullable(z.object({ label: z.string(), link: z.string() })), null),
  titleWinner: z._default(z.string(), ''),
  descriptionArea: z._default(z.string(), ''),
  whatDoYouGet: z._default(z.object({ isActive: z.boolean() }), { isActive: false }),
  announcements: z._default(z.array(z.object({ id: z.number(), title: z.string(), text: z.string(), link: z.string(), image: Media })), []),
});
export type HomePageBuilder = z.infer<typeof HomePageBuilder>;
export const HomePageBuilderAnswer = z.object({ homePageBuilder: HomePageBuilder });
export const emptyHomePageBuilder: HomePageBuilder = HomePageBuilder.parse({});

/** GET {content}/soft-page, the whole body (spec 000 §2.4): what the home page shows a viewer outside the verified view. */
export const SoftPage = z.object({
  title: z._default(z.string(), ''),
  subtitle: z._default(z.string(), ''),
  models: z._default(z.array(Model), []),
  videos: z._default(z.array(Video), []),
  slides: z._default(z.array(z.object({ id: z.number(), title: z.string(), text: z.string(), link: z.string(), image: Media })), []),
});
export type SoftPage = z.infer<typeof SoftPage>;
export const emptySoftPage: SoftPage = SoftPage.parse({});

/** GET {content}/login-page-sliders: the login page's slides (spec 000 §7), shown in the verified view only (§6). */
export const LoginPageSliders = z.object({
  items: z._default(z.array(z.object({ id: z.number(), title: z.string(), text: z.string(), link: z.string(), image: Media })), []),
});
export type LoginSlide = z.infer<typeof LoginPageSliders>['items'][number];

export const FavoriteModelIdsAnswer = z.object({ data: z.object({ ids: z.array(z.number()) }) });
