/**
 * The HTML fields of content answers, each through the one sanitiser before any view renders them: a
 * static page's text and sections, the home description area, and the SEO texts of detail answers. The content
 * client applies these right after parsing, so every HTML string a view gets is already clean.
 */
import type { SeoParams } from '../contracts/common.ts';
import type { HomePageBuilder, StaticPage } from '../contracts/content-api.ts';
import type { HtmlSanitizer } from './sanitize.ts';

export const cleanSeo = (s: HtmlSanitizer, seo: SeoParams): SeoParams =>
  seo.shortSeoText || seo.fullSeoText ? { ...seo, shortSeoText: s.html(seo.shortSeoText), fullSeoText: s.html(seo.fullSeoText) } : seo;

export const cleanPage = (s: HtmlSanitizer, page: StaticPage): StaticPage => ({
  ...page,
  text: s.html(page.text),
  sections: page.sections.map((section) => ({ ...section, text: s.html(section.text) })),
  seoParams: cleanSeo(s, page.seoParams),
});

export const cleanHome = (s: HtmlSanitizer, home: HomePageBuilder): HomePageBuilder => ({
  ...home,
  descriptionArea: s.html(home.descriptionArea),
  seoParams: cleanSeo(s, home.seoParams),
  categoriesPageSeo: cleanSeo(s, home.categoriesPageSeo),
});

/** An answer with SEO parameters (a video, a model, a category) with its SEO texts clean. */
export const withCleanSeo = <T extends { seoParams: SeoParams }>(s: HtmlSanitizer, item: T): T => ({
  ...item,
  seoParams: cleanSeo(s, item.seoParams),
});
