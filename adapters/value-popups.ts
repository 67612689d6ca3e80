/**
 * The value pop-up service's client (spec 001 §7 'Value pop-ups and header bars', §8 'Value pop-up … fetches fail:
 * errors swallowed; empty defaults'): the pop-ups and the header bars for a context, active items only, their images
 * made URLs under the pop-up upload endpoint (§3). A failure is logged and gives none. Never throws.
 * Also the shown pop-ups (§3 'Shown pop-ups on the user', §4): a member's are recorded on the user by the site API, a
 * guest's in a cookie.
 */
import type { ValuePopup, ValuePopupContext } from '../contracts/value-popups.ts';
import { SHOWN_VALUE_POPUPS_COOKIE, SHOWN_VALUE_POPUPS_MAX_AGE, readShownCookie } from '../contracts/shown-value-popups-cookie.ts';
import type { CookieJar } from './cookies.ts';
import type { HttpClient } from './http.ts';
import type { Logger } from './log.ts';

export const VALUE_POPUP_FAILURES = {
  popups: 'Failed to get value pop-ups',
  headerBars: 'Failed to get header bars',
  recordShown: 'Failed to record a shown value pop-up',
} as const;

const IMAGE_FIELDS = [
  'mainImage',
  'mainImageMobile',
  'smallImage',
  'middleLayerImage',
  'mobileMiddleLayerImage',
  'mobileMainImage',
  'videoLink',
] as const;

export interface ValuePopupApi {
  /** POST {valuepopup}/v1/front/show-pop: the active pop-ups for the context; none on a failure. */
  popups(context: ValuePopupContext): Promise<ValuePopup[]>;
  /** POST {valuepopup}/v1/front/show-header: the active header bars for the context; none on a failure. */
  headerBars(context: ValuePopupContext): Promise<ValuePopup[]>;
  /** The pop-ups this browser's guest closed or followed (the cookie). */
  shownByGuest(): string[];
  /**
   * Records a closed or followed pop-up: on the member's user (site API) when `signedIn`, else in the guest's cookie.
   * A failed call is logged; never throws.
   */
  recordShown(uuid: string, signedIn: boolean): Promise<void>;
}

/** `uploads`: the pop-up upload endpoint the items' relative image paths are under (a URL the browser can load). */
export function createValuePopupApi(http: HttpClient, opts: { uploads: string; log: Logger; jar: CookieJar }): ValuePopupApi {
  const base = opts.uploads.replace(/\/+$/, '');
  // An absolute URL or a site path ('/media/clips/…') is kept; a relative path is under the upload endpoint (§3).
  const url = (path: string) => (!path || /^(https?:)?\/\//.test(path) || path.startsWith('/') ? path : `${base}/${path}`);
  const withUrls = (item: ValuePopup): ValuePopup => ({ ...item, ...Object.fromEntries(IMAGE_FIELDS.map((key) => [key, url(item[key])])) });
  const list = async (name: 'showPopups' | 'showHeaderBars', line: string, context: ValuePopupContext) => {
    const r = await http.call(name, { body: context, passNotFound: true, noAuthRetry: true });
    if (!r.ok) {
      opts.log.error(line, { reason: r.reason, status: r.status, message: r.message });
      return [];
    }
    return r.data.data.filter((item) => item.active).map(withUrls);
  };
  const shownByGuest = () => readShownCookie(opts.jar.get(SHOWN_VALUE_POPUPS_COOKIE));
  return {
    popups: (context) => list('showPopups', VALUE_POPUP_FAILURES.popups, context),
    headerBars: (context) => list('showHeaderBars', VALUE_POPUP_FAILURES.headerBars, context),
    shownByGuest,
    async recordShown(uuid, signedIn) {
      if (!signedIn) {
        const uuids = [...new Set([...shownByGuest(), uuid])];
        opts.jar.set(SHOWN_VALUE_POPUPS_COOKIE, uuids.join(','), { path: '/', maxAge: SHOWN_VALUE_POPUPS_MAX_AGE });
        return;
      }
      const r = await http.call('recordShownValuePopup', { body: { uuid }, passNotFound: true });
      if (!r.ok) opts.log.error(VALUE_POPUP_FAILURES.recordShown, { reason: r.reason, status: r.status, message: r.message });
    },
  };
}
