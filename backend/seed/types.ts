/** Shapes of the generated seed rows, one per table (see backend/db/schema.ts). */
import type { Device, Faq, HelpQuestion, Partner } from '../../contracts/info-pages.ts';
import type { BlogCategoryData } from './blog.ts';
import type { ConstructorPageRow } from './promo-pages.ts';
import type { CustomCategory, CustomVideo, Model, StaticPage, StandardCategory, Video } from '../../contracts/content-api.ts';
import type { ForumSeed } from './forum.ts';

/** A video's stored data: the wire Video without models and categories (those come from join tables). */
export type VideoData = Omit<Video, 'models' | 'categories'>;

export interface VideoRow {
  id: number;
  slug: string;
  title: string;
  publishedAt: number;
  views: number;
  data: VideoData;
  modelIds: number[];
  categoryIds: number[];
}

export interface ModelRow {
  id: number;
  slug: string;
  title: string;
  publishedAt: number;
  views: number;
  isFeatured: boolean;
  data: Model;
}

export interface CategoryRow {
  id: number;
  slug: string;
  name: string;
  type: string | null;
  sort: number;
  /** Standard category without videoCount (counted per request), or a custom category. */
  data: Omit<StandardCategory, 'videoCount'> | CustomCategory;
}

export interface CustomVideoRow {
  id: string;
  type: string;
  sort: number;
  data: CustomVideo;
}

export interface BlogPost {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  text: string;
  publishedAt: number;
  image: { alt: string; permalink: string };
  gallery: { alt: string; permalink: string }[];
  category: { slug: string; name: string } | null;
  author: string;
  seoParams: StaticPage['seoParams'];
}

export interface UserRow {
  uuid: string;
  email: string;
  passwordHash: string;
  statusCode: number;
  status: string;
  isTrial: boolean;
  hasBenefits: boolean;
  hasNonRemovableCard: boolean;
  roles: string[];
  partners: string[];
  affiliateId: string | null;
  tokenBalance: number;
  registeredAt: number;
  /** The access token's kind set by the record (renew, verify-only, verified-app); null = derived. */
  tokenKind: string | null;
  /** When the account passed age verification (unix seconds), or null. */
  ageVerifiedAt: number | null;
}

export interface DeviceRow {
  id: number;
  slug: string;
  sort: number;
  /** The device page's videos, newest first. */
  videoIds: number[];
  data: Device;
}

/** A seeded membership on this site (site_host ''), bought by no payment of the sandbox billers. */
export interface MembershipSeedRow {
  uuid: string;
  userUuid: string;
  priceUuid: string;
  paymentSystem: string;
  statusCode: number;
  isNonRecurring: boolean;
  joinedAt: number;
  rebillAt: number | null;
  amountCents: number;
  currency: string;
  /** '' this site; a network site's host for a membership there (isExternalSite). */
  siteHost?: string;
}

export interface SeedData {
  videos: VideoRow[];
  models: ModelRow[];
  categories: CategoryRow[];
  customVideos: CustomVideoRow[];
  blogCategories: BlogCategoryData[];
  blogPosts: BlogPost[];
  pages: StaticPage[];
  constructorPages: ConstructorPageRow[];
  devices: DeviceRow[];
  helpQuestions: { topic: string; sort: number; data: HelpQuestion }[];
  faqs: Faq[];
  partners: Partner[];
  users: UserRow[];
  favoriteVideos: { userUuid: string; videoId: number; createdAt: number }[];
  /** Places in full videos. */
  watchProgress: { userUuid: string; videoId: number; position: number; finished: boolean; updatedAt: number }[];
  favoriteModels: { userUuid: string; modelId: number; createdAt: number }[];
  /** The demo members' memberships on this site (seed/users.ts buildMemberships; spec 001 §3 'Dashboard'). */
  memberships: MembershipSeedRow[];
  forum: ForumSeed;
  settings: Record<string, unknown>;
}
