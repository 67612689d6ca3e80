/**
 * The calls of this slice (spec 000 §7): where each goes and which schema parses its answer.
 * `upstream` names the base URL: `site` = {siteHost}, `content` = {content} ({contentHost}/api/content/v1),
 * `vreels` = {vreels} (the short vertical clips' service), `forum` = {forum}, `memberPlus` = {memberPlus} (spec 001 §7),
 * `valuePopup` = {valuepopup} (the value pop-up service, spec 001 §7), `sendService` = {sendService} (the e-mail sending
 * service's subscription preferences, spec 001 §7).
 * Shared by adapters (to call and parse) and backend/ (to serve and self-check).
 */
import type { z } from 'zod/mini';
import {
  AddVideoViewAnswer,
  CategoryAnswer,
  CategoryList,
  FavoriteModelIdsAnswer,
  HomePageBuilderAnswer,
  LoginPageSliders,
  ModelAnswer,
  ModelList,
  SimilarModelsAnswer,
  SimilarVideosAnswer,
  SoftPage,
  StaticPageAnswer,
  TagAnswer,
  TagList,
  VideoAnswer,
  VideoList,
} from './content-api.ts';
import {
  AgeVerificationSessionAnswer,
  AgeVerificationStatusAnswer,
  HasVerificationAnswer,
  MustPassVerificationAnswer,
  VerificationReportAnswer,
} from './age-verification.ts';
import { AdBannerAnswer } from './ad-banner.ts';
import { AffiliateFiguresAnswer, AffiliateHitAnswer } from './affiliate.ts';
import { BlogCategoryAnswer, BlogCategoryList, BlogPostAnswer, BlogPostList } from './blog.ts';
import { DigestAnswer } from './digest.ts';
import { CanDownloadAnswer, DownloadAnswer, VideoEventAnswer } from './downloads.ts';
import { ConstructorPageAnswer } from './page-constructor.ts';
import { AiMaskPopupAnswer } from './ai-mask.ts';
import {
  BillersAnswer,
  JoinNowConfigAnswer,
  JoinNowTemplateAnswer,
  LeaveOfferAnswer,
  PaymentStatusAnswer,
  PaymentUrlAnswer,
  PriceSlotsAnswer,
  SaleEventAnswer,
} from './sales.ts';
import { ArPageAnswer, DeviceAnswer, DeviceList, FaqList, HelpTopicsAnswer, JsonLdAnswer, PartnersAnswer } from './info-pages.ts';
import { ActionAnswer, AuthCodeAnswer, CheckResetTokenAnswer, ConfirmChangeEmailAnswer, RemoveAccountAnswer } from './account.ts';
import { OutboxAnswer } from './outbox.ts';
import { WatchHistoryAnswer, WatchProgressAnswer } from './watch-progress.ts';
import { PartnerAppAnswer, PartnerCodeAnswer, PartnerTokenAnswer } from './partner-login.ts';
import { PromoTimerAnswer } from './promo-timer.ts';
import { NotificationsAnswer } from './notifications.ts';
import { DiscussionAnswer, PostAnswer, PostsAnswer, UsernameAnswer } from './forum.ts';
import { MemberPlusAggregateAnswer, MemberPlusPaymentUrlAnswer, MemberPlusPriceAnswer, MemberPlusStatusAnswer } from './member-plus.ts';
import { SearchAnswer } from './search.ts';
import { DashboardInfoAnswer } from './dashboard.ts';
import { DashboardMenuAnswer, PublicDashboardAnswer } from './dashboard-page.ts';
import { MembershipCancelAnswer, MembershipsAnswer } from './memberships.ts';
import { ShownValuePopupsAnswer, ValuePopupList } from './value-popups.ts';
import { VreelsAnswer } from './vreels.ts';
import { DealSlidesAnswer, DealsAnswer } from './deals.ts';
import { FavoriteVideosAnswer, LogoutAnswer, MaintenanceAnswer, TokenAnswer, UserInfoAnswer } from './site-api.ts';
import { EasyCancelFeedbackAnswer, EasyCancelQuestionsAnswer, EasyCancelSettingsAnswer, EasyCancelUpgradeUrlAnswer } from './easy-cancel.ts';
import { PriceUpgradeRules, UpgradeOffersAnswer } from './upgrade.ts';
import { AvatarAnswer, ChangeAvatarAnswer } from './avatar.ts';
import { ChangePasswordAnswer } from './change-password.ts';
import { FavoriteModelsAnswer, FavoriteVideosFirstAnswer, FavoriteVideosPageAnswer } from './favorites-page.ts';
import { SubscriptionAnswer, SubscriptionResultAnswer } from './email-subscription.ts';
import {
  CAM_PROVIDER,
  CamAuthInfoAnswer,
  CamBalanceAnswer,
  CamBroadcast,
  CamFilterOptionsAnswer,
  CamModelProfile,
  CamRoomPage,
  RoomTagAnswer,
} from './cam-provider.ts';
import { TokenPaymentUrlAnswer, TokenTariffsAnswer } from './tokens.ts';

export type Upstream = 'site' | 'content' | 'vreels' | 'forum' | 'memberPlus' | 'valuePopup' | 'sendService' | 'camProvider';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface CallSpec<R extends z.ZodMiniType = z.ZodMiniType> {
  upstream: Upstream;
  method: Method;
  /** Path template under the upstream's base; `{name}` placeholders are URL-encoded parameters. */
  path: string;
  response: R;
  /** Whether the call carries the bearer token. */
  auth: boolean;
  /**
   * A live answer (the cam rooms' statuses, spec 002 §4.4): a public GET kept by the request cache this many seconds
   * only, and never served stale — shorter than the room list's 30 s refresh step, so each step reaches the provider.
   */
  liveSeconds?: number;
  /**
   * A POST that only reads (its body is the question, e.g. the value pop-ups' show-header): a server render waits for
   * it no longer than for a GET (adapters/http.ts `bounded`).
   */
  reads?: true;
}

const call = <R extends z.ZodMiniType>(upstream: Upstream, method: Method, path: string, response: R, auth = false): CallSpec<R> => ({
  upstream,
  method,
  path,
  response,
  auth,
});

/** Live answers are kept 10 s at most (a third of the room list's refresh step). */
export const LIVE_SECONDS = 10;
const live = <R extends z.ZodMiniType>(spec: CallSpec<R>): CallSpec<R> => ({ ...spec, liveSeconds: LIVE_SECONDS });
const reads = <R extends z.ZodMiniType>(spec: CallSpec<R>): CallSpec<R> => ({ ...spec, reads: true });

export const calls = {
  /** The live cam area (spec 002 §7; contracts/cam-provider.ts): cam auth info and balance on the site host. */
  camUserInfo: call('site', 'GET', `/api/${CAM_PROVIDER}/user-info`, CamAuthInfoAnswer, true),
  camBalance: call('site', 'GET', `/api/${CAM_PROVIDER}/balance`, CamBalanceAnswer, true),
  /** Token packs (spec 002 §2.5, §4.8; contracts/tokens.ts): the tariffs, and a pack's payment at the chosen biller. */
  tokenTariffs: call('site', 'GET', `/api/${CAM_PROVIDER}/join-now/prices`, TokenTariffsAnswer),
  tokenPaymentUrl: call('site', 'POST', `/api/${CAM_PROVIDER}/tokens/payment-url`, TokenPaymentUrlAnswer, true),
  /** The cam provider's clients REST API ({camProvider} = {host}). */
  camBroadcasts: live(call('camProvider', 'GET', '/broadcasts', CamRoomPage)),
  camBroadcast: live(call('camProvider', 'GET', '/api/clients/v1/broadcasts/models/{nickname}', CamBroadcast)),
  camModelProfile: call('camProvider', 'GET', '/api/clients/v1/models/profile/{modelId}', CamModelProfile),
  /** The cam list's filter options and a tag page's tag, from the content API. */
  camgirlPageTags: call('content', 'GET', '/camgirl-page-tags/{slug}', CamFilterOptionsAnswer),
  roomTags: call('content', 'GET', '/room-tags/{slug}', RoomTagAnswer),
  login: call('site', 'POST', '/api/wp/auth/login', TokenAnswer),
  refreshToken: call('site', 'POST', '/api/v1/auth/refresh-token', TokenAnswer),
  logout: call('site', 'POST', '/api/v1/auth/logout', LogoutAnswer, true),
  userInfo: call('site', 'GET', '/api/wp/user', UserInfoAnswer, true),
  /** The member's dashboard facts (spec 001 §3 'Dashboard', §7 'Dashboard and account'): data {info, dashboard}. */
  dashboardInfo: call('site', 'GET', '/api/wp/user/dashboardInfo', DashboardInfoAnswer, true),
  /** The member's memberships here and on the network's other sites, and a cancellation (contracts/memberships.ts). */
  memberships: call('site', 'GET', '/api/memberships/dashboard/memberships', MembershipsAnswer, true),
  cancelMembership: call('site', 'POST', '/api/memberships/dashboard/membership-cancel', MembershipCancelAnswer, true),
  favoriteVideoIds: call('site', 'GET', '/api/account/favorites', FavoriteVideosAnswer, true),
  addFavoriteVideo: call('site', 'PUT', '/api/account/favorites/{videoId}', FavoriteVideosAnswer, true),
  removeFavoriteVideo: call('site', 'DELETE', '/api/account/favorites/{videoId}', FavoriteVideosAnswer, true),
  saveWatchProgress: call('site', 'PUT', '/api/account/watch-progress/{videoId}', WatchProgressAnswer, true),
  watchProgress: call('site', 'GET', '/api/account/watch-progress/{videoId}', WatchProgressAnswer, true),
  watchHistory: call('site', 'GET', '/api/account/watch-history', WatchHistoryAnswer, true),
  maintenance: call('site', 'GET', '/api/maintenance', MaintenanceAnswer),
  joinNowTemplate: call('site', 'GET', '/api/join-now-template', JoinNowTemplateAnswer),
  joinNowConfig: call('site', 'GET', '/api/join-now-config', JoinNowConfigAnswer),
  priceSlots: call('site', 'GET', '/api/price-slots', PriceSlotsAnswer),
  currentSaleEvent: call('site', 'GET', '/api/current-sale-event', SaleEventAnswer),
  billers: call('site', 'GET', '/api/memberships/billers', BillersAnswer),
  /** The promo countdown banner (spec 001 §7 'Join-now and sales'; contracts/promo-timer.ts): data null = no promotion. */
  promoTimer: call('site', 'GET', '/api/memberships/service/timer', PromoTimerAnswer),
  /** The leave-page trap's offer (contracts/leave-offer.ts): the special prices and their seconds; the offer's cookies set. */
  leaveOffer: call('site', 'POST', '/api/join-now/leave-offer', LeaveOfferAnswer),
  signUp: call('site', 'POST', '/api/account', PaymentUrlAnswer),
  paymentUrl: call('site', 'POST', '/api/payment/url', PaymentUrlAnswer, true),
  // The buyer's own (their e-mail): asked with their session, never cached.
  paymentStatus: call('site', 'GET', '/api/payment/status/{uuid}', PaymentStatusAnswer, true),
  ageVerificationSession: call('site', 'POST', '/api/age-verification/sessions', AgeVerificationSessionAnswer, true),
  ageVerificationStatus: call('site', 'GET', '/api/age-verification/sessions/{sessionId}', AgeVerificationStatusAnswer, true),
  reportVerification: call('site', 'POST', '/api/age-verification/users/{userId}/verification', VerificationReportAnswer, true),
  mustPassVerification: call('site', 'GET', '/api/age-verification/users/{userId}/is-user-must-pass-verification', MustPassVerificationAnswer, true),
  hasVerification: call('site', 'GET', '/api/age-verification/users/{userId}/has-verification', HasVerificationAnswer, true),
  authCode: call('site', 'POST', '/api/account/auth-code', AuthCodeAnswer),
  restorePassword: call('site', 'POST', '/api/wp/auth/restorePassword', ActionAnswer),
  checkResetToken: call('site', 'POST', '/api/wp/auth/checkResetToken', CheckResetTokenAnswer),
  resetPassword: call('site', 'POST', '/api/wp/auth/resetPassword', ActionAnswer),
  resendUnblockEmail: call('site', 'POST', '/api/wp/auth/resendUnblockEmail', ActionAnswer),
  requestChangeEmail: call('site', 'POST', '/api/user/request-change-email-action', ActionAnswer, true),
  confirmChangeEmail: call('site', 'POST', '/api/user/confirm-change-email-action', ConfirmChangeEmailAnswer),
  initAccountRemoval: call('site', 'POST', '/api/wp/auth/initAccountRemoval', ActionAnswer),
  removeAccount: call('site', 'POST', '/api/wp/auth/removeAccount', RemoveAccountAnswer),
  /** The partner VR app's login (/playalogin/, contracts/partner-login.ts): the app of a redirect URI, a one-time code, its exchange. */
  partnerApp: call('site', 'GET', '/api/account/partner-app', PartnerAppAnswer),
  partnerCode: call('site', 'POST', '/api/account/partner-code', PartnerCodeAnswer, true),
  /** Called by the partner app's server, never by the site. */
  partnerToken: call('site', 'POST', '/api/account/partner-token', PartnerTokenAnswer),
  /** Downloads (spec 000 §7 'Downloads and events'): the check (final: true), the counted download, the event log. */
  canDownload: call('site', 'POST', '/api/account/can_download', CanDownloadAnswer, true),
  download: call('site', 'POST', '/api/account/download', DownloadAnswer, true),
  videoEvent: call('site', 'PUT', '/api/wp/user/event', VideoEventAnswer, true),
  /** Embedded mode only (a developer call, for an administrator: backend/http/dev-access.ts): the e-mails the backend sent. */
  devOutbox: call('site', 'GET', '/api/dev/outbox', OutboxAnswer, true),
  /** The js-hit tracker (spec 001 §4 'Affiliate id'): one page of an affiliate's visitor (contracts/affiliate.ts). */
  affiliateHit: call('site', 'POST', '/api/affiliate/hits', AffiliateHitAnswer),
  /** Embedded mode only (a developer call): hits and unique visitors per affiliate. */
  devAffiliateHits: call('site', 'GET', '/api/dev/affiliate-hits', AffiliateFiguresAnswer),
  favoriteModelIds: call('content', 'GET', '/user/favorite-model-ids', FavoriteModelIdsAnswer, true),
  addFavoriteModel: call('content', 'POST', '/user/favorite-models/{modelId}', FavoriteModelIdsAnswer, true),
  removeFavoriteModel: call('content', 'DELETE', '/user/favorite-models/{modelId}', FavoriteModelIdsAnswer, true),
  /** The dashboard's favourites page (spec 001 §7; contracts/favorites-page.ts): a page of each list, the caller's own. */
  favoriteVideosFirst: call('content', 'GET', '/videos/favorite', FavoriteVideosFirstAnswer, true),
  favoriteVideosPage: call('content', 'POST', '/videos/favorite', FavoriteVideosPageAnswer, true),
  favoriteModels: call('content', 'GET', '/user/favorite-models', FavoriteModelsAnswer, true),
  digest: call('content', 'GET', '/digest', DigestAnswer),
  vreelsVideos: call('vreels', 'GET', '/api/v1/crud/vreels-video/', VreelsAnswer),
  homePageBuilder: call('content', 'GET', '/home-page-builder', HomePageBuilderAnswer),
  softPage: call('content', 'GET', '/soft-page', SoftPage),
  loginPageSliders: call('content', 'GET', '/login-page-sliders', LoginPageSliders),
  videos: call('content', 'GET', '/videos', VideoList),
  video: call('content', 'GET', '/videos/{slug}', VideoAnswer),
  addVideoView: call('content', 'POST', '/add-video-view', AddVideoViewAnswer),
  similarVideos: call('content', 'GET', '/videos/{slug}/similar', SimilarVideosAnswer),
  modelVideos: call('content', 'GET', '/videos/include/{modelId}', VideoList),
  models: call('content', 'GET', '/models', ModelList),
  model: call('content', 'GET', '/models/{slug}', ModelAnswer),
  similarModels: call('content', 'GET', '/models/{slug}/similar', SimilarModelsAnswer),
  videoTags: call('content', 'GET', '/video-tags', TagList),
  videoTag: call('content', 'GET', '/video-tags/{slug}', TagAnswer),
  modelTags: call('content', 'GET', '/model-tags', TagList),
  modelTag: call('content', 'GET', '/model-tags/{slug}', TagAnswer),
  categories: call('content', 'GET', '/categories', CategoryList),
  category: call('content', 'GET', '/categories/{slug}', CategoryAnswer),
  page: call('content', 'GET', '/pages/{slug}', StaticPageAnswer),
  adBanner: call('content', 'GET', '/ad-banner/{place}', AdBannerAnswer),
  notifications: call('content', 'GET', '/notification', NotificationsAnswer),
  devices: call('content', 'GET', '/devices', DeviceList),
  device: call('content', 'GET', '/devices/{slug}', DeviceAnswer),
  helpTopics: call('content', 'GET', '/help-topics', HelpTopicsAnswer),
  faqs: call('content', 'GET', '/faqs', FaqList),
  partners: call('content', 'GET', '/partners-page', PartnersAnswer),
  arPage: call('content', 'GET', '/ar-page', ArPageAnswer),
  aiMaskPopup: call('content', 'GET', '/aima{secret}', AiMaskPopupAnswer),
  jsonLd: call('content', 'GET', '/jsonld/{page}', JsonLdAnswer),
  pageConstructor: call('content', 'GET', '/page-constructor/{slug}', ConstructorPageAnswer),
  blogCategories: call('content', 'GET', '/blog-category', BlogCategoryList),
  blogCategory: call('content', 'GET', '/blog-category/{slug}', BlogCategoryAnswer),
  blogPosts: call('content', 'GET', '/blog-single-post', BlogPostList),
  blogPost: call('content', 'GET', '/blog-single-post/{slug}', BlogPostAnswer),
  blogCategoryPosts: call('content', 'GET', '/blog-single-post-category/{category}', BlogPostList),
  search: call('content', 'GET', '/search/{query}', SearchAnswer),
  /** Deals and the deals page's slides (spec 001 §7 'Deals'; contracts/deals.ts): data.items. */
  deals: call('content', 'GET', '/deals', DealsAnswer),
  dealSliders: call('content', 'GET', '/deal-sliders', DealSlidesAnswer),
  /** The dashboard's public content and its menu (spec 001 §7 'Dashboard and account'; contracts/dashboard-page.ts). */
  publicDashboard: call('content', 'GET', '/dashboard', PublicDashboardAnswer),
  dashboardMenu: call('content', 'GET', '/dashboard-menu', DashboardMenuAnswer),
  /** The forum (spec 000 §7 'Forum comments'): Accept: application/json and X-App on every call; its 404s come back. */
  forumDiscussion: call('forum', 'GET', '/discussions/{id}', DiscussionAnswer),
  forumTree: call('forum', 'GET', '/trees/{postId}', PostsAnswer),
  forumPosts: call('forum', 'GET', '/posts', PostsAnswer),
  forumVote: call('forum', 'PATCH', '/posts/{id}', PostAnswer, true),
  forumReply: call('forum', 'POST', '/posts', PostAnswer, true),
  forumUsername: call('forum', 'PATCH', '/users/update/username', UsernameAnswer, true),
  /** The member-plus service (spec 001 §7 'Checkout and payment'): Accept: application/json and X-App on every call. */
  memberPlusPrice: call('memberPlus', 'GET', '/api/v1/member-plus-prices/{id}', MemberPlusPriceAnswer),
  memberPlusPaymentUrl: call('memberPlus', 'GET', '/api/v1/memberships/payment-url', MemberPlusPaymentUrlAnswer, true),
  memberPlusAggregate: call('memberPlus', 'GET', '/api/v1/memberships/aggregate', MemberPlusAggregateAnswer, true),
  memberPlusStatus: call('memberPlus', 'GET', '/api/v1/memberships/status', MemberPlusStatusAnswer, true),
  /** The value pop-up service (spec 001 §7 'Value pop-ups and header bars'): the context in the body; the token when signed in. */
  showPopups: reads(call('valuePopup', 'POST', '/v1/front/show-pop', ValuePopupList, true)),
  showHeaderBars: reads(call('valuePopup', 'POST', '/v1/front/show-header', ValuePopupList, true)),
  recordShownValuePopup: call('site', 'POST', '/api/wp/user/shown-value-popups', ShownValuePopupsAnswer, true),
  /** The easy-cancel survey (spec 001 §7 'Dashboard and account'; contracts/easy-cancel.ts). */
  easyCancelQuestions: call('site', 'GET', '/api/easy-cancel/questions', EasyCancelQuestionsAnswer, true),
  easyCancelSettings: call('site', 'GET', '/api/easy-cancel/settings', EasyCancelSettingsAnswer, true),
  easyCancelUpgradeUrl: call('site', 'GET', '/api/easy-cancel/upgrade-url', EasyCancelUpgradeUrlAnswer, true),
  easyCancelFeedback: call('site', 'POST', '/api/easy-cancel', EasyCancelFeedbackAnswer, true),
  /** Upgrade subscription (spec 001 §7; contracts/upgrade.ts): the member's offers, and the rules (the whole body). */
  upgradeOffers: call('site', 'GET', '/api/memberships/service/upgrade-offers', UpgradeOffersAnswer, true),
  priceUpgradeRules: call('site', 'GET', '/api/memberships/service/price-upgrade-rules', PriceUpgradeRules),
  /** Account settings (spec 001 §7 'Dashboard and account'; contracts/avatar.ts, change-password.ts): multipart / form data bodies. */
  avatar: call('site', 'GET', '/api/wp/user/avatar', AvatarAnswer, true),
  changeAvatar: call('site', 'POST', '/api/wp/user/changeAvatar', ChangeAvatarAnswer, true),
  changePassword: call('site', 'POST', '/api/user/change-password', ChangePasswordAnswer, true),
  /**
   * The e-mail sending service's subscription preferences (spec 001 §7; contracts/email-subscription.ts): the uid is
   * the key (no sign-in needed); `auth` so the answers are never kept by the public GET cache.
   */
  emailSubscription: call('sendService', 'GET', '/v1/subscription/{uid}', SubscriptionAnswer, true),
  saveEmailSubscription: call('sendService', 'PATCH', '/v1/subscription/{uid}', SubscriptionResultAnswer, true),
} as const;

export type CallName = keyof typeof calls;
export type Answer<N extends CallName> = z.infer<(typeof calls)[N]['response']>;

/** Path under the upstream base with `{param}` placeholders filled in (URL-encoded). */
export function callPath(spec: CallSpec, params: Record<string, string | number> = {}): string {
  return spec.path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`missing path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}

/** Base path of each upstream in embedded mode (mounted on the site's own origin). */
export const embeddedBasePath: Record<Upstream, string> = {
  site: '',
  content: '/api/content/v1',
  vreels: '',
  forum: '/api/forum',
  memberPlus: '/api/member-plus',
  valuePopup: '/api/value-popup',
  sendService: '/api/send-service',
  camProvider: '/api/cam-provider',
};
