/** Content API ({content} = {contentHost}/api/content/v1): catalogue entities and lists (spec 000 §3, §7). */
import { z } from 'zod';
import { Media, SeoParams, emptySeoParams, itemOf, listOf } from './common.ts';

export const ModelRef = z.object({ id: z.number(), slug: z.string(), title: z.string() });
export type ModelRef = z.infer<typeof ModelRef>;

export const PlayerSource = z.object({
  src: z.string(),
  quality: z.string(),
  type: z.string().default('video/webm'),
  fileSize: z.number().default(0),
});
export type PlayerSource = z.infer<typeof PlayerSource>;

export const DownloadOption = z.object({ label: z.string(), size: z.string(), url: z.string(), quality: z.string() });

export const Video = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  description: z.string().default(''),
  publishedAt: z.number().int(),
  poster: Media,
  image: Media.nullable().default(null),
  videoPreviewPoster: z.string().nullable().default(null),
  higherActiveResolution: z.string().default('6K'),
  videoSettings: z
    .object({
      duration: z.number().nonnegative(),
      transparency: z.object({ mode: z.number() }).nullable().default(null),
    })
    .default({ duration: 0, transparency: null }),
  models: z.array(ModelRef).default([]),
  categories: z.array(z.object({ slug: z.string(), name: z.string() })).default([]),
  videoTechBar: z
    .object({ formats: z.array(z.number()).default([]), positions: z.array(z.number()).default([]) })
    .default({ formats: [], positions: [] }),
  hasToyScript: z.boolean().default(false),
  isInNewTab: z.boolean().default(false),
  galleryImages: z.array(Media).default([]),
  seoParams: SeoParams.default(emptySeoParams),
  videoFiles: z.array(z.object({ quality: z.string(), fileSize: z.number() })).default([]),
  videoPlayerSources: z
    .object({ full: z.array(PlayerSource).default([]), trailer: z.array(PlayerSource).default([]) })
    .default({ full: [], trailer: [] }),
  downLoadVideoListForFront: z.array(DownloadOption).default([]),
  recommendedDevices: z.array(z.object({ name: z.string(), qualities: z.array(z.string()) })).default([]),
});
export type Video = z.infer<typeof Video>;

/** Custom (promotional) list item, e.g. type 'upcoming-scene'. */
export const CustomVideo = z.object({
  type: z.string().min(1),
  id: z.union([z.number(), z.string()]),
  title: z.string().default(''),
  text: z.string().default(''),
  link: z.string().default(''),
  image: Media.nullable().default(null),
  resolution: z.string().default('6K'),
  duration: z.number().default(0),
  starring: z.string().default(''),
  publishedAt: z.number().int().default(0),
  isInNewTab: z.boolean().default(true),
});
export type CustomVideo = z.infer<typeof CustomVideo>;

export const VideoListItem = z.union([CustomVideo, Video]);
export type VideoListItem = z.infer<typeof VideoListItem>;
export const isCustomVideo = (v: VideoListItem): v is CustomVideo => 'type' in v && typeof v.type === 'string';

export const VideoSort = z.enum(['popular', 'latest']);
export type VideoSort = z.infer<typeof VideoSort>;

/** Query of GET /videos (spec 000 §7). */
export const VideoQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(12),
  sort: VideoSort.optional(),
  category: z.string().max(100).optional(),
  'sub-category': z.string().max(100).optional(),
  tag: z.string().max(100).optional(),
  letter: z.string().max(3).optional(),
  models: z.string().max(200).optional(),
  videos: z.string().max(2000).optional(),
  show_custom_video: z.coerce.number().int().min(0).max(1).optional(),
});
export type VideoQuery = z.infer<typeof VideoQuery>;

export const VideoList = listOf(VideoListItem);
export type VideoList = z.infer<typeof VideoList>;
export const emptyVideoList: VideoList = { items: [], pages: 0 };
export const VideoAnswer = itemOf(Video);
export const SimilarVideosAnswer = z.object({ item: z.array(Video) });

export const ModelInfoRow = z.object({ label: z.string(), value: z.union([z.string(), z.number()]), fieldType: z.string().default('text') });

export const Model = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  description: z.string().default(''),
  featuredImage: Media,
  isFeatured: z.boolean().default(false),
  isForcedFeatured: z.boolean().default(false),
  rel: z.string().default(''),
  isInNewTab: z.boolean().default(false),
  galleryImages: z.array(Media).default([]),
  socialItems: z.array(z.object({ label: z.string(), link: z.string() })).default([]),
  adButtons: z.array(z.object({ label: z.string(), link: z.string() })).default([]),
  modelInformation: z.array(ModelInfoRow).default([]),
  tags: z.array(z.object({ slug: z.string(), label: z.string() })).default([]),
  seoParams: SeoParams.default(emptySeoParams),
});
export type Model = z.infer<typeof Model>;

export const ModelSort = z.enum(['popular', 'latest', 'name']);
export const ModelQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(12),
  sort: ModelSort.optional(),
  order: z.enum(['asc', 'desc']).optional(),
  tag: z.string().max(100).optional(),
  letter: z.string().regex(/^[a-zA-Z]$|^all$/, 'letter must be one letter or all').optional(),
  type: z.string().max(50).optional(),
});
export type ModelQuery = z.infer<typeof ModelQuery>;

export const ModelList = listOf(Model);
export type ModelList = z.infer<typeof ModelList>;
export const emptyModelList: ModelList = { items: [], pages: 0 };
export const ModelAnswer = itemOf(Model);
export const SimilarModelsAnswer = z.object({ items: z.array(Model) });

export const StandardCategory = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  label: z.string().default(''),
  description: z.string().default(''),
  categoryImage: Media,
  videoCount: z.number().int().default(0),
  seoParams: SeoParams.default(emptySeoParams),
});
export type StandardCategory = z.infer<typeof StandardCategory>;

/** Special category: carries a `type`; its own link, new tab, or a member-plus offer. */
export const CustomCategory = z.object({
  id: z.number(),
  type: z.string().min(1),
  name: z.string(),
  slug: z.string(),
  text: z.string().default(''),
  image: Media,
  link: z.string().default(''),
  isInNewTab: z.boolean().default(true),
  memberPlus: z.boolean().default(false),
  priceUuid: z.string().nullable().default(null),
});
export type CustomCategory = z.infer<typeof CustomCategory>;

export const Category = z.union([CustomCategory, StandardCategory]);
export type Category = z.infer<typeof Category>;
export const isCustomCategory = (c: Category): c is CustomCategory => 'type' in c && typeof c.type === 'string';

export const CategoryList = z.object({ items: z.array(Category) });
export const CategoryAnswer = itemOf(StandardCategory);

export const StaticPage = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  text: z.string().default(''),
  sections: z.array(z.object({ title: z.string(), text: z.string() })).default([]),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  publishedAt: z.number().int(),
  seoParams: SeoParams.default(emptySeoParams),
});
export type StaticPage = z.infer<typeof StaticPage>;
export const StaticPageAnswer = itemOf(StaticPage);

export const HomePageBuilder = z.object({
  topVideos: z.array(Video).default([]),
  topModels: z.array(Model).default([]),
  topCategories: z.array(StandardCategory).default([]),
  latestVideos: z.array(Video).default([]),
  upcomingScenes: z.array(CustomVideo).default([]),
  featuredModels: z.array(Model).default([]),
  categoriesPageSeo: SeoParams.default(emptySeoParams),
  seoParams: SeoParams.default(emptySeoParams),
  landerButton: z.object({ label: z.string(), link: z.string() }).nullable().default(null),
  titleWinner: z.string().default(''),
  descriptionArea: z.string().default(''),
  whatDoYouGet: z.object({ isActive: z.boolean() }).default({ isActive: false }),
  announcements: z.array(z.object({ id: z.number(), title: z.string(), text: z.string(), link: z.string(), image: Media })).default([]),
});
export type HomePageBuilder = z.infer<typeof HomePageBuilder>;
export const HomePageBuilderAnswer = z.object({ homePageBuilder: HomePageBuilder });
export const emptyHomePageBuilder: HomePageBuilder = HomePageBuilder.parse({});

export const FavoriteModelIdsAnswer = z.object({ data: z.object({ ids: z.array(z.number()) }) });
