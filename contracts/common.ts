/** Shared wire shapes of the spec's entities (spec 000 §3). zod only. */
import { z } from 'zod';

/** `status` block of site-API answers; code 2 = OK user info, 401 = unauthenticated. */
export const Status = z.object({ code: z.number(), message: z.string().default('') });
export type Status = z.infer<typeof Status>;

export const Media = z.object({ alt: z.string().default(''), permalink: z.string() });
export type Media = z.infer<typeof Media>;

export const OgParams = z.object({
  enabled: z.boolean().default(false),
  title: z.string().default(''),
  type: z.string().default('website'),
  url: z.string().default(''),
  description: z.string().default(''),
  siteName: z.string().default(''),
  imageSecureFile: z.object({ permalink: z.string() }).nullable().default(null),
  imageSecureUrl: z.string().default(''),
});

export const TwitterParams = z.object({
  enabled: z.boolean().default(false),
  title: z.string().default(''),
  card: z.string().default('summary_large_image'),
  site: z.string().default(''),
  description: z.string().default(''),
  domain: z.string().default(''),
  creator: z.string().default(''),
  imageFile: z.object({ permalink: z.string() }).nullable().default(null),
  imageLink: z.string().default(''),
});

export const SeoParams = z.object({
  title: z.string().default(''),
  metaDescription: z.string().default(''),
  metaKeywords: z.string().default(''),
  metaRobots: z.string().default('index, follow'),
  shortSeoText: z.string().default(''),
  fullSeoText: z.string().default(''),
  breadcrumb: z.string().default(''),
  jsonLdScriptEnabled: z.boolean().default(false),
  ogParams: OgParams.nullable().default(null),
  twitterParams: TwitterParams.nullable().default(null),
});
export type SeoParams = z.infer<typeof SeoParams>;

export const emptySeoParams: SeoParams = SeoParams.parse({});

/** `{items, pages}` list envelope. */
export const listOf = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ items: z.array(item), pages: z.number().int().nonnegative().default(1) });

export const itemOf = <T extends z.ZodTypeAny>(item: T) => z.object({ item });

/** Validation-error answer every upstream gives for bad input (4xx). */
export const ErrorBody = z.object({
  status: Status,
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
