/**
 * Screen machines with their side effects provided (DESIGN 'Composition': screen machines are composed by
 * their route). The router context carries these factories; a route's component loads its machine with its screen
 * (app/router/screens/*: both lazily, so no screen machine weighs on other pages' first load), has the factory
 * provide it, starts it and hands the view its actor ref. Tomorrow: checkout, broadcast room, messenger panel.
 */
import { fromCallback, fromPromise } from 'xstate';
import type { ContentApi } from '../../adapters/content-api.ts';
import type { ForumApi } from '../../adapters/forum.ts';
import type { SiteApi } from '../../adapters/site-api.ts';
import type { Comment } from '../../contracts/forum.ts';
import type { commentComposerMachine } from '../../machines/comment-composer.machine.ts';
import type { commentsMachine } from '../../machines/comments.machine.ts';
import type { forumUsernameMachine } from '../../machines/forum-username.machine.ts';
import type { Credentials } from '../../contracts/site-api.ts';
import type { ActionOutcome, RemovalOutcome, accountRemovalMachine } from '../../machines/account-removal.machine.ts';
import type { ConfirmOutcome, emailChangeMachine } from '../../machines/email-change.machine.ts';
import type { PartnerCodeOutcome, partnerLoginMachine } from '../../machines/partner-login.machine.ts';
import type { downloadMachine } from '../../machines/download.machine.ts';
import { canWatchFull } from '../../domain/membership.ts';
import type { SessionChanged } from '../../machines/session.machine.ts';
import type { resetPasswordMachine } from '../../machines/reset-password.machine.ts';
import type { videoPanelMachine } from '../../machines/video-panel.machine.ts';
import type { aiMaskPopupMachine } from '../../machines/ai-mask-popup.machine.ts';
import type { dealCardsMachine } from '../../machines/deal-cards.machine.ts';
import type { MemberPlusApi } from '../../adapters/member-plus.ts';
import type { memberPlusPaymentMachine } from '../../machines/member-plus-payment.machine.ts';
import type { memberPlusOfferMachine } from '../../machines/member-plus-offer.machine.ts';
import type { MemberPlusDashboard } from '../../domain/member-plus.ts';
import { sessionFlag } from '../../adapters/session-flags.ts';
import type { HeadsetServices } from '../../adapters/headset.ts';
import type { PlayerKind, playerMachine } from '../../machines/player.machine.ts';
import type { CancelOutcome, MembershipInfoData, membershipCancelMachine } from '../../machines/membership-cancel.machine.ts';
import type { avatarMachine } from '../../machines/avatar.machine.ts';
import type { changePasswordMachine } from '../../machines/change-password.machine.ts';
import type { SendServiceApi } from '../../adapters/send-service.ts';
import type { emailPreferencesMachine } from '../../machines/email-preferences.machine.ts';
import type { FavoritesEvent } from '../../machines/favorites.machine.ts';
import type { favoritesPageMachine } from '../../machines/favorites-page.machine.ts';
import { type FavoritesPageData, favoriteTargetOf } from '../../domain/favorites-page.ts';
import { cardModel, gridCardVideo } from './card-data.ts';

/** The session as screen machines listen to it: its emitted facts. */
export type SessionFactsSource = {
  on(type: 'SESSION_CHANGED', handler: (event: SessionChanged) => void): { unsubscribe(): void };
};

/** The session as the account removal reaches it: who is signed in, and a logout. */
export type SessionLink = {
  getSnapshot(): { context: { user: { email: string } | null } };
  send(event: { type: 'LOGOUT_REQUESTED'; redirect?: boolean }): void;
};

export interface ScreenFactories {
  /** The video page's panels; a view of the video is recorded (add-video-view) the first time in this visit. */
  videoPanel(machine: typeof videoPanelMachine, session: SessionFactsSource): typeof videoPanelMachine;
  /**
   * The visit's session: the address signed in here is read when the removal is done, and told to log out (no
   * redirect) when that account is the one removed. A route's machine is a root of its own, so the session is not in
   * its actor system: the composition links the two.
   */
  accountRemoval(machine: typeof accountRemovalMachine, session: SessionLink): typeof accountRemovalMachine;
  emailChange(machine: typeof emailChangeMachine): typeof emailChangeMachine;
  /** /reset-password/ (spec 001 §2): its three calls through the site API adapter, which never throws. */
  resetPassword(machine: typeof resetPasswordMachine): typeof resetPasswordMachine;
  /**
   * /playalogin/ (README 'Partner app login'): the session's facts (the signed-in e-mail) followed, its logout (no
   * redirect) for 'Use another account', the code call through the site API adapter, and the full navigation to the app.
   */
  partnerLogin(machine: typeof partnerLoginMachine, session: SessionFactsSource & Pick<SessionLink, 'send'>): typeof partnerLoginMachine;
  /**
   * The video page's download (spec 000 §4 'Download', §7): the check and the counted download through the site API
   * adapter (never throws), the viewer's membership followed (an expired member goes to the offer), the signed file
   * saved by the browser (relative to the site host), the 'videoDownloaded' event logged, the offer opened by a
   * navigation.
   */
  download(machine: typeof downloadMachine, session: SessionFactsSource, opts: { navigate: (url: string) => void }): typeof downloadMachine;
  /** A discussion's comments under a video or a model (spec 000 §2.4, §7): the thread and votes through the forum adapter. */
  comments(machine: typeof commentsMachine): typeof commentsMachine;
  /** The comment form: its post through the forum adapter; `posted` hands the new comment to the thread. */
  commentComposer(machine: typeof commentComposerMachine, opts: { posted: (comment: Comment) => void }): typeof commentComposerMachine;
  /** The forum username form (spec 000 §8 'Username change fails'). */
  forumUsername(machine: typeof forumUsernameMachine): typeof forumUsernameMachine;
  /**
   * The VR player (issue 12): the headset through the browser's WebXR (support checked, a session started within
   * the click), the comfort settings kept on this device (the headset services load with the player), and with
   * `resume` (a signed-in member's full video) the place in the video loaded and saved through the site API (an
   * unfinished place is offered; nothing is offered or saved otherwise).
   */
  player(machine: typeof playerMachine, opts: { headset: HeadsetServices; videoId: number; resume: boolean }): typeof playerMachine;
  /**
   * An AI-mask video's pop-up (spec 000 §2.4, §7 GET /aima{secret}): its settings through the content adapter (which
   * logs a failure and never throws), none once this browser session has seen it (a session flag, set when it closes).
   */
  aiMaskPopup(machine: typeof aiMaskPopupMachine): typeof aiMaskPopupMachine;
  /**
   * The deals page's cards and the maintenance page's carousel (spec 001 §2 'Deals', 'Maintenance deals carousel'):
   * the carousel's deals through the content adapter (none when the call fails: it logs and never throws).
   */
  dealCards(machine: typeof dealCardsMachine): typeof dealCardsMachine;
  /**
   * A member-plus offer taken (spec 001 §4 'Member-plus payment flow'): the price and the payment URL through the
   * member-plus adapter (it logs failures and never throws: the flow falls back), the browser sent on by a full
   * navigation (a biller's or a partner site's page).
   */
  memberPlusPayment(machine: typeof memberPlusPaymentMachine): typeof memberPlusPaymentMachine;
  /**
   * The categories page's member-plus offer (spec 001 §5 'Member-plus tile', §2, §4): the member's dashboard facts
   * through the site API adapter (fetched once per member in this visit; a failure is logged and leaves the tiles
   * links), the tile's price through the member-plus adapter, and the payment flow composed as `memberPlusPayment`.
   */
  memberPlusOffer(machine: typeof memberPlusOfferMachine, payment: typeof memberPlusPaymentMachine): typeof memberPlusOfferMachine;
  /**
   * The 'Membership Info' page's cancellation (spec 001 §4 'Dashboard and cancellation', §8): the call and the page's
   * facts through the site API adapter (it logs a failure and never throws: a refusal is passed back); after a
   * cancellation the visit's session tokens are refreshed (`refreshSession`: the next access token carries usc 200, and the
   * session, comparing its tokens with the cookies, follows within its 3 s check) and the member-plus tile's cached facts dropped.
   */
  membershipCancel(machine: typeof membershipCancelMachine, opts: { refreshSession: () => Promise<unknown> }): typeof membershipCancelMachine;
  /**
   * The 'Account Settings' avatar (spec 001 §4 'Avatar change', §7): the list and the change through the site API
   * adapter (it logs failures and never throws); after a change the visit's session tokens are refreshed (`refreshSession`:
   * the session, comparing its tokens with the cookies within its 3 s check, reloads the user, so the header shows the
   * new avatar).
   */
  avatar(machine: typeof avatarMachine, opts: { refreshSession: () => Promise<unknown> }): typeof avatarMachine;
  /** The 'Account Settings' change-password form (spec 001 §5, §7, §8): its call through the site API adapter (never throws). */
  changePassword(machine: typeof changePasswordMachine): typeof changePasswordMachine;
  /**
   * The dashboard's favourites page (spec 001 §2, §4 'Favourites', §7): a video's removal through the site API, a
   * model's through the content host, the page again through the content API (as cards; null when it fails: the
   * adapters log and never throw); a removal the server did is told to the visit's favourites (`favorites`, so the
   * hearts elsewhere agree); `goToPage` shows another page of the tab (a navigation of the route).
   */
  favoritesPage(
    machine: typeof favoritesPageMachine,
    opts: { favorites: { send(event: FavoritesEvent): void }; goToPage: (page: number) => void },
  ): typeof favoritesPageMachine;
  /** The e-mail preferences (spec 001 §7 {sendService}): the subscription read and saved through the send-service adapter (never throws). */
  emailPreferences(machine: typeof emailPreferencesMachine, sendService: SendServiceApi): typeof emailPreferencesMachine;
}

/** The session flag (sessionStorage key) of the AI-mask pop-up: seen in this browser session. */
export const AI_MASK_SEEN_FLAG = 'aima_popup_seen';
const aiMaskSeen = sessionFlag(AI_MASK_SEEN_FLAG);

/** The browser saves a file: a hidden link with the download attribute, clicked (never on the server). */
const saveFile = (url: string, base: string) => {
  if (typeof document === 'undefined') return;
  const link = document.createElement('a');
  link.href = new URL(url, base).href;
  link.download = '';
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
};

/** The browser leaves the site: for the partner app, a biller's page, a partner site (a full navigation; never on the server). */
const leaveSite = (url: string) => {
  if (typeof window !== 'undefined') window.location.assign(url);
};

export function createScreenFactories(
  /** The site API adapter the account actions call (it never throws). */
  site: Pick<
    SiteApi,
    | 'initAccountRemoval'
    | 'removeAccount'
    | 'requestEmailChange'
    | 'confirmEmailChange'
    | 'restorePassword'
    | 'checkResetToken'
    | 'resetPassword'
    | 'partnerCode'
    | 'canDownload'
    | 'download'
    | 'logVideoEvent'
    | 'watchProgress'
    | 'saveWatchProgress'
    | 'dashboardInfo'
    | 'memberships'
    | 'cancelMembership'
    | 'setFavoriteVideo'
    | 'avatar'
    | 'changeAvatar'
    | 'changePassword'
  >,
  /** The site host as the browser calls it ('' = this origin): signed download URLs are relative to it. */
  siteApiUrl = '',
  /** The forum adapter (it never throws). */
  forum?: ForumApi,
  /** The content API adapter (it never throws): the video views, the AI-mask pop-up settings and the deals. */
  content?: Pick<ContentApi, 'addVideoView' | 'aiMaskPopup'> &
    Partial<Pick<ContentApi, 'deals' | 'favoriteVideosPage' | 'favoriteModelsPage' | 'setFavoriteModel'>>,
  /** The suffix of GET {content}/aima{secret} (configuration). */
  aiMaskSecret = '',
  /** The member-plus adapter (it never throws): the offer's price and payment URL. */
  memberPlus?: Pick<MemberPlusApi, 'price' | 'paymentUrl'>,
): ScreenFactories {
  // The videos viewed in this visit (the router, and so these factories, live as long as the visit).
  const viewed = new Set<number>();
  const forumApi = (): ForumApi => {
    if (!forum) throw new Error('no forum adapter composed');
    return forum;
  };
  const memberPlusApi = () => {
    if (!memberPlus) throw new Error('no member-plus adapter composed');
    return memberPlus;
  };
  // The dashboard facts of each member asked for in this visit (an answer only: a failure is asked again next time).
  const dashboards = new Map<string, Promise<MemberPlusDashboard>>();
  const dashboardOf = (member: string): Promise<MemberPlusDashboard> => {
    const known = dashboards.get(member);
    if (known) return known;
    const asked = site.dashboardInfo().then((answer) => {
      if (!answer) dashboards.delete(member);
      return answer && { status: answer.info.status, paymentSystem: answer.info.paymentSystem };
    });
    dashboards.set(member, asked);
    return asked;
  };
  const memberPlusPayment = (machine: typeof memberPlusPaymentMachine) =>
    machine.provide({
      actions: { goTo: (_, params) => leaveSite(params.url) },
      actors: {
        loadPrice: fromPromise(({ input }) => memberPlusApi().price(input.priceUuid)),
        requestPaymentUrl: fromPromise(({ input }) => memberPlusApi().paymentUrl(input)),
      },
    });
  const fileBase = () => (siteApiUrl ? `${siteApiUrl.replace(/\/+$/, '')}/` : window.location.origin);
  return {
    accountRemoval: (machine, session) =>
      machine.provide({
        actions: { endSession: () => session.send({ type: 'LOGOUT_REQUESTED', redirect: false }) },
        actors: {
          initAccountRemoval: fromPromise<ActionOutcome, Credentials>(({ input }) => site.initAccountRemoval(input)),
          removeAccount: fromPromise<RemovalOutcome, { token: string }>(async ({ input }) => {
            const result = await site.removeAccount(input.token);
            if (!result.ok) return result;
            const current = session.getSnapshot().context.user?.email ?? null;
            return { ok: true, signedInRemoved: current !== null && result.email !== null && current.toLowerCase() === result.email.toLowerCase() };
          }),
        },
      }),
    emailChange: (machine) =>
      machine.provide({
        actors: {
          requestEmailChange: fromPromise<ActionOutcome, { email: string }>(({ input }) => site.requestEmailChange(input.email)),
          confirmEmailChange: fromPromise<ConfirmOutcome, { token: string }>(({ input }) => site.confirmEmailChange(input.token)),
        },
      }),
    aiMaskPopup: (machine) =>
      machine.provide({
        actions: { markSeen: () => aiMaskSeen.set() },
        actors: {
          loadSettings: fromPromise(async () => (aiMaskSeen.isSet() || !content ? null : content.aiMaskPopup(aiMaskSecret))),
        },
      }),
    dealCards: (machine) => machine.provide({ actors: { loadDeals: fromPromise(async () => (content?.deals ? content.deals() : [])) } }),
    memberPlusOffer: (machine, payment) =>
      machine.provide({
        actors: {
          loadDashboard: fromPromise(({ input }) => dashboardOf(input.member)),
          loadPrice: fromPromise(({ input }) => memberPlusApi().price(input.priceUuid)),
          payment: memberPlusPayment(payment),
        },
      }),
    memberPlusPayment,
    avatar: (machine, opts) =>
      machine.provide({
        actions: { avatarChanged: () => void opts.refreshSession().catch(() => {}) },
        actors: {
          loadAvatars: fromPromise(() => site.avatar()),
          changeAvatar: fromPromise(({ input }) => site.changeAvatar(input.choice)),
        },
      }),
    changePassword: (machine) => machine.provide({ actors: { changePassword: fromPromise(({ input }) => site.changePassword(input)) } }),
    favoritesPage: (machine, opts) =>
      machine.provide({
        actions: {
          favoriteRemoved: (_, { tab, item }) => opts.favorites.send({ type: 'FAVORITE_CHANGED', target: favoriteTargetOf(tab, item), on: false }),
          goToPage: (_, { page }) => opts.goToPage(page),
        },
        actors: {
          removeFavorite: fromPromise(async ({ input }) =>
            input.tab === 'videos' ? site.setFavoriteVideo(String(input.id), false) : (content?.setFavoriteModel?.(input.id, false) ?? false),
          ),
          loadPage: fromPromise<FavoritesPageData | null, { tab: 'videos' | 'models'; page: number }>(async ({ input }) => {
            if (input.tab === 'videos') {
              const got = await content?.favoriteVideosPage?.(input.page);
              return got ? { ...got, items: got.items.map(gridCardVideo) } : null;
            }
            const got = await content?.favoriteModelsPage?.(input.page);
            return got ? { ...got, items: got.items.map(cardModel) } : null;
          }),
        },
      }),
    emailPreferences: (machine, sendService) =>
      machine.provide({
        actors: {
          loadSubscription: fromPromise(({ input }) => sendService.subscription(input.uid)),
          saveSubscription: fromPromise(({ input }) => sendService.saveSubscription(input.uid, input.change)),
        },
      }),
    membershipCancel: (machine, opts) =>
      machine.provide({
        actions: {
          refreshSession: () => {
            dashboards.clear();
            void opts.refreshSession().catch(() => {});
          },
        },
        actors: {
          cancelMembership: fromPromise<CancelOutcome, { membershipUuid: string }>(({ input }) => site.cancelMembership(input.membershipUuid)),
          loadMembershipInfo: fromPromise<MembershipInfoData, void>(async () => {
            const [info, memberships] = await Promise.all([site.dashboardInfo(), site.memberships()]);
            return { info, memberships };
          }),
        },
      }),
    videoPanel: (machine, session) =>
      machine.provide({
        actions: {
          recordView: (_, videoId) => {
            if (!videoId || viewed.has(videoId)) return;
            viewed.add(videoId);
            void content?.addVideoView(videoId);
          },
        },
        actors: {
          accessChanges: fromCallback(({ sendBack }) => {
            const subscription = session.on('SESSION_CHANGED', ({ facts }) =>
              sendBack({ type: 'ACCESS_CHANGED', canWatchFull: canWatchFull(facts.flags) }),
            );
            return () => subscription.unsubscribe();
          }),
        },
      }),
    resetPassword: (machine) =>
      machine.provide({
        actors: {
          restorePassword: fromPromise(({ input }) => site.restorePassword(input.email)),
          checkResetToken: fromPromise(({ input }) => site.checkResetToken(input.token)),
          resetPassword: fromPromise(({ input }) => site.resetPassword(input.token, input.password)),
        },
      }),
    download: (machine, session, opts) =>
      machine.provide({
        actions: {
          goToOffer: (_, params) => opts.navigate(params.url),
          saveFile: (_, params) => saveFile(params.url, fileBase()),
          logDownloaded: (_, event) => void site.logVideoEvent(event),
        },
        actors: {
          checkDownload: fromPromise(({ input }) => site.canDownload(input.url)),
          startDownload: fromPromise(({ input }) => site.download(input.url)),
          accessChanges: fromCallback(({ sendBack }) => {
            const subscription = session.on('SESSION_CHANGED', ({ facts }) => sendBack({ type: 'ACCESS_CHANGED', expired: facts.flags.expired }));
            return () => subscription.unsubscribe();
          }),
        },
      }),
    comments: (machine) =>
      machine.provide({
        actors: {
          loadThread: fromPromise(({ input }) => forumApi().thread(input.discussionId, input.sort)),
          vote: fromPromise(({ input }) => forumApi().vote(input.postId, input.vote)),
        },
      }),
    commentComposer: (machine, opts) =>
      machine.provide({
        actions: { posted: (_, comment) => opts.posted(comment) },
        actors: {
          postComment: fromPromise(({ input }) =>
            forumApi().post(input.discussionId, input.content, { replyTo: input.replyTo, notifyMe: input.notifyMe }),
          ),
        },
      }),
    player: (machine, { headset, videoId, resume }) =>
      machine.provide({
        actions: {
          saveProgress: (_, point) => {
            if (resume && point.duration > 0) void site.saveWatchProgress(videoId, point);
          },
          storeComfort: (_, comfort) => headset.storeComfort(comfort),
        },
        actors: {
          xrSupport: fromPromise(() => headset.immersiveSupported()),
          xrSession: fromPromise(() => headset.startImmersive()),
          loadProgress: fromPromise<number | null, { kind: PlayerKind }>(async ({ input }) => {
            if (!resume) return null;
            const place = await site.watchProgress(videoId, input.kind);
            return place && !place.finished ? place.position : null;
          }),
        },
      }),
    forumUsername: (machine) =>
      machine.provide({ actors: { changeUsername: fromPromise(({ input }) => forumApi().changeUsername(input.email, input.username)) } }),
    partnerLogin: (machine, session) =>
      machine.provide({
        actions: {
          endSession: () => session.send({ type: 'LOGOUT_REQUESTED', redirect: false }),
          leaveForApp: (_, params) => leaveSite(params.url),
        },
        actors: {
          requestCode: fromPromise<PartnerCodeOutcome, { clientId: string; redirectUri: string }>(({ input }) => site.partnerCode(input)),
          sessionChanges: fromCallback(({ sendBack }) => {
            const subscription = session.on('SESSION_CHANGED', ({ facts }) => sendBack({ type: 'SESSION_CHANGED', email: facts.email }));
            return () => subscription.unsubscribe();
          }),
        },
      }),
  };
}
