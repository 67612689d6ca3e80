/** Builds the whole deterministic demo data set in memory (same seed, same rows) and renders it as one SQL script. */
import { JsonValue, insertSql } from '../db/literals.ts';
import { dropSql, schemaSql } from '../db/schema.ts';
import { seededCamBalance } from '../cams/billing.ts';
import { messengerSeedSql } from '../cams/messenger-seed.ts';
import { buildAdBanners } from './ad-banners.ts';
import { buildNotifications } from './notifications.ts';
import { buildForum } from './forum.ts';
import { buildBlogCategories, buildBlogPosts } from './blog.ts';
import { buildCategories } from './categories.ts';
import { buildCustomSearchResults } from './search.ts';
import { BASE_TIME, SEED, SEED_VERSION } from './constants.ts';
import { buildDigest, buildHomeConfig } from './digest.ts';
import { buildModels } from './models.ts';
import { buildMemberPlusPrices } from './member-plus.ts';
import { buildValuePopups } from './value-popups.ts';
import { seedDay } from './demo-calendar.ts';
import { buildTokenTariffs } from './token-tariffs.ts';
import { buildDealSlides, buildDeals } from './deals.ts';
import { buildEasyCancelQuestions, buildEasyCancelSettings, buildUpgradeOffers } from './easy-cancel.ts';
import { buildDashboardConfig, buildDashboardMenu } from './dashboard-page.ts';
import { buildAiMaskPopup, buildArPage, buildDevices, buildFaqs, buildHelpQuestions, buildPartners, withAiCategory } from './info-pages.ts';
import { buildPages } from './pages.ts';
import { buildConstructorPages } from './promo-pages.ts';
import { createRng } from './prng.ts';
import { buildBillers, buildPromoTimer, buildJoinNowConfig, buildJoinNowTemplate, buildPriceSlots, buildSaleEvent } from './sales.ts';
import { buildModelTags, buildVideoTags, tagVideos } from './tags.ts';
import type { SeedData } from './types.ts';
import { buildFavorites, buildMemberships, buildUsers, buildWatchProgress } from './users.ts';
import { FULL_SECONDS } from '../media/vr-formats.ts';
import { buildCustomVideos, buildVideos, titleDrawer } from './videos.ts';
import { DEFAULT_SUBSCRIPTION_FIELDS, newSubscriptionUid } from '../repo/email-subscriptions.ts';

/** The demo's data; its dates to come (offers, rebills, upcoming scenes) relative to `day`, the day it is seeded (demo-calendar.ts). */
export async function buildSeedData(day: number = seedDay()): Promise<SeedData> {
  const rng = createRng(SEED);
  const models = buildModels(rng);
  const baseCategories = buildCategories();
  const drawTitles = titleDrawer(rng);
  const videos = buildVideos(rng, models, baseCategories, drawTitles);
  tagVideos(videos);
  // Added after the videos are drawn, so the draws (and every row seeded before it) stay as they were.
  const categories = withAiCategory(baseCategories, videos);
  const customVideos = buildCustomVideos(rng, models, drawTitles, day);
  const blogCategories = buildBlogCategories();
  const blogPosts = buildBlogPosts(rng, blogCategories);
  const pages = buildPages();
  const users = await buildUsers(rng);
  return {
    videos,
    models,
    categories,
    customVideos,
    blogCategories,
    blogPosts,
    pages,
    constructorPages: buildConstructorPages(videos, models),
    devices: buildDevices(videos),
    helpQuestions: buildHelpQuestions(),
    faqs: buildFaqs(),
    partners: buildPartners(),
    users,
    ...buildFavorites(users),
    watchProgress: buildWatchProgress(users),
    memberships: buildMemberships(users, day),
    forum: buildForum(videos, models),
    settings: {
      digest: buildDigest(videos, models, baseCategories),
      home: buildHomeConfig(videos, models, baseCategories, customVideos),
      arPage: buildArPage(),
      aiMaskPopup: buildAiMaskPopup(),
      joinNowTemplate: buildJoinNowTemplate(),
      joinNowConfig: buildJoinNowConfig(),
      billers: buildBillers(),
      tokenTariffs: buildTokenTariffs(),
      saleEvent: buildSaleEvent(),
      priceSlots: buildPriceSlots(),
      promoTimer: buildPromoTimer(day),
      memberPlusPrices: buildMemberPlusPrices(),
      valuePopups: buildValuePopups(day),
      maintenance: { isActive: false },
      deals: buildDeals(),
      dealSliders: buildDealSlides(),
      dashboard: buildDashboardConfig(customVideos),
      dashboardMenu: buildDashboardMenu(),
      adBanners: buildAdBanners(),
      notifications: buildNotifications(videos, models, blogPosts),
      videoTags: buildVideoTags(),
      modelTags: buildModelTags(),
      customSearchResults: buildCustomSearchResults(),
      easyCancelQuestions: buildEasyCancelQuestions(),
      easyCancelSettings: buildEasyCancelSettings(),
      upgradeOffers: buildUpgradeOffers(buildPriceSlots()),
      seedVersion: SEED_VERSION,
    },
  };
}

/**
 * Drop, create and fill every table. Sent as one simple-protocol script, which PostgreSQL runs as a single implicit
 * transaction (no explicit BEGIN: a failure then leaves no aborted transaction behind on a pooled connection).
 */
export function seedScript(d: SeedData): string {
  return [
    dropSql,
    schemaSql,
    insertSql(
      'models',
      ['id', 'slug', 'title', 'published_at', 'views', 'is_featured', 'data'],
      d.models.map((m) => [m.id, m.slug, m.title, m.publishedAt, m.views, m.isFeatured, m.data]),
    ),
    insertSql(
      'categories',
      ['id', 'slug', 'name', 'type', 'sort', 'data'],
      d.categories.map((c) => [c.id, c.slug, c.name, c.type, c.sort, c.data]),
    ),
    insertSql(
      'videos',
      ['id', 'slug', 'title', 'published_at', 'views', 'data'],
      d.videos.map((v) => [v.id, v.slug, v.title, v.publishedAt, v.views, v.data]),
    ),
    insertSql(
      'video_models',
      ['video_id', 'model_id', 'position'],
      d.videos.flatMap((v) => v.modelIds.map((m, i) => [v.id, m, i])),
    ),
    insertSql(
      'video_categories',
      ['video_id', 'category_id'],
      d.videos.flatMap((v) => v.categoryIds.map((c) => [v.id, c])),
    ),
    insertSql(
      'custom_videos',
      ['id', 'type', 'sort', 'data'],
      d.customVideos.map((c) => [c.id, c.type, c.sort, c.data]),
    ),
    insertSql(
      'blog_categories',
      ['id', 'slug', 'name', 'sort', 'data'],
      d.blogCategories.map((c, i) => [c.id, c.slug, c.name, i, c]),
    ),
    insertSql(
      'blog_posts',
      ['id', 'slug', 'title', 'published_at', 'category_slug', 'data'],
      d.blogPosts.map((b) => [b.id, b.slug, b.title, b.publishedAt, b.category?.slug ?? null, b]),
    ),
    insertSql(
      'pages',
      ['id', 'slug', 'title', 'data'],
      d.pages.map((p) => [p.id, p.slug, p.title, p]),
    ),
    insertSql(
      'constructor_pages',
      ['id', 'slug', 'title', 'data'],
      d.constructorPages.map((p) => [p.id, p.slug, p.title, p]),
    ),
    insertSql(
      'devices',
      ['id', 'slug', 'sort', 'data'],
      d.devices.map((r) => [r.id, r.slug, r.sort, r.data]),
    ),
    insertSql(
      'device_videos',
      ['device_id', 'video_id', 'position'],
      d.devices.flatMap((r) => r.videoIds.map((v, i) => [r.id, v, i])),
    ),
    insertSql(
      'help_questions',
      ['id', 'topic', 'sort', 'data'],
      d.helpQuestions.map((q) => [q.data.id, q.topic, q.sort, q.data]),
    ),
    insertSql(
      'faqs',
      ['id', 'sort', 'data'],
      d.faqs.map((f) => [f.id, f.sort, f]),
    ),
    insertSql(
      'partners',
      ['id', 'sort', 'data'],
      d.partners.map((p) => [p.id, p.sort, p]),
    ),
    insertSql(
      'users',
      [
        'uuid',
        'email',
        'password_hash',
        'status_code',
        'status',
        'is_trial',
        'has_benefits',
        'has_non_removable_card',
        'roles',
        'partners',
        'affiliate_id',
        'token_balance',
        'registered_at',
        'token_kind',
        'age_verified_at',
      ],
      d.users.map((u) => [
        u.uuid,
        u.email,
        u.passwordHash,
        u.statusCode,
        u.status,
        u.isTrial,
        u.hasBenefits,
        u.hasNonRemovableCard,
        u.roles,
        u.partners,
        u.affiliateId,
        u.tokenBalance,
        u.registeredAt,
        u.tokenKind,
        u.ageVerifiedAt,
      ]),
    ),
    // Live cam tokens (backend/cams/billing.ts): the cam tests' accounts their own, the rest by status.
    insertSql(
      'cam_balances',
      ['user_uuid', 'tokens', 'updated_at'],
      d.users.map((u) => [u.uuid, seededCamBalance(u.email, u.statusCode), BASE_TIME]),
    ),
    // The private messenger's chats: active@demo.test's, with the cam bots.
    messengerSeedSql(d.users, BASE_TIME),
    insertSql(
      'memberships',
      [
        'uuid',
        'user_uuid',
        'site_host',
        'price_uuid',
        'payment_system',
        'status_code',
        'is_non_recurring',
        'joined_at',
        'rebill_at',
        'amount_cents',
        'currency',
      ],
      d.memberships.map((m) => [
        m.uuid,
        m.userUuid,
        m.siteHost ?? '',
        m.priceUuid,
        m.paymentSystem,
        m.statusCode,
        m.isNonRecurring,
        m.joinedAt,
        m.rebillAt,
        m.amountCents,
        m.currency,
      ]),
    ),
    // Every account's e-mail subscription (backend/repo/email-subscriptions.ts): all e-mails, a random uid (its only key).
    insertSql(
      'email_subscriptions',
      ['uid', 'user_uuid', 'type', 'fields', 'updated_at'],
      d.users.map((u) => [newSubscriptionUid(), u.uuid, 0, new JsonValue(DEFAULT_SUBSCRIPTION_FIELDS), BASE_TIME]),
    ),
    insertSql(
      'favorite_videos',
      ['user_uuid', 'video_id', 'created_at'],
      d.favoriteVideos.map((f) => [f.userUuid, f.videoId, f.createdAt]),
    ),
    insertSql(
      'watch_progress',
      ['user_uuid', 'video_id', 'kind', 'position', 'duration', 'finished', 'updated_at'],
      d.watchProgress.map((p) => [p.userUuid, p.videoId, 'full', p.position, FULL_SECONDS, p.finished, p.updatedAt]),
    ),
    insertSql(
      'favorite_models',
      ['user_uuid', 'model_id', 'created_at'],
      d.favoriteModels.map((f) => [f.userUuid, f.modelId, f.createdAt]),
    ),
    insertSql(
      'forum_users',
      ['username', 'created_at'],
      d.forum.users.map((u) => [u.username, u.createdAt]),
    ),
    insertSql(
      'forum_discussions',
      ['id', 'subject_kind', 'subject_id', 'title'],
      d.forum.discussions.map((x) => [x.id, x.kind, x.subjectId, x.title]),
    ),
    insertSql(
      'forum_posts',
      ['discussion_id', 'user_id', 'reply_to', 'content', 'created_at'],
      d.forum.posts.map((p) => [p.discussionId, p.userId, p.replyTo, p.content, p.createdAt]),
    ),
    insertSql(
      'forum_votes',
      ['post_id', 'user_id', 'value'],
      d.forum.votes.map((v) => [v.postId, v.userId, v.value]),
    ),
    insertSql(
      'settings',
      ['key', 'value'],
      Object.entries(d.settings).map(([key, value]) => [key, new JsonValue(value)]),
    ),
  ].join('\n');
}
