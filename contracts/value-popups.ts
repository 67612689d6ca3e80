/**
 * The value pop-up service ({valuePopup}; spec 001 §2 'Value pop-ups', 'Promo header bar', §3 'Value pop-up / header
 * bar', 'Shown pop-ups on the user', §4 'Value pop-ups', 'Header bar countdown', §6, §7 'Value pop-ups and header bars'):
 *   POST {valuePopup}/v1/front/show-pop     context → data: the pop-ups for this visitor and page
 *   POST {valuePopup}/v1/front/show-header  context → data: the header bars for this visitor and page
 * Only items with `active` are kept (by the adapter). Where the spec leaves a field's form open, the form here is this
 * project's, and the reference backend (backend/routes/value-popups.ts) answers it.
 */
import { z } from 'zod/mini';

const text = z._default(z.string(), '');
const nullableText = z._default(z.nullable(z.string()), null);

export const VALUE_POPUP_TEMPLATES = [
  'header-bar-with-btn',
  'easyCancelVipOffer',
  'regular',
  'regularWithVideo',
  'custom',
  'customWithVideo',
] as const;
export type ValuePopupTemplate = (typeof VALUE_POPUP_TEMPLATES)[number];

/**
 * One pop-up or header bar (spec 001 §3). Images are paths relative to the pop-up upload endpoint (the adapter makes them
 * URLs; '' = none); `videoLink` is the clip of the '…WithVideo' templates. Colours are CSS colours ('' = the theme's).
 * `timerDateTimeStart`/`timerDateTimeEnd` are wall-clock times in America/Los_Angeles, 'YYYY-MM-DDTHH:mm:ss' (no
 * offset: the provider's zone, §9). `timeForTrigger` is already in seconds (null: at once).
 */
export const ValuePopup = z.object({
  uuid: z.string().check(z.minLength(1)),
  template: z.enum(VALUE_POPUP_TEMPLATES),
  active: z._default(z.boolean(), false),
  title: text,
  titleMobile: text,
  subTitle: text,
  subTitleMobile: text,
  /** Body text of the pop-up templates (not a header-bar field; ours: 'and more not shown'). */
  text,
  mainImage: text,
  mainImageMobile: text,
  smallImage: text,
  middleLayerImage: text,
  mobileMiddleLayerImage: text,
  mobileMainImage: text,
  videoLink: text,
  gradientStartColor: text,
  gradientEndColor: text,
  bgColor: text,
  textColor: text,
  buttonText: text,
  buttonUrl: text,
  openLinkInNewTab: z._default(z.boolean(), false),
  showCancelButton: z._default(z.boolean(), true),
  timerDateTimeStart: nullableText,
  timerDateTimeEnd: nullableText,
  cheatTimer: z._default(z.boolean(), false),
  showTrigger: z._default(z.union([z.literal(1), z.literal(2)]), 1),
  timeForTrigger: z._default(z.nullable(z.number().check(z.int(), z.nonnegative())), null),
  groupId: z._default(z.nullable(z.number().check(z.int())), null),
});
export type ValuePopup = z.infer<typeof ValuePopup>;

export const ValuePopupList = z.object({ data: z.array(ValuePopup) });
export type ValuePopupList = z.infer<typeof ValuePopupList>;

/**
 * The request's context (spec 001 §7): for an expired member {active, showToExpired, showAllPages} (plus the page, so
 * the service can answer per page); for everyone else the group flags, the affiliate, the pop-ups already shown, the
 * page (`url`: the path, plus the query string when there is no aff_id route parameter) and the link being followed.
 */
export const ValuePopupContext = z.object({
  active: z.optional(z.boolean()),
  showAllPages: z.optional(z.boolean()),
  showToGuest: z._default(z.boolean(), false),
  showToInactive: z._default(z.boolean(), false),
  showToMembers: z._default(z.boolean(), false),
  showToExpired: z._default(z.boolean(), false),
  affiliateId: z._default(z.nullable(z.string()), null),
  shownValuePopUps: z._default(z.array(z.object({ uuid: z.string() })), []),
  url: text,
  targetLink: text,
});
export type ValuePopupContext = z.infer<typeof ValuePopupContext>;

/**
 * POST {siteHost}/api/wp/user/shown-value-popups {uuid} (Bearer): records a pop-up or header bar the member closed or
 * followed in the user's shownValuePopUps (spec 001 §3 'Shown pop-ups on the user', §4 'Closing or following a pop-up
 * records its uuid'); answers the list. The path is this project's (the spec shows the field, not the call). A guest's
 * list is kept in the browser (shown-value-popups-cookie.ts).
 */
export const ShownValuePopupBody = z.object({ uuid: z.string().check(z.minLength(1), z.maxLength(64)) });
export const ShownValuePopupsAnswer = z.object({ data: z.object({ shownValuePopUps: z.array(z.object({ uuid: z.string() })) }) });
