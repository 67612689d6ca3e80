/** Shared wire shapes of the spec's entities (spec 000 §3). zod only (zod/mini: tree-shakable for the browser bundle). */
import { z } from 'zod/mini';

/** `status` block of site-API answers; code 2 = OK user info, 401 = unauthenticated. */
export const Status = z.object({ code: z.number(), message: z._default(z.string(), '') });
export type Status = z.infer<typeof Status>;

export const Media = z.object({ alt: z._default(z.string(), ''), permalink: z.string() });
export type Media = z.infer<typeof Media>;

export const OgParams = z.object({
  enabled: z._default(z.boolean(), false),
  title: z._default(z.string(), ''),
  type: z._default(z.string(), 'website'),
  url: z._default(z.string(), ''),
  description: z._default(z.string(), ''),
  siteName: z._default(z.string(), ''),
  imageSecureFile: z._default(z.nullable(z.object({ permalink: z.string() })), null),
  imageSecureUrl: z._default(z.string(), ''),
});

export const TwitterParams = z.object({
  enabled: z._default(z.boolean(), false),
  title: z._default(z.string(), ''),
  card: z._default(z.string(), 'summary_large_image'),
  site: z._default(z.string(), ''),
  description: z._default(z.string(), ''),
  domain: z._default(z.string(), ''),
  creator: z._default(z.string(), ''),
  imageFile: z._default(z.nullable(z.object({ permalink: z.string() })), null),
  imageLink: z._default(z.string(), ''),
});

export const SeoParams = z.object({
  title: z._default(z.string(), ''),
  metaDescription: z._default(z.string(), ''),
  metaKeywords: z._default(z.string(), ''),
  metaRobots: z._default(z.string(), 'index, follow'),
  shortSeoText: z._default(z.string(), ''),
  fullSeoText: z._default(z.string(), ''),
  breadcrumb: z._default(z.string(), ''),
  jsonLdScriptEnabled: z._default(z.boolean(), false),
  ogParams: z._default(z.nullable(OgParams), null),
  twitterParams: z._default(z.nullable(TwitterParams), null),
});
export type SeoParams = z.infer<typeof SeoParams>;

export const emptySeoParams: SeoParams = SeoParams.parse({});

/** `{items, pages}` list envelope. */
export const listOf = <T extends z.ZodMiniType>(item: T) =>
  z.object({ items: z.array(item), pages: z._default(z.number().check(z.int(), z.nonnegative()), 1) });

export const itemOf = <T extends z.ZodMiniType>(item: T) => z.object({ item });

/** Validation-error answer every upstream gives for bad input (4xx). */
export const ErrorBody = z.object({
  status: Status,
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Where a pop-up sits (spec 000 §2.3 'Popups can be positioned (e.g. 'center center', 'left top')'). */
export const POPUP_POSITIONS = ['center center', 'left top', 'right top', 'left bottom', 'right bottom', 'center bottom'] as const;
export type PopupPosition = (typeof POPUP_POSITIONS)[number];
