/**
 * Query parameters of list pages (spec 000 §2.1): page=N (default 1), sort, category, letter — bad values fall
 * back to defaults. Plain functions rather than zod schemas: the route tree is in every page's first load,
 * and the contracts load only with the first call (adapters/http.ts).
 */
import type { PostedLogin } from '../../views/containers/VisitLoginForm.tsx';

type Search = Record<string, unknown>;

/** The router parses `?page=2` as the number 2 and `?category=7` as 7; both are text here. */
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined);

const matching = (value: unknown, pattern: RegExp, maxLength = Number.POSITIVE_INFINITY) => {
  const s = text(value);
  return s !== undefined && s.length <= maxLength && pattern.test(s) ? s : undefined;
};

/** The object without its undefined fields, so the address bar shows only what is set. */
const defined = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

const MAX_PAGE = 10_000;
function pageOf(value: unknown): number {
  const s = text(value)?.trim();
  const n = s ? Number(s) : Number.NaN;
  return Number.isInteger(n) && n >= 1 && n <= MAX_PAGE ? n : 1;
}

export interface VideoListSearch {
  page: number;
  sort?: 'popular' | 'latest';
  category?: string;
}
export const VideoListSearch = (search: Search): VideoListSearch =>
  defined({
    page: pageOf(search.page),
    sort: search.sort === 'popular' || search.sort === 'latest' ? search.sort : undefined,
    category: matching(search.category, /^[a-z0-9-]{1,80}$/),
  });

/** A video page reached from /free/ (spec 000 §2.2: its links carry isVideoFromFreePage=1). */
export interface VideoSearch {
  isVideoFromFreePage?: 1;
}
export const VideoSearch = (search: Search): VideoSearch =>
  defined({ isVideoFromFreePage: text(search.isVideoFromFreePage) === '1' ? 1 : undefined });

export interface ModelListSearch {
  page: number;
  letter?: string;
  tag?: string;
}
export const ModelListSearch = (search: Search): ModelListSearch =>
  defined({ page: pageOf(search.page), letter: matching(search.letter, /^[a-z]$/), tag: matching(search.tag, /^[a-z0-9-]{1,80}$/) });

export interface BlogListSearch {
  page: number;
  category?: string;
}
/** /blog/ (spec 000 §2.2): page and category; /blog_category/{slug}/ uses the page alone. */
export const BlogListSearch = (search: Search): BlogListSearch =>
  defined({ page: pageOf(search.page), category: matching(search.category, /^[a-z0-9-]{1,80}$/) });
export const PageSearch = (search: Search): { page: number } => ({ page: pageOf(search.page) });

/** /404/ after an API 404: the slug that was not found, for the title 'Nothing found for {slug}'. */
export const NotFoundSearch = (search: Search): { slug?: string } => defined({ slug: matching(search.slug, /^[\w.~-]{1,100}$/) });

/**
 * /login/ after a form post without JavaScript failed: the message and the e-mail typed (and `allowResendEmail=1` for
 * a blocked account); after an unblock link (001 §2 'Unblock'): `unblocked=1`, or `=0` for a link no longer valid.
 * The code login without JavaScript (app/server/form-login.ts): `mode=code`, `sent=1` once the code went out, a
 * refused code's `codeError`; `unblockSent=1` after the unblock e-mail was sent again.
 */
export type LoginSearch = PostedLogin;
export const LoginSearch = (search: Search): LoginSearch =>
  defined({
    error: matching(search.error, /^/, 500),
    email: matching(search.email, /^/, 254),
    // Numbers, as the router parses them: kept as text they would be written back as ?unblocked=%221%22.
    unblocked: flag(search.unblocked),
    allowResendEmail: flag(search.allowResendEmail) === 1 ? 1 : undefined,
    mode: search.mode === 'code' ? 'code' : undefined,
    sent: flag(search.sent) === 1 ? 1 : undefined,
    codeError: matching(search.codeError, /^/, 500),
    unblockSent: flag(search.unblockSent) === 1 ? 1 : undefined,
  });

/** A 0/1 query flag (`?unblocked=1`), or undefined. */
function flag(value: unknown): 1 | 0 | undefined {
  const s = matching(value, /^[01]$/);
  return s === undefined ? undefined : s === '1' ? 1 : 0;
}

/** /reset-password/, /account-removal/ and /email-change/ from an e-mail's link: the single-use token (spec 001 §2 'Account actions'). */
export const LinkTokenSearch = (search: Search): { token?: string } => defined({ token: matching(search.token, /^[\w.~-]{1,200}$/) });

/** /help/: the chosen topic (spec 000 §2.4 'Devices and help'); General, the default, is the bare path. */
export type HelpTopic = 'tech' | 'general' | 'bill';
export interface HelpSearch {
  topic?: 'tech' | 'bill';
}
export const HelpSearchOf = (search: Search): HelpSearch =>
  defined({ topic: search.topic === 'tech' || search.topic === 'bill' ? search.topic : undefined });

/** A paged page without other filters (a device's videos). */
export interface PageSearch {
  page: number;
}
export const PageSearchOf = (search: Search): PageSearch => ({ page: pageOf(search.page) });
/**
 * /playalogin/ (README 'Partner app login'): the partner app's redirect URI (looked up, never trusted) and its opaque
 * state, echoed back with the code (kept only within STATE_MAX of domain/partner-login.ts).
 */
export const PartnerLoginSearch = (search: Search): { redirect_uri?: string; state?: string } =>
  defined({ redirect_uri: matching(search.redirect_uri, /^\S+$/, 2000), state: matching(search.state, /^/, 500) });
/** /search/?s={query} (spec 000 §2.3 'Search'): the query as typed, at most 100 characters (what the content API takes). */
export const SiteSearchSearch = (search: Search): { s?: string } => defined({ s: text(search.s)?.slice(0, 100) || undefined });

/** A payment's uuid in the address: the biller sends the buyer back with it (?payment=…). */
const paymentUuidOf = (value: unknown) => matching(value, /^[A-Za-z0-9-]{1,100}$/);

/** /join-now/: ?event=expired (an expired member renewing) and ?payment=… (back from a declined payment). */
export interface JoinNowSearch {
  event?: 'expired';
  payment?: string;
}
export const JoinNowSearchOf = (search: Search): JoinNowSearch =>
  defined({ event: search.event === 'expired' ? 'expired' : undefined, payment: paymentUuidOf(search.payment) });

/** /payment/: ?payment=… (back from the biller). */
export const PaymentSearchOf = (search: Search): { payment?: string } => defined({ payment: paymentUuidOf(search.payment) });
