/** Every call of contracts/calls.ts is served by the embedded backend with an answer its contract parses. */
import { decodeJwt } from 'jose';
import { DEFAULT_AI_MASK_SECRET } from '../../../contracts/ai-mask.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../../backend/app.ts';
import { type CallName, calls } from '../../../contracts/calls.ts';
import { SANDBOX_APP_PATH, SANDBOX_CLIENT_ID } from '../../../backend/auth/partner-apps.ts';
import { MEMBER_PLUS_TILE_PRICE } from '../../../backend/seed/member-plus.ts';
import { subscriptionUidForEmail } from '../../../backend/repo/email-subscriptions.ts';
import { TEST_PUBLIC_URL, loginAs, mailedToken, request, setupTimeout, urlOf, onEachDatabase } from './helpers.ts';

const SANDBOX_REDIRECT = `${TEST_PUBLIC_URL}${SANDBOX_APP_PATH}`;
/** cancel@demo.test's monthly membership here (seed/users.ts buildMemberships). */
const CANCEL_DEMO_MEMBERSHIP = 'membership-demo-6';

onEachDatabase((freshBackend) => {
  let backend: Backend;
  let tokens: { atoken: string; rtoken: string };
  // The seeded e-mail subscriptions' uids (random: read from the database).
  const uids = { active: '', expired: '' };

  beforeAll(async () => {
    backend = await freshBackend();
    tokens = await loginAs(backend, 'active@demo.test');
    uids.active = (await subscriptionUidForEmail(backend.db, 'active@demo.test', 0)) ?? '';
    uids.expired = (await subscriptionUidForEmail(backend.db, 'expired@demo.test', 0)) ?? '';
  }, setupTimeout);
  afterAll(async () => {
    await backend.close();
    await backend.db.close();
  });

  /** `form`: a URL-encoded form body instead of JSON; `token`: another member's access token than the active one's. */
  type SampleRequest = { url: string; body?: unknown; form?: Record<string, string>; token?: string; auth?: boolean; status?: number };
  type Sample = () => SampleRequest | Promise<SampleRequest>;

  const samples: Record<CallName, Sample> = {
    login: () => ({ url: urlOf('login'), body: { email: 'expired@demo.test', password: 'demo1234' } }),
    refreshToken: () => ({ url: urlOf('refreshToken'), body: { refresh_token: 'unknown-token' } }),
    logout: () => ({ url: urlOf('logout'), body: { refresh_token: 'unknown-token' }, auth: true }),
    userInfo: () => ({ url: urlOf('userInfo'), auth: true }),
    dashboardInfo: () => ({ url: urlOf('dashboardInfo'), auth: true }),
    memberships: () => ({ url: urlOf('memberships'), auth: true }),
    cancelMembership: async () => ({
      url: urlOf('cancelMembership'),
      body: { membershipUuid: CANCEL_DEMO_MEMBERSHIP },
      token: (await loginAs(backend, 'cancel@demo.test')).atoken,
    }),
    favoriteVideoIds: () => ({ url: urlOf('favoriteVideoIds'), auth: true }),
    maintenance: () => ({ url: urlOf('maintenance') }),
    joinNowTemplate: () => ({ url: urlOf('joinNowTemplate') }),
    joinNowConfig: () => ({ url: urlOf('joinNowConfig') }),
    priceSlots: () => ({ url: `${urlOf('priceSlots')}?event=sale-velvet-week` }),
    currentSaleEvent: () => ({ url: urlOf('currentSaleEvent') }),
    billers: () => ({ url: urlOf('billers') }),
    promoTimer: () => ({ url: urlOf('promoTimer') }),
    leaveOffer: () => ({ url: urlOf('leaveOffer') }),
    signUp: () => ({
      url: urlOf('signUp'),
      body: { email: 'contract-buyer@demo.test', password: 'buyer1234', isReceiveUpdates: true, paymentSystem: 'epoch', priceUuid: 'price-base-1m' },
    }),
    paymentUrl: async () => {
      const [user] = await backend.db.query<{ uuid: string }>("SELECT uuid FROM users WHERE email = 'active@demo.test'");
      return {
        url: urlOf('paymentUrl'),
        body: { userUuid: user?.uuid, paymentSystem: 'segpay', priceUuid: 'price-base-3m', slavePriceUuids: [] },
        auth: true,
      };
    },
    paymentStatus: async () => {
      const [user] = await backend.db.query<{ uuid: string }>("SELECT uuid FROM users WHERE email = 'active@demo.test'");
      const asked = await request(backend, 'POST', urlOf('paymentUrl'), {
        body: { userUuid: user?.uuid, paymentSystem: 'epoch', priceUuid: 'price-base-1y', slavePriceUuids: [] },
        token: tokens.atoken,
      });
      const paymentUrl = calls.paymentUrl.response.parse(asked.json).data.paymentUrl ?? '';
      return { url: urlOf('paymentStatus', { uuid: paymentUrl.split('/').at(-2) ?? '' }), auth: true };
    },
    favoriteModelIds: () => ({ url: urlOf('favoriteModelIds'), auth: true }),
    addFavoriteVideo: () => ({ url: urlOf('addFavoriteVideo', { videoId: 2 }), auth: true }),
    removeFavoriteVideo: () => ({ url: urlOf('removeFavoriteVideo', { videoId: 2 }), auth: true }),
    saveWatchProgress: () => ({ url: urlOf('saveWatchProgress', { videoId: 2 }), body: { position: 3, duration: 10, kind: 'full' }, auth: true }),
    watchProgress: () => ({ url: `${urlOf('watchProgress', { videoId: 2 })}?kind=full`, auth: true }),
    watchHistory: () => ({ url: `${urlOf('watchHistory')}?limit=5`, auth: true }),
    addFavoriteModel: () => ({ url: urlOf('addFavoriteModel', { modelId: 2 }), auth: true }),
    removeFavoriteModel: () => ({ url: urlOf('removeFavoriteModel', { modelId: 2 }), auth: true }),
    favoriteVideosFirst: () => ({ url: urlOf('favoriteVideosFirst'), auth: true }),
    favoriteVideosPage: () => ({ url: urlOf('favoriteVideosPage'), body: { page: 1, limit: 12 }, auth: true }),
    favoriteModels: () => ({ url: urlOf('favoriteModels', {}, '?page=1&limit=12&order=desc'), auth: true }),
    emailSubscription: () => ({ url: urlOf('emailSubscription', { uid: uids.active }) }),
    saveEmailSubscription: () => ({ url: urlOf('saveEmailSubscription', { uid: uids.expired }), body: { type: 1 } }),
    digest: () => ({ url: urlOf('digest') }),
    publicDashboard: () => ({ url: urlOf('publicDashboard') }),
    dashboardMenu: () => ({ url: urlOf('dashboardMenu') }),
    addVideoView: () => ({ url: urlOf('addVideoView'), body: { id: 3 } }),
    vreelsVideos: () => ({ url: urlOf('vreelsVideos') }),
    homePageBuilder: () => ({ url: urlOf('homePageBuilder') }),
    softPage: () => ({ url: urlOf('softPage') }),
    loginPageSliders: () => ({ url: urlOf('loginPageSliders') }),
    videos: () => ({ url: urlOf('videos', {}, '?show_custom_video=1&sort=popular') }),
    video: () => ({ url: urlOf('video', { slug: firstVideoSlug }) }),
    similarVideos: () => ({ url: urlOf('similarVideos', { slug: firstVideoSlug }) }),
    modelVideos: () => ({ url: urlOf('modelVideos', { modelId: 1 }) }),
    models: () => ({ url: urlOf('models') }),
    videoTags: () => ({ url: urlOf('videoTags') }),
    videoTag: () => ({ url: urlOf('videoTag', { slug: 'pov' }) }),
    modelTags: () => ({ url: urlOf('modelTags') }),
    modelTag: () => ({ url: urlOf('modelTag', { slug: 'redhead' }) }),
    model: () => ({ url: urlOf('model', { slug: firstModelSlug }) }),
    similarModels: () => ({ url: urlOf('similarModels', { slug: firstModelSlug }) }),
    categories: () => ({ url: urlOf('categories') }),
    category: () => ({ url: urlOf('category', { slug: 'romantic' }) }),
    page: () => ({ url: urlOf('page', { slug: 'terms-and-conditions' }) }),
    adBanner: () => ({ url: urlOf('adBanner', { place: 'videos' }) }),
    notifications: () => ({ url: urlOf('notifications') }),
    forumDiscussion: () => ({ url: urlOf('forumDiscussion', { id: 1 }, '?createdAt=desc&vote=desc') }),
    forumTree: () => ({ url: urlOf('forumTree', { postId: 2 }, '?include=discussion,user,user.groups,hiddenUser,editedUser,user.ranks,upvotes') }),
    forumPosts: () => ({ url: urlOf('forumPosts', {}, '?filter[id]=1,2') }),
    forumVote: () => ({ url: urlOf('forumVote', { id: 2 }), body: { data: { type: 'posts', id: '2', attributes: { upvoted: true } } }, auth: true }),
    forumReply: () => ({
      url: urlOf('forumReply'),
      body: {
        data: {
          type: 'posts',
          attributes: { content: 'Lovely scene.', replyTo: 2, notifyMe: true },
          relationships: { discussion: { data: { type: 'discussions', id: '1' } } },
        },
      },
      auth: true,
      status: 201,
    }),
    forumUsername: () => ({
      url: urlOf('forumUsername'),
      body: { data: { attributes: { email: 'x@demo.test', username: 'contract_tester' } } },
      auth: true,
    }),
    memberPlusPrice: () => ({ url: urlOf('memberPlusPrice', { id: MEMBER_PLUS_TILE_PRICE }) }),
    memberPlusPaymentUrl: () => ({
      url: urlOf(
        'memberPlusPaymentUrl',
        {},
        '?piCode=MP-MIDNIGHTVR-1M&siteUrl=https%3A%2F%2Fmidnightvr.test&paymentSystem=segpay&segpayPackageId=sp-midnightvr-1m',
      ),
      auth: true,
    }),
    memberPlusAggregate: () => ({ url: urlOf('memberPlusAggregate'), auth: true }),
    showPopups: () => ({ url: urlOf('showPopups'), body: { showToGuest: true, url: '/space-odyssey/', shownValuePopUps: [] } }),
    showHeaderBars: () => ({ url: urlOf('showHeaderBars'), body: { showToGuest: true, url: '/' } }),
    recordShownValuePopup: () => ({ url: urlOf('recordShownValuePopup'), body: { uuid: 'vp-easy-cancel-members' }, auth: true }),
    memberPlusStatus: () => ({ url: urlOf('memberPlusStatus'), auth: true }),
    devices: () => ({ url: urlOf('devices') }),
    pageConstructor: () => ({ url: urlOf('pageConstructor', { slug: 'scent-of-the-sea' }) }),
    device: () => ({ url: urlOf('device', { slug: 'meta-quest-3' }, '?page=2') }),
    helpTopics: () => ({ url: urlOf('helpTopics') }),
    faqs: () => ({ url: urlOf('faqs') }),
    partners: () => ({ url: urlOf('partners') }),
    arPage: () => ({ url: urlOf('arPage') }),
    aiMaskPopup: () => ({ url: urlOf('aiMaskPopup', { secret: DEFAULT_AI_MASK_SECRET }) }),
    jsonLd: () => ({ url: urlOf('jsonLd', { page: 'faq' }, '?path=/faq/') }),
    blogCategories: () => ({ url: urlOf('blogCategories') }),
    blogCategory: () => ({ url: urlOf('blogCategory', { slug: 'guides' }) }),
    blogPosts: () => ({ url: urlOf('blogPosts', {}, '?page=2&limit=10') }),
    blogPost: () => ({ url: urlOf('blogPost', { slug: 'what-60-fps-means-for-virtual-reality' }) }),
    blogCategoryPosts: () => ({ url: urlOf('blogCategoryPosts', { category: 'technology' }) }),
    search: () => ({ url: urlOf('search', { query: 'headset' }) }),
    deals: () => ({ url: urlOf('deals') }),
    dealSliders: () => ({ url: urlOf('dealSliders') }),
    ageVerificationSession: () => ({ url: urlOf('ageVerificationSession'), body: { returnUrl: '/age-verification/' }, auth: true }),
    ageVerificationStatus: () => ({ url: urlOf('ageVerificationStatus', { sessionId: avSessionId }), auth: true }),
    reportVerification: () => ({ url: urlOf('reportVerification', { userId }), body: { isVerified: false }, auth: true, status: 201 }),
    mustPassVerification: () => ({ url: urlOf('mustPassVerification', { userId }), auth: true }),
    hasVerification: () => ({ url: urlOf('hasVerification', { userId }), auth: true }),
    authCode: () => ({ url: urlOf('authCode'), body: { email: 'inactive@demo.test' } }),
    restorePassword: () => ({ url: urlOf('restorePassword'), body: { email: 'inactive@demo.test' } }),
    checkResetToken: () => ({ url: urlOf('checkResetToken'), body: { token: 'unknown-token' } }),
    resetPassword: async () => {
      await request(backend, 'POST', urlOf('restorePassword'), { body: { email: 'benefits@demo.test' } });
      return {
        url: urlOf('resetPassword'),
        body: { token: await mailedToken(backend, 'benefits@demo.test', '/reset-password/'), password: 'demo1234' },
      };
    },
    resendUnblockEmail: () => ({ url: urlOf('resendUnblockEmail'), body: { email: 'inactive@demo.test' } }),
    requestChangeEmail: () => ({ url: urlOf('requestChangeEmail'), body: { email: 'new-active@demo.test' }, auth: true }),
    confirmChangeEmail: async () => {
      const { atoken } = await loginAs(backend, 'trial@demo.test');
      await request(backend, 'POST', urlOf('requestChangeEmail'), { body: { email: 'new-trial@demo.test' }, token: atoken });
      return { url: urlOf('confirmChangeEmail'), body: { token: await mailedToken(backend, 'new-trial@demo.test', '/email-change/') } };
    },
    initAccountRemoval: () => ({ url: urlOf('initAccountRemoval'), body: { email: 'canceled@demo.test', password: 'demo1234' } }),
    removeAccount: async () => {
      await request(backend, 'POST', urlOf('initAccountRemoval'), { body: { email: 'canceled@demo.test', password: 'demo1234' } });
      return { url: urlOf('removeAccount'), body: { token: await mailedToken(backend, 'canceled@demo.test', '/account-removal/') } };
    },
    devOutbox: () => ({ url: urlOf('devOutbox', {}, '?to=inactive@demo.test') }),
    affiliateHit: () => ({ url: urlOf('affiliateHit'), body: { affId: 'aff-7', offerId: 'spring', path: '/join-now/', unique: true }, status: 201 }),
    devAffiliateHits: () => ({ url: urlOf('devAffiliateHits', {}, '?affId=aff-7') }),
    canDownload: async () => ({
      url: urlOf('canDownload', {}, `?url=${encodeURIComponent(await firstDownloadUrl())}`),
      body: { final: true },
      auth: true,
    }),
    download: async () => ({ url: urlOf('download', {}, `?url=${encodeURIComponent(await firstDownloadUrl())}`), auth: true }),
    videoEvent: () => ({
      url: urlOf('videoEvent'),
      body: { event_type: 'videoDownloaded', video_id: 1, video_quality: '4K', video_title: 'A scene', video_slug: firstVideoSlug },
      auth: true,
    }),
    partnerApp: () => ({ url: urlOf('partnerApp', {}, `?redirect_uri=${encodeURIComponent(SANDBOX_REDIRECT)}`) }),
    partnerCode: () => ({ url: urlOf('partnerCode'), body: { clientId: SANDBOX_CLIENT_ID, redirectUri: SANDBOX_REDIRECT }, auth: true }),
    partnerToken: async () => {
      const asked = await request(backend, 'POST', urlOf('partnerCode'), {
        body: { clientId: SANDBOX_CLIENT_ID, redirectUri: SANDBOX_REDIRECT },
        token: tokens.atoken,
      });
      const code = calls.partnerCode.response.parse(asked.json).data?.code;
      return { url: urlOf('partnerToken'), body: { clientId: SANDBOX_CLIENT_ID, code, redirectUri: SANDBOX_REDIRECT } };
    },
    avatar: () => ({ url: urlOf('avatar'), auth: true }),
    changeAvatar: () => ({ url: urlOf('changeAvatar'), form: { avatar: '/media/art/avatar/3.svg' }, auth: true }),
    // The password demo account's own password changes (the active member's stays).
    changePassword: async () => ({
      url: urlOf('changePassword'),
      form: { password: 'demo1234', new_password: 'changed5678', new_password_confirmation: 'changed5678' },
      token: (await loginAs(backend, 'password@demo.test')).atoken,
    }),
    easyCancelQuestions: () => ({ url: urlOf('easyCancelQuestions'), auth: true }),
    easyCancelSettings: () => ({ url: urlOf('easyCancelSettings'), auth: true }),
    easyCancelUpgradeUrl: async () => {
      const [m] = await backend.db.query<{ uuid: string }>(
        "SELECT m.uuid FROM memberships m JOIN users u ON u.uuid = m.user_uuid WHERE u.email = 'active@demo.test' AND m.site_host = ''",
      );
      return { url: urlOf('easyCancelUpgradeUrl', {}, `?membershipUuid=${m?.uuid ?? ''}`), auth: true };
    },
    // The easy-cancel demo account's own membership is canceled (the active member's stays).
    easyCancelFeedback: async () => {
      const [m] = await backend.db.query<{ uuid: string }>(
        "SELECT m.uuid FROM memberships m JOIN users u ON u.uuid = m.user_uuid WHERE u.email = 'easycancel@demo.test' AND m.site_host = ''",
      );
      const asked = await request(backend, 'GET', urlOf('easyCancelQuestions'), { token: tokens.atoken });
      const questions = calls.easyCancelQuestions.response.parse(asked.json).data;
      return {
        url: urlOf('easyCancelFeedback'),
        body: { membershipUuid: m?.uuid, answers: questions.map((q) => ({ questionId: q.id, answerId: q.answers[0]?.id })), comment: '' },
        token: (await loginAs(backend, 'easycancel@demo.test')).atoken,
      };
    },
    upgradeOffers: () => ({ url: urlOf('upgradeOffers'), auth: true }),
    priceUpgradeRules: () => ({ url: urlOf('priceUpgradeRules') }),
    // The live cam calls (backend/routes/cams.ts, the simulator's world).
    camUserInfo: () => ({ url: urlOf('camUserInfo'), auth: true }),
    camBalance: () => ({ url: urlOf('camBalance'), auth: true }),
    tokenTariffs: () => ({ url: urlOf('tokenTariffs') }),
    tokenPaymentUrl: () => ({
      url: urlOf('tokenPaymentUrl'),
      auth: true,
      body: { priceUuid: 'tokens-500-normal', itemCode: 'TK500', isNonRecurring: true, paymentSystem: 'cryptopay' },
    }),
    camBroadcasts: () => ({ url: urlOf('camBroadcasts', {}, '?status=all&limit=12&offset=0&show-offline=true&tag-categories=girls&tags=') }),
    camBroadcast: () => ({ url: urlOf('camBroadcast', { nickname: backend.cams.nicknames()[0] ?? '' }, '?partnerId=vrcams&show-hidden=true') }),
    camModelProfile: () => ({ url: urlOf('camModelProfile', { modelId: 'cm-001' }) }),
    camgirlPageTags: () => ({ url: urlOf('camgirlPageTags', { slug: 'vr-cam-girls' }) }),
    roomTags: () => ({ url: urlOf('roomTags', { slug: 'blonde' }) }),
  };

  let firstVideoSlug = '';
  /** The first download file of the first video (a member's download). */
  const firstDownloadUrl = async (): Promise<string> => {
    const answer = calls.video.response.parse((await request(backend, 'GET', urlOf('video', { slug: firstVideoSlug }))).json);
    return answer.item.downLoadVideoListForFront[0]?.url ?? '';
  };
  let firstModelSlug = '';
  let userId = '';
  let avSessionId = '';

  describe('contract routes', () => {
    beforeAll(async () => {
      const videos = calls.videos.response.parse((await request(backend, 'GET', urlOf('videos'))).json);
      const models = calls.models.response.parse((await request(backend, 'GET', urlOf('models'))).json);
      firstVideoSlug = (videos.items[0] as { slug: string }).slug;
      firstModelSlug = models.items[0]?.slug ?? '';
      userId = String(decodeJwt(tokens.atoken).sub);
      const session = await request(backend, 'POST', urlOf('ageVerificationSession'), { token: tokens.atoken });
      avSessionId = calls.ageVerificationSession.response.parse(session.json).data.sessionId;
    });

    for (const name of Object.keys(samples) as CallName[]) {
      it(`${name}: ${calls[name].method} ${calls[name].path} answers 200 with its contract`, async () => {
        const sample = await samples[name]();
        const res = await request(backend, calls[name].method, sample.url, {
          body: sample.body,
          ...(sample.form ? { rawBody: new URLSearchParams(sample.form).toString(), contentType: 'application/x-www-form-urlencoded' } : {}),
          token: sample.token ?? (sample.auth ? tokens.atoken : undefined),
        });
        expect(res.status).toBe(sample.status ?? 200);
        const parsed = calls[name].response.safeParse(res.json);
        expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 3))).toBe(true);
      });
    }

    it('the digest carries the menus, footer columns and settings the chrome needs', async () => {
      const { digest } = calls.digest.response.parse((await request(backend, 'GET', urlOf('digest'))).json);
      expect(digest.headerMenuTypes).toEqual([
        { label: 'Main menu', key: 'main' },
        { label: 'Account Menu', key: 'account' },
      ]);
      expect(digest.footerMenuTypes.map((t) => t.label)).toEqual(['Information', 'Network', 'Community', 'Contact Us']);
      const main = digest.headerMenu.find((m) => m.type === 'main');
      expect(main?.items.find((i) => i.label === 'Videos')?.pullDownMenus).toHaveLength(6);
      expect(main?.items.find((i) => i.label === 'VR Cam Girls')?.upperText).toBe('LIVE');
      const logout = digest.headerMenu.find((m) => m.type === 'account')?.items.find((i) => i.isLogOut);
      expect(logout?.visibilityRule).toEqual(['member', 'expiredMember', 'inactive']);
      expect(logout?.deviceVisibility).toEqual(['desktop']);
      for (const footer of digest.footerMenu) expect(footer.items.length).toBeGreaterThanOrEqual(4);
      expect(digest.mobileBottomMenu.map((i) => i.label)).toEqual(['Home', 'Videos', 'Models', 'Categories']);
      expect(digest.siteSettings.socialLinks.some((s) => s.url === '')).toBe(true);
      expect(digest.siteSettings.logoutRedirectLink).toBe('/');
    });

    it('the home page builder holds the configured sections', async () => {
      const { homePageBuilder: home } = calls.homePageBuilder.response.parse((await request(backend, 'GET', urlOf('homePageBuilder'))).json);
      expect(home.topVideos).toHaveLength(12);
      expect(home.topModels).toHaveLength(12);
      expect(home.topCategories).toHaveLength(8);
      expect(home.latestVideos).toHaveLength(12);
      expect(home.upcomingScenes).toHaveLength(4);
      expect(home.upcomingScenes.every((s) => s.type === 'upcoming-scene')).toBe(true);
      expect(home.featuredModels).toHaveLength(8);
      expect(home.announcements).toHaveLength(3);
      expect(home.titleWinner).not.toBe('');
      const latest = home.latestVideos.map((v) => v.publishedAt);
      expect(latest).toEqual([...latest].sort((a, b) => b - a));
    });

    it('categories list standard ones with video counts and custom ones with a type', async () => {
      const { items } = calls.categories.response.parse((await request(backend, 'GET', urlOf('categories'))).json);
      // 13 standard (since seed 9 the AI-engine category of the try-AR page too) and 3 custom.
      expect(items).toHaveLength(16);
      const custom = items.filter((c) => 'type' in c);
      expect(custom).toHaveLength(3);
      expect(custom.some((c) => 'type' in c && c.type === 'external-offer' && c.link !== '')).toBe(true);
      const standard = items.filter((c) => !('type' in c));
      expect(standard.every((c) => 'videoCount' in c && c.videoCount > 0)).toBe(true);
    });
  });
});
