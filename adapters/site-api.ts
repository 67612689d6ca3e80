/**
 * Site API client ({siteHost}): login, refresh-token, logout, user info, favourite video ids, maintenance
 * (spec 000 §7 'Auth and account', 'Favourites'; §4 'Token lifecycle', 'Logout'; §5 login e-mail; §8).
 * Age verification (§7): provider session, status, report, the two start questions — null / false when a call fails
 * (the HTTP client logs it), so the machine decides.
 * Answers are contract types or the spec's empty default; refreshToken and logout reject so the caller decides.
 */
import type { AgeVerificationSession } from '../contracts/age-verification.ts';
import type { DownloadAbility, DownloadStart, VideoEventLog } from '../contracts/downloads.ts';
import type { OutboxMail } from '../contracts/outbox.ts';
import type { PartnerApp } from '../contracts/partner-login.ts';
import type { Credentials, Maintenance, SessionTokens, User } from '../contracts/site-api.ts';
import type { DashboardInfo } from '../contracts/dashboard.ts';
import type { EasyCancelFeedbackBody, EasyCancelQuestion, EasyCancelSettings } from '../contracts/easy-cancel.ts';
import type { PriceUpgradeRule, UpgradeOffers } from '../contracts/upgrade.ts';
import type { AvatarChangeOutcome, AvatarState } from '../contracts/avatar.ts';
import type { ChangePasswordBody, PasswordChangeOutcome } from '../contracts/change-password.ts';
import type { MembershipListItem } from '../contracts/memberships.ts';
import { GENERIC_ERROR, SESSION_EXPIRED } from './messages.ts';
import type { Logger } from './log.ts';
import type { WatchProgress, WatchProgressBody } from '../contracts/watch-progress.ts';
import { type CallResult, type HttpClient, bodyStatusMessage } from './http.ts';

/** The log line of a failed dashboard-info call (spec 001 §8 'Cancellation or dashboard-info error': logged). */
export const DASHBOARD_INFO_FAILED = 'Failed to get dashboard info';
/** The log lines of the easy-cancel calls (spec 001 §8 'Easy-cancel upgrade URL fails', 'Easy-cancel feedback fails'). */
export const UPGRADE_URL_FAILED = 'Failed to get upgrade url';
export const FEEDBACK_FAILED = 'Failed to send feedback';
/** The easy-cancel feedback's outcome: the URL to go to, or the refusal's message (null: none usable); never thrown. */
export type FeedbackOutcome = { ok: true; url: string } | { ok: false; message: string | null };
/** The log line of a failed avatar call (the account settings page then shows no list). */
export const AVATAR_FAILED = 'Failed to get avatar';
/** The log lines of a failed memberships list and cancellation (spec 001 §8 'Cancellation … error': logged, passed back). */
export const MEMBERSHIPS_FAILED = 'Failed to get memberships';
export const MEMBERSHIP_CANCEL_FAILED = 'Failed to cancel membership';
/**
 * A cancellation's result as it is passed back (spec 001 §4 'Dashboard and cancellation'): done (the membership's new
 * status, the access end, the server's message), or refused with the HTTP status and the server's message (the
 * generic one when there was no answer or a server failure).
 */
export type MembershipCancelResult =
  | { ok: true; status: string; accessUntil: number | null; message: string }
  | { ok: false; status: number | null; message: string };

/** Refresh answers whose status code means the refresh token is no good (spec 000 §4, §8). */
const REFRESH_REJECT_CODES: ReadonlySet<number> = new Set([401, 419, 465]);

/**
 * An account action's outcome (restorePassword, resetPassword): never thrown. A refusal carries the server's field
 * errors (422, 000 §5), its status message (429 too many requests, other 4xx) or the generic one (no answer, 5xx,
 * an answer breaking its contract), and `gone` for 410 (a link unknown, used or expired).
 */
export type ActionOutcome = { ok: true } | { ok: false; gone?: boolean; message: string | null; fieldErrors: Record<string, string[]> };
/** checkResetToken's answer, or null when the call failed (logged). */
export type ResetTokenCheck = { valid: boolean; email?: string } | null;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
/** `errors` of a refused site-API answer: lists of strings per field. */
function bodyFieldErrors(body: unknown): Record<string, string[]> {
  if (!isRecord(body) || !isRecord(body.errors)) return {};
  const out: Record<string, string[]> = {};
  for (const [field, list] of Object.entries(body.errors)) {
    if (Array.isArray(list)) out[field] = list.filter((m): m is string => typeof m === 'string');
  }
  return out;
}

/**
 * A sign-in carries the renewed known-device token when the site API answered one (`data.device`: the site server keeps
 * it in its HttpOnly cookie, adapters/session/known-device.ts). A refused login carries the HTTP status when there was
 * one (423 a blocked account with `allowResendEmail`, 429 too many attempts) and the field errors of a refused code
 * sign-in (`errors.code`).
 */
export type LoginResult =
  | { ok: true; tokens: SessionTokens; device?: string }
  | { ok: false; message: string; status?: number; allowResendEmail?: boolean; fieldErrors?: Record<string, string[]> };

/** A login or code sign-in's answer: the session tokens, or the refusal with its status, allowResendEmail and field errors. */
function loginResult(
  r: CallResult<{ status: { message: string }; data?: { token?: SessionTokens | null; device?: string | undefined } | null }>,
): LoginResult {
  if (!r.ok) {
    const fieldErrors = bodyFieldErrors(r.body);
    return {
      ok: false,
      message: bodyStatusMessage(r.body) ?? GENERIC_ERROR,
      ...(r.status === null ? {} : { status: r.status }),
      ...(isRecord(r.body) && isRecord(r.body.data) && r.body.data.allowResendEmail === true ? { allowResendEmail: true } : {}),
      ...(Object.keys(fieldErrors).length > 0 ? { fieldErrors } : {}),
    };
  }
  const token = r.data.data?.token;
  const device = r.data.data?.device;
  return token ? { ok: true, tokens: token, ...(device ? { device } : {}) } : { ok: false, message: r.data.status.message || GENERIC_ERROR };
}

/** An account action refused: its HTTP status (null without an answer), the server's message, its field errors. */
export type ActionRefusal = { ok: false; status: number | null; message: string; fieldErrors: Record<string, string[]> };
/** An account action's answer (spec 001 §2 'Account actions': login codes, unblock, removal, e-mail change); never thrown. */
export type ActionResult = { ok: true } | ActionRefusal;
export type RemovalResult = { ok: true; email: string | null } | ActionRefusal;
export type EmailConfirmResult = { ok: true; email: string } | ActionRefusal;

/**
 * The partner app of a redirect URI (/playalogin/): the app, `unknown` when none registered it (404), or `failed`
 * when the call did not answer usably (logged): the page then says so rather than calling the app unknown.
 */
export type PartnerAppLookup = { ok: true; app: PartnerApp } | { ok: false; unknown: boolean };
/** A one-time code for the partner app, or the refusal's message (400 not registered, 401, 429, the generic one). */
export type PartnerCodeResult = { ok: true; code: string } | { ok: false; message: string };

export interface SiteApi {
  login(c: Credentials): Promise<LoginResult>;
  /** Asks for a 6-digit login code by e-mail (001 §2 'Account actions'; the same answer for unknown e-mails). */
  requestLoginCode(email: string): Promise<ActionResult>;
  /** Signs in with the code (and the known-device token, if any): session tokens like login; 401 with `errors.code`, 429. */
  loginByCode(c: { email: string; code: string; device?: string }): Promise<LoginResult>;
  /** Resends the unblock e-mail of a blocked account (001 §2 'Unblock'). */
  resendUnblockEmail(email: string): Promise<ActionResult>;
  /**
   * A new pair for the refresh token. `stale` is the access token the caller found due for replacement (the one its
   * token check judged, or the one a 401 answered): the browser's tabs adopt a newer one another tab stored instead of
   * refreshing again (adapters/session/browser-client.ts); the site API itself has no use for it.
   */
  refreshToken(rtoken: string, stale?: string | null): Promise<SessionTokens>;
  logout(rtoken: string): Promise<void>;
  userInfo(): Promise<User | null>;
  /** The member's dashboard facts (spec 001 §3 'Dashboard', §7); null when the call fails (logged, spec 001 §8). */
  dashboardInfo(): Promise<DashboardInfo | null>;
  /** The member's memberships here and on the network's other sites, by sort; [] when the call fails (logged). */
  memberships(): Promise<MembershipListItem[]>;
  /** Cancels one of the member's memberships; never throws: a refusal or failure is logged and passed back. */
  cancelMembership(membershipUuid: string): Promise<MembershipCancelResult>;
  favoriteVideoIds(): Promise<string[]>;
  /** Adds (PUT) or removes (DELETE) a favourite video (§7 'Favourites'): whether the server did it; a failure is logged. */
  setFavoriteVideo(videoId: string, on: boolean): Promise<boolean>;
  /** Saves a member's place in a video: whether the server took it; a failure is logged. */
  saveWatchProgress(videoId: number, place: WatchProgressBody): Promise<boolean>;
  /** The member's saved place in a video's full film or trailer, or null (none, or the call failed: logged). */
  watchProgress(videoId: number, kind: 'full' | 'trailer'): Promise<WatchProgress | null>;
  /** The member's full videos, the latest watched first; [] when the call fails (logged). */
  watchHistory(limit?: number): Promise<WatchProgress[]>;
  maintenance(): Promise<Maintenance>;
  /** Age verification (§7): a provider session, or null (logged). */
  startAgeVerification(returnUrl: string): Promise<AgeVerificationSession | null>;
  /** The provider session's status, or null (logged). */
  ageVerificationStatus(sessionId: string): Promise<string | null>;
  /** Reports a status for the user; whether the server took it (201). */
  reportVerification(userId: string, isVerified: boolean): Promise<boolean>;
  /** isUserMustPassVerification, or null when the call failed (logged): only an exact false clears. */
  mustPassVerification(userId: string): Promise<boolean | null>;
  /** isUserHasVerification, or null when the call failed (logged): only an exact true clears. */
  hasVerification(userId: string): Promise<boolean | null>;
  /** initAccountRemoval: the confirmation link is mailed; 401, 423, 429 as login. */
  initAccountRemoval(c: Credentials): Promise<ActionResult>;
  /** removeAccount with the link's token: the address removed; 410 for an unusable link. */
  removeAccount(token: string): Promise<RemovalResult>;
  /** request-change-email-action (Bearer): the link goes to the new address; 422 errors.email. */
  requestEmailChange(email: string): Promise<ActionResult>;
  /** confirm-change-email-action: the account's address now; 410, 422 taken meanwhile. */
  confirmEmailChange(token: string): Promise<EmailConfirmResult>;
  /** Asks for a reset e-mail (spec 001 §2; the same answer whether or not the account exists). */
  restorePassword(email: string): Promise<ActionOutcome>;
  /** Whether a reset link's token is usable, with the account's e-mail masked; null when the call failed. */
  checkResetToken(token: string): Promise<ResetTokenCheck>;
  /** Sets a new password with a reset link's token. */
  resetPassword(token: string, password: string): Promise<ActionOutcome>;
  /** The registered partner app of a redirect URI (GET partner-app). */
  partnerApp(redirectUri: string): Promise<PartnerAppLookup>;
  /** A one-time code for the signed-in viewer, bound to this app and redirect URI (POST partner-code, Bearer). */
  partnerCode(grant: { clientId: string; redirectUri: string }): Promise<PartnerCodeResult>;
  /** The download check (000 §7, body {final: true}): success, 'error' with the 403's msg, or 'unknown' (logged). */
  canDownload(url: string): Promise<DownloadAbility>;
  /** The counted download: success with the file's signed URL, 'error' with the 403's msg, or 'unknown' (logged). */
  download(url: string): Promise<DownloadStart>;
  /** Logs a video event (PUT /api/wp/user/event); whether the server took it (a failure is logged). */
  logVideoEvent(event: VideoEventLog): Promise<boolean>;
  /** The easy-cancel questions (spec 001 §7); [] when the call fails (logged). */
  easyCancelQuestions(): Promise<EasyCancelQuestion[]>;
  /** The easy-cancel settings; the defaults when the call fails (logged). */
  easyCancelSettings(): Promise<EasyCancelSettings>;
  /**
   * The upgrade URL of a membership; null when there is none or the call fails ('Failed to get upgrade url' logged,
   * §8); undefined when a server render's deadline passed before it came (not known yet: the browser asks for it).
   */
  easyCancelUpgradeUrl(membershipUuid: string): Promise<string | null | undefined>;
  /** Sends the easy-cancel feedback: the URL to go to, or the refusal ('Failed to send feedback' logged, §8). */
  sendEasyCancelFeedback(body: EasyCancelFeedbackBody): Promise<FeedbackOutcome>;
  /** The member's upgrade offers and current price; the empty answer when the call fails (logged). */
  upgradeOffers(): Promise<UpgradeOffers>;
  /** The price-upgrade rules (the whole body); [] when the call fails (logged). */
  priceUpgradeRules(): Promise<PriceUpgradeRule[]>;
  /**
   * The embedded backend's sent e-mails, newest first (GET /api/dev/outbox; embedded mode with its developer calls on,
   * for an administrator); null when they are not served to this caller or the call fails.
   */
  outbox(to?: string): Promise<OutboxMail[] | null>;
  /** The member's avatar and the list to choose from (spec 001 §7); the empty state when the call fails (logged). */
  avatar(): Promise<AvatarState>;
  /** Sets the avatar: an image file uploaded (multipart field `avatar`) or a URL of the list chosen; never thrown. */
  changeAvatar(choice: Blob | string): Promise<AvatarChangeOutcome>;
  /** change-password (form data): the server's msg, or its field errors (spec 001 §8); never thrown. */
  changePassword(body: ChangePasswordBody): Promise<PasswordChangeOutcome>;
}

/** A failed account action's answer, read with its contract: the server's message and field errors, or the generic error. */
async function refusal(r: { status: number | null; body?: unknown }): Promise<ActionRefusal> {
  const { ActionAnswer } = await import('../contracts/account.ts');
  const parsed = r.body === undefined ? undefined : ActionAnswer.safeParse(r.body);
  const answer = parsed?.success ? parsed.data : undefined;
  return { ok: false, status: r.status, message: answer?.status.message || GENERIC_ERROR, fieldErrors: answer?.errors ?? {} };
}

/** The outcome of an account action's call (see ActionOutcome). */
function actionOutcome(r: CallResult<unknown>): ActionOutcome {
  if (r.ok) return { ok: true };
  if (r.status === 410) return { ok: false, gone: true, message: bodyStatusMessage(r.body) ?? null, fieldErrors: bodyFieldErrors(r.body) };
  // A 4xx answer says why in status.message (429: too many requests); no answer or a server failure is the generic message.
  const clientError = r.status !== null && r.status >= 400 && r.status < 500 && r.reason !== 'parse';
  return { ok: false, message: (clientError ? bodyStatusMessage(r.body) : undefined) ?? GENERIC_ERROR, fieldErrors: bodyFieldErrors(r.body) };
}

/** A refused download call as §3 'Download ability' reads it: a 403 is 'error' with its msg, anything else 'unknown'. */
async function downloadRefusal(r: { status: number | null; body?: unknown; reason?: string }): Promise<DownloadAbility> {
  if (r.status !== 403) return { result: 'unknown', message: '' };
  const { DownloadRefusal } = await import('../contracts/downloads.ts');
  const parsed = DownloadRefusal.safeParse(r.body);
  const message = parsed.success ? parsed.data.msg : (bodyStatusMessage(r.body) ?? '');
  return { result: 'error', message };
}

export function createSiteApi(http: HttpClient, log?: Logger): SiteApi {
  return {
    async login(c) {
      const body = { email: c.email.trim().toLowerCase(), password: c.password, ...(c.device ? { device: c.device } : {}) };
      // A wrong password answers 401 with the reason in status.message: never a refresh.
      return loginResult(await http.call('login', { body, noAuthRetry: true }));
    },

    async requestLoginCode(email) {
      const r = await http.call('authCode', { body: { email: email.trim().toLowerCase() }, noAuthRetry: true });
      return r.ok ? { ok: true } : refusal(r);
    },

    async loginByCode(c) {
      const body = { email: c.email.trim().toLowerCase(), code: c.code.trim(), ...(c.device ? { device: c.device } : {}) };
      return loginResult(await http.call('authCode', { body, noAuthRetry: true }));
    },

    async resendUnblockEmail(email) {
      const r = await http.call('resendUnblockEmail', { body: { email: email.trim().toLowerCase() }, noAuthRetry: true });
      return r.ok ? { ok: true } : refusal(r);
    },

    async refreshToken(rtoken) {
      const r = await http.call('refreshToken', { body: { refresh_token: rtoken }, noAuthRetry: true });
      if (!r.ok) throw new Error(bodyStatusMessage(r.body) ?? r.message);
      const token = r.data.data?.token;
      if (REFRESH_REJECT_CODES.has(r.data.status.code) || !token) {
        throw new Error(r.data.status.message || SESSION_EXPIRED);
      }
      return token;
    },

    async logout(rtoken) {
      const r = await http.call('logout', { body: { refresh_token: rtoken } });
      if (!r.ok) throw new Error(r.message);
    },

    async userInfo() {
      const r = await http.call('userInfo');
      if (!r.ok || r.data.status.code !== 2) return null;
      return r.data.data?.item ?? null;
    },

    async dashboardInfo() {
      const r = await http.call('dashboardInfo');
      if (r.ok) return r.data.data;
      log?.error(DASHBOARD_INFO_FAILED, { reason: r.reason, status: r.status, message: r.message });
      return null;
    },

    async memberships() {
      const r = await http.call('memberships');
      if (r.ok) return [...r.data.data.items].sort((a, b) => a.membership.sort - b.membership.sort);
      log?.error(MEMBERSHIPS_FAILED, { reason: r.reason, status: r.status, message: r.message });
      return [];
    },

    async cancelMembership(membershipUuid) {
      // An unknown or foreign membership's 404 is this call's refusal, not a page's: it comes back here.
      const r = await http.call('cancelMembership', { body: { membershipUuid }, passNotFound: true });
      if (r.ok) return { ok: true, status: r.data.data.status, accessUntil: r.data.data.accessUntil, message: r.data.status.message };
      log?.error(MEMBERSHIP_CANCEL_FAILED, { reason: r.reason, status: r.status, message: r.message });
      const clientError = r.status !== null && r.status >= 400 && r.status < 500 && r.reason !== 'parse';
      return { ok: false, status: r.status, message: (clientError ? bodyStatusMessage(r.body) : undefined) ?? GENERIC_ERROR };
    },

    async favoriteVideoIds() {
      const r = await http.call('favoriteVideoIds');
      if (!r.ok) return [];
      return r.data.data.favorites.map(String).filter((id) => id !== 'undefined');
    },

    async setFavoriteVideo(videoId, on) {
      // An unknown video is this call's failure, not a page's: its 404 comes back here instead of going to /404/.
      const r = await http.call(on ? 'addFavoriteVideo' : 'removeFavoriteVideo', { params: { videoId }, passNotFound: true });
      return r.ok;
    },

    async saveWatchProgress(videoId, place) {
      const r = await http.call('saveWatchProgress', { params: { videoId: String(videoId) }, body: place, passNotFound: true });
      return r.ok;
    },

    async watchProgress(videoId, kind) {
      const r = await http.call('watchProgress', { params: { videoId: String(videoId) }, query: { kind }, passNotFound: true });
      return r.ok ? r.data.data : null;
    },

    async watchHistory(limit = 12) {
      const r = await http.call('watchHistory', { query: { limit: String(limit) } });
      return r.ok ? r.data.data.items : [];
    },

    async maintenance() {
      const r = await http.call('maintenance');
      return r.ok ? r.data.data : (await import('../contracts/site-api.ts')).emptyMaintenance;
    },

    async startAgeVerification(returnUrl) {
      const r = await http.call('ageVerificationSession', { body: { returnUrl }, passNotFound: true });
      if (r.ok) return r.data.data;
      return null;
    },

    async ageVerificationStatus(sessionId) {
      const r = await http.call('ageVerificationStatus', { params: { sessionId }, passNotFound: true });
      if (r.ok) return r.data.data.status;
      return null;
    },

    async reportVerification(userId, isVerified) {
      const r = await http.call('reportVerification', { params: { userId }, body: { isVerified }, passNotFound: true });
      return r.ok;
    },

    async mustPassVerification(userId) {
      const r = await http.call('mustPassVerification', { params: { userId }, passNotFound: true });
      if (r.ok) return r.data.isUserMustPassVerification;
      return null;
    },

    async hasVerification(userId) {
      const r = await http.call('hasVerification', { params: { userId }, passNotFound: true });
      if (r.ok) return r.data.isUserHasVerification;
      return null;
    },

    async initAccountRemoval(c) {
      // 401 is wrong credentials here, never a reason to refresh or log the session out.
      const r = await http.call('initAccountRemoval', { body: { email: c.email.trim().toLowerCase(), password: c.password }, noAuthRetry: true });
      return r.ok ? { ok: true } : refusal(r);
    },

    async removeAccount(token) {
      const r = await http.call('removeAccount', { body: { token }, noAuthRetry: true, passNotFound: true });
      return r.ok ? { ok: true, email: r.data.data?.email ?? null } : refusal(r);
    },

    async requestEmailChange(email) {
      const r = await http.call('requestChangeEmail', { body: { email: email.trim().toLowerCase() }, passNotFound: true });
      return r.ok ? { ok: true } : refusal(r);
    },

    async confirmEmailChange(token) {
      const r = await http.call('confirmChangeEmail', { body: { token }, noAuthRetry: true, passNotFound: true });
      const email = r.ok ? r.data.data?.email : undefined;
      if (email) return { ok: true, email };
      return r.ok ? { ok: false, status: r.status, message: GENERIC_ERROR, fieldErrors: {} } : refusal(r);
    },

    async restorePassword(email) {
      return actionOutcome(await http.call('restorePassword', { body: { email }, noAuthRetry: true, passNotFound: true }));
    },

    async checkResetToken(token) {
      const r = await http.call('checkResetToken', { body: { token }, noAuthRetry: true, passNotFound: true });
      if (!r.ok) return null;
      return r.data.data.email ? { valid: r.data.data.valid, email: r.data.data.email } : { valid: r.data.data.valid };
    },

    async resetPassword(token, password) {
      return actionOutcome(await http.call('resetPassword', { body: { token, password }, noAuthRetry: true, passNotFound: true }));
    },

    async partnerApp(redirectUri) {
      const r = await http.call('partnerApp', { query: { redirect_uri: redirectUri }, noAuthRetry: true, passNotFound: true });
      if (r.ok && r.data.data) return { ok: true, app: r.data.data };
      return { ok: false, unknown: !r.ok && r.status === 404 };
    },

    async partnerCode(grant) {
      const r = await http.call('partnerCode', { body: grant, passNotFound: true });
      const code = r.ok ? r.data.data?.code : undefined;
      if (code) return { ok: true, code };
      const clientError = !r.ok && r.status !== null && r.status >= 400 && r.status < 500 && r.reason !== 'parse';
      return { ok: false, message: (clientError ? bodyStatusMessage(r.body) : undefined) ?? GENERIC_ERROR };
    },

    async canDownload(url) {
      const r = await http.call('canDownload', { query: { url }, body: { final: true }, passNotFound: true });
      return r.ok ? { result: 'success', message: '' } : downloadRefusal(r);
    },

    async download(url) {
      const r = await http.call('download', { query: { url }, passNotFound: true });
      return r.ok ? { result: 'success', message: '', url: r.data.data.url } : downloadRefusal(r);
    },

    async logVideoEvent(event) {
      const r = await http.call('videoEvent', { body: event, passNotFound: true });
      return r.ok;
    },

    async outbox(to) {
      const r = await http.call('devOutbox', { query: { to: to || undefined, limit: 100 }, noAuthRetry: true, passNotFound: true });
      return r.ok ? r.data.data.items : null;
    },

    async easyCancelQuestions() {
      const r = await http.call('easyCancelQuestions', { passNotFound: true });
      if (r.ok) return r.data.data;
      log?.error('Failed to get easy cancel questions', { reason: r.reason, status: r.status });
      return [];
    },

    async easyCancelSettings() {
      const r = await http.call('easyCancelSettings', { passNotFound: true });
      if (r.ok) return r.data.data;
      log?.error('Failed to get easy cancel settings', { reason: r.reason, status: r.status });
      return (await import('../contracts/easy-cancel.ts')).emptyEasyCancelSettings;
    },

    async easyCancelUpgradeUrl(membershipUuid) {
      const r = await http.call('easyCancelUpgradeUrl', { query: { membershipUuid }, passNotFound: true });
      if (r.ok) return r.data.url || null;
      if (r.reason === 'deadline') return undefined;
      log?.error(UPGRADE_URL_FAILED, { reason: r.reason, status: r.status, message: r.message });
      return null;
    },

    async sendEasyCancelFeedback(body) {
      const r = await http.call('easyCancelFeedback', { body, passNotFound: true });
      if (r.ok) return { ok: true, url: r.data.data.url };
      log?.error(FEEDBACK_FAILED, { reason: r.reason, status: r.status, message: r.message });
      const clientError = r.status !== null && r.status >= 400 && r.status < 500 && r.reason !== 'parse';
      return { ok: false, message: (clientError ? bodyStatusMessage(r.body) : undefined) ?? null };
    },

    async upgradeOffers() {
      const r = await http.call('upgradeOffers', { passNotFound: true });
      if (r.ok) return r.data.data;
      log?.error('Failed to get upgrade offers', { reason: r.reason, status: r.status });
      return { membershipUuid: null, priceUuid: null, offers: [] };
    },

    async priceUpgradeRules() {
      const r = await http.call('priceUpgradeRules', { passNotFound: true });
      if (r.ok) return r.data;
      log?.error('Failed to get price upgrade rules', { reason: r.reason, status: r.status });
      return [];
    },

    async avatar() {
      const r = await http.call('avatar', { passNotFound: true });
      if (r.ok) return r.data.data;
      log?.error(AVATAR_FAILED, { reason: r.reason, status: r.status, message: r.message });
      return { avatar: '', avatars: [] };
    },

    async changeAvatar(choice) {
      const { AVATAR_FIELD, AVATAR_TOO_BIG_MESSAGE } = await import('../contracts/avatar.ts');
      const body = new FormData();
      if (typeof choice === 'string') body.append(AVATAR_FIELD, choice);
      else body.append(AVATAR_FIELD, choice, choice instanceof File ? choice.name : 'avatar');
      const r = await http.call('changeAvatar', { body, passNotFound: true });
      if (r.ok) return { ok: true, avatar: r.data.data.avatar, avatars: r.data.data.avatars ?? null };
      // A body over the limit may be refused before the site API reads it (a plain-text 413): still the size message.
      const clientError = r.status !== null && r.status >= 400 && r.status < 500 && r.reason !== 'parse';
      const message = (clientError ? bodyStatusMessage(r.body) : undefined) ?? (r.status === 413 ? AVATAR_TOO_BIG_MESSAGE : GENERIC_ERROR);
      return { ok: false, message };
    },

    async changePassword(fields) {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      // A wrong current password is the form's refusal (422), never a reason to refresh or log out.
      const r = await http.call('changePassword', { body, passNotFound: true });
      if (r.ok) return { ok: true, message: r.data.msg };
      const { changePasswordFieldErrors } = await import('../contracts/change-password.ts');
      const fieldErrors = r.reason === 'parse' ? {} : changePasswordFieldErrors(r.body);
      const clientError = r.status !== null && r.status >= 400 && r.status < 500 && r.reason !== 'parse';
      return { ok: false, message: (clientError ? bodyStatusMessage(r.body) : undefined) ?? GENERIC_ERROR, fieldErrors };
    },
  };
}
