/**
 * Business constants of the first slice (spec 000 §9 'Business constants and limits',
 * §4 'Membership status', §2.3 splash and cookie banner). Plain values, no I/O.
 */

/** Token check period: every 3 s the session compares its tokens with the cookies (§4 'Token lifecycle'). */
export const TOKEN_CHECK_MS = 3000;
/** Refresh when the access token expires within 30 s (§4, §9). */
export const REFRESH_WITHIN_MS = 30_000;

/** 18+ splash: 'I Agree' sets the age cookie for 30 days (§2.3, §9). */
export const AGE_COOKIE = 'age_verified_18';
const AGE_COOKIE_DAYS = 30;
export const AGE_COOKIE_MAX_AGE = AGE_COOKIE_DAYS * 24 * 60 * 60;
/**
 * Where 'I Agree' posts when the app is not running (without JavaScript, or before it has started): the server sets
 * the age cookie and sends the visitor back to the page (app/server/form-age-agree.ts). Its field: the page's path.
 */
export const AGE_AGREE_PATH = '/age-agree/';
export const AGE_AGREE_RETURN_FIELD = 'back';
/** Set on <html> once the app has started (app/router/app-started.tsx); the inline loader replays early clicks then. */
export const APP_STARTED_ATTRIBUTE = 'data-app-started';
/** The route that sets the age cookie by itself (§2.3). */
export const AUTO_AGREE_PATHS: readonly string[] = ['/tour/'];

/** Cookie banner: accept remembered 1 year, reject for the browser session, shown after 1 s (§2.3, §9). */
export const COOKIE_CONSENT_COOKIE = 'cookie_consent';
export const COOKIE_CONSENT_MAX_AGE = 31_536_000;
export const COOKIE_BANNER_DELAY_MS = 1000;

/** Video card preview activation debounce (§2.4 'Video card', §9). */
export const PREVIEW_DEBOUNCE_MS = 150;

/** A cut title's tooltip shows this long after the pointer enters (§2.3 'Shared display elements'). */
export const TOOLTIP_DELAY_MS = 100;

/** An ad banner's video starts when this share of it is visible, after this delay when a still image exists (§2.3 'Ad banner'). */
export const AD_VIDEO_VISIBLE_RATIO = 0.1;
export const AD_VIDEO_STILL_MS = 1500;

/** Page size of models, videos and favourites; default page 1 (§9). */
export const PAGE_SIZE = 12;
/** 404 screen lists (§2.4 'Error screens', §9). */
export const NOT_FOUND_VIDEOS = 6;
export const NOT_FOUND_CATEGORIES = 4;
export const NOT_FOUND_MODELS = 6;
/** The bonus-video category key the 404 screen's latest-videos call sends (§2.4 'Error screens'). */
export const BONUS_VIDEO_CATEGORY_KEY = '0';
/** Suggested tab shuffle: liked 3, suggested 6, next the rest (§2.4 'Video page', §9). */
export const SUGGESTED_LIKED = 3;
export const SUGGESTED_SUGGESTED = 6;
/** Blog: list limit 10; popular posts are 6 taken from a shuffled list of up to 100 (§2.4 'Blog', §9). */
export const BLOG_PAGE_SIZE = 10;
export const POPULAR_POSTS = 6;
export const POPULAR_POSTS_POOL = 100;
/** Excerpt default length (§5, §9). */
export const EXCERPT_LENGTH = 55;

/** Identifier of the cam provider in the 'partners' claim (not shown in the spec; ours). */
export const CAM_PARTNER_ID = 'vrcams';

/** The legal pages of the route table (spec 000 §2.2): open to every viewer (§4 'Verified-member gate'). */
export const LEGAL_PAGES = ['terms-and-conditions', 'privacy-policy', 'cookie-policy', 'ca-privacy-rights', 'usc-2257', 'complaints-policy'] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

/** Targets of the session (§4 'Logout', §8). */
export const LOGIN_PATH = '/login/';
export const HOME_PATH = '/';
export const JOIN_PATH = '/join-now/';
export const JOIN_EXPIRED_PATH = '/join-now/?event=expired';
/** The member's subscription at a glance (domain/subscription.ts). */
export const SUBSCRIPTION_PATH = '/subscription/';
export const LOGOUT_LINK_MISSING = 'Logout redirect link is not defined';
/** Generic error text (spec 000 §8). */
export const GENERIC_ERROR = 'Uh-oh... Something went wrong.';
/** Modal operations close after a 300 ms animation (spec 000 §4, §2.3 'open/close animation 300 ms'). */
export const MODAL_CLOSE_MS = 300;
/** The splash's Terms of Service modal loads this page (§2.3); its texts when the page is missing (§8). */
export const TERMS_PAGE_SLUG = 'terms-and-conditions';
export const NO_TERMS_TEXT = 'No terms text available';
export const NO_TERMS_DATA = 'No terms data';

/** Home 'Top VR Porn Categories' when the home page builder has none: the first standard categories (spec 000 §2.4 Home). */
export const TOP_CATEGORY_COUNT = 8;

/** The compilations page and its old address, which redirects there with a 301 (§2.2). */
export const COMPILATIONS_PATH = '/vr-porn-compilations/';
export const OLD_COMPILATIONS_PATH = '/500-scenes/';

/**
 * A value pop-up's or header bar's showTrigger (spec 001 §9): the same values as contracts/value-popups.ts, kept here
 * so no contract module loads in a page.
 */
export const TIMED_TRIGGER = 1;
export const EXIT_TRAP_TRIGGER = 2;
