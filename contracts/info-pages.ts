/**
 * Content API calls of the help and information pages (spec 000 §3 'Device page', 'Try AR content', 'Lists';
 * §7 'Content'): devices, help topics, FAQs, partners, the try-AR page and the JSON-LD of a page.
 */
import { z } from 'zod/mini';
import { Media, SeoParams, emptySeoParams, listOf } from './common.ts';
import { Video } from './content-api.ts';

/** A device of the help section: GET /devices (items, ordered by sort) and GET /devices/{slug} (item). */
export const Device = z.object({
  id: z.number(),
  slug: z.string(),
  sort: z._default(z.number(), 0),
  device: z.object({ name: z.string() }),
  deviceImageClipped: Media,
  seoParams: z._default(SeoParams, emptySeoParams),
});
export type Device = z.infer<typeof Device>;
export const DeviceList = z.object({ items: z.array(Device) });

/** Query of GET /devices/{slug}: the page of the device's videos. */
export const DeviceQuery = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 12),
});
export type DeviceQuery = z.infer<typeof DeviceQuery>;

/** GET /devices/{slug}: {item, videos} (spec 000 §7), the videos as one page of a list. */
export const DeviceAnswer = z.object({ item: Device, videos: listOf(Video) });
export type DevicePage = z.infer<typeof DeviceAnswer>;

/** The three help topics' keys (spec 000 §2.4 'Devices and help'). */
export const HelpTopicKey = z.enum(['tech', 'general', 'bill']);
export type HelpTopicKey = z.infer<typeof HelpTopicKey>;

export const HelpQuestion = z.object({ id: z.number(), question: z.string(), answer: z.string() });
export type HelpQuestion = z.infer<typeof HelpQuestion>;

/** GET /help-topics (our design; the spec shows no call): each topic's questions and articles, ordered by sort. */
export const HelpTopicsAnswer = z.object({
  items: z.array(z.object({ key: HelpTopicKey, questions: z.array(HelpQuestion) })),
});
export type HelpTopics = z.infer<typeof HelpTopicsAnswer>['items'];

/** GET /faqs: items, ordered by sort ascending (spec 000 §3 'Lists'). */
export const Faq = z.object({ id: z.number(), question: z.string(), answer: z.string(), sort: z.number() });
export type Faq = z.infer<typeof Faq>;
export const FaqList = z.object({ items: z.array(Faq) });

/** GET /partners-page: the partner sites. */
export const Partner = z.object({
  id: z.number(),
  name: z.string(),
  logo: Media,
  text: z._default(z.string(), ''),
  link: z.string(),
  sort: z._default(z.number(), 0),
});
export type Partner = z.infer<typeof Partner>;
export const PartnersAnswer = z.object({ items: z.array(Partner) });

const CategoryRef = z.object({ slug: z.string(), name: z._default(z.string(), '') });

/** GET /ar-page: ARPage {arVideos, aiVideos, arCategory.slug, aiCategory.slug} (spec 000 §3 'Try AR content'). */
export const ArPage = z.object({
  arVideos: z._default(z.array(Video), []),
  aiVideos: z._default(z.array(Video), []),
  arCategory: z._default(z.nullable(CategoryRef), null),
  aiCategory: z._default(z.nullable(CategoryRef), null),
  seoParams: z._default(SeoParams, emptySeoParams),
});
export type ArPage = z.infer<typeof ArPage>;
export const ArPageAnswer = z.object({ ARPage: ArPage });
export const emptyArPage: ArPage = ArPage.parse({});

/** Query of GET /jsonld/{page}: the page's path, its query string and its page number. */
export const JsonLdQuery = z.object({
  path: z._default(z.string().check(z.maxLength(300), z.startsWith('/', 'path must start with /')), '/'),
  query: z._default(z.string().check(z.maxLength(500)), ''),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
});
export type JsonLdQuery = z.infer<typeof JsonLdQuery>;

/** GET /jsonld/{page}: item, a schema.org object for the page (null when the CMS has none). */
export const JsonLdAnswer = z.object({ item: z.nullable(z.record(z.string(), z.unknown())) });
export type JsonLd = Record<string, unknown>;
