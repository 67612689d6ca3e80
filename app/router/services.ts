/**
 * What route loaders and the visit's actors use, created per request on the server and once in the
 * browser (the composition root wires adapters here; views never see them).
 */
import type { Adapters } from '../../adapters/index.ts';
import type { CookieJar } from '../../adapters/cookies.ts';
import type { Logger } from '../../adapters/log.ts';
import type { InlineSvg } from '../../adapters/svg.ts';
import type { PublicConfig } from '../config/env.ts';
import type { CamChannelClient } from '../../contracts/cam-channel.ts';

export type { Adapters };

export interface Services {
  config: PublicConfig;
  site: Adapters['site'];
  content: Adapters['content'];
  vreels: Adapters['vreels'];
  forum: Adapters['forum'];
  sales: Adapters['sales'];
  /** The member-plus service (spec 001 §4 'Member-plus payment flow', §7). */
  memberPlus: Adapters['memberPlus'];
  /** The value pop-up service (spec 001 §7 'Value pop-ups and header bars'). */
  valuePopups: Adapters['valuePopups'];
  /** The e-mail sending service's subscription preferences (spec 001 §7 {sendService}). */
  sendService: Adapters['sendService'];
  /** The live cam area's REST calls (spec 002 §7: rooms, a broadcast, a profile, cam tags, auth info, balance). */
  cams: Adapters['cams'];
  /**
   * The cam provider interface (contracts/cam-channel.ts): in the browser one WebSocket per tab, opened on first use;
   * on the server a channel that is never up (every request answers 'unavailable', no events).
   */
  camChannel: CamChannelClient;
  /** The js-hit tracker's call (the visit's affiliate-hits machine). */
  affiliate: Adapters['affiliate'];
  sessionTokens: Adapters['sessionTokens'];
  refresh: Adapters['refresh'];
  /** The HTTP layer's forced logouts (401 after a failed refresh, 465). */
  forcedLogouts: Adapters['forcedLogouts'];
  endSession: Adapters['endSession'];
  cookies: CookieJar;
  log: Logger;
  nowMs: () => number;
  /** A random 32-bit seed (a visit's shuffle seed). */
  random: () => number;
  /** The request's user agent on the server, navigator's in the browser. */
  userAgent: string;
  /** Inline SVG text of a logo or icon permalink ('' when it is not an SVG), and what the page already holds. */
  svg: InlineSvg;
  /**
   * The login form's CSRF token (app/server/csrf-token.ts): on the server, issued into its cookie and the answer made
   * the visitor's own; '' in the browser, whose script logs in without the form post.
   */
  csrfToken: () => string;
  /**
   * Marks the page being rendered as the visitor's own (a single-use link's token in its address, an account's
   * masked e-mail): on the server it is answered `private, no-store`, never kept by the guest page cache or a CDN;
   * nothing in the browser.
   */
  personalPage: () => void;
  /**
   * Marks the page being rendered as live (the cam rooms' statuses): on the server a shared cache may keep it only as
   * long as the room list's refresh step (app/server/guest-pages.ts LIVE_CACHE_CONTROL); nothing in the browser.
   */
  livePage: () => void;
  /** The server render's deadline for waiting on upstreams (adapters/deadline.ts `beforeDeadline`); none in the browser. */
  deadline?: AbortSignal;
  /** The page's CSP nonce: the server's for this render, in the browser the one the page came with ('' for none). */
  nonce: string;
}

/** What every route reaches: the visit's services (a route's screen machine is provided over them: app/screen-machines/). */
export interface RouterContext {
  services: Services;
}
