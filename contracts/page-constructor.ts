/**
 * Content API call of the page constructor (spec 000 §2.2 '/{slug} page constructor', 'Promotional landing pages';
 * §2.3 staff 'Edit' at /pages/?id={pageId}): GET /page-constructor/{slug} → {item}, a landing page built of typed
 * sections, its rails already resolved to video and model cards. An unknown slug is a 404 (our design: the spec
 * shows the route, not the call).
 */
import { z } from 'zod/mini';

export { CONSTRUCTOR_SLUG } from './constructor-slug.ts';
import { Media, SeoParams, emptySeoParams, itemOf } from './common.ts';
import { Model, Video } from './content-api.ts';

export const HeroSection = z.object({
  type: z.literal('hero'),
  heading: z.string(),
  text: z._default(z.string(), ''),
  image: Media,
  ctaLabel: z._default(z.string(), ''),
  ctaHref: z._default(z.string(), ''),
});
/** HTML from the CMS: the adapter passes it through the one sanitiser. */
export const TextSection = z.object({ type: z.literal('text'), heading: z._default(z.string(), ''), html: z.string() });
/** A rail of video cards: the CMS names ids or a category; the answer holds the videos. */
export const VideoRailSection = z.object({
  type: z.literal('videoRail'),
  heading: z.string(),
  categorySlug: z._default(z.nullable(z.string()), null),
  videos: z.array(Video),
});
export const ModelRailSection = z.object({ type: z.literal('modelRail'), heading: z.string(), models: z.array(Model) });
export const CtaSection = z.object({
  type: z.literal('cta'),
  heading: z.string(),
  text: z._default(z.string(), ''),
  label: z.string(),
  href: z.string(),
});

export const PageSection = z.discriminatedUnion('type', [HeroSection, TextSection, VideoRailSection, ModelRailSection, CtaSection]);
export type PageSection = z.infer<typeof PageSection>;

export const ConstructorPage = z.object({
  /** The page's id in the content admin (the staff 'Edit' item opens /pages/?id={id}). */
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  seoParams: z._default(SeoParams, emptySeoParams),
  sections: z.array(PageSection),
});
export type ConstructorPage = z.infer<typeof ConstructorPage>;

/** GET /page-constructor/{slug}. */
export const ConstructorPageAnswer = itemOf(ConstructorPage);
