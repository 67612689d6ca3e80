/**
 * The one sanitiser of HTML from the upstreams: static pages, SEO texts, the home description area and,
 * with the SVG profile, the inline logos. DOMPurify over a real DOM (the page's own in the browser, jsdom's on the
 * server) with one allow-list: the markup of rich text (headings, paragraphs, lists, tables, links, images,
 * emphasis), nothing that runs or loads a document (scripts, frames, objects, forms, base, meta, style), no event
 * handler or inline style, and only http(s), mailto, tel and relative URLs. A link that opens a new tab gets
 * rel="noopener noreferrer".
 */
import type { Config, DOMPurify, WindowLike } from 'dompurify';
import createDOMPurify from 'dompurify';

/** The sanitiser, made on first use (in the browser DOMPurify's code is fetched with the first HTML to clean). */
export type Sanitizer = () => Promise<HtmlSanitizer>;

export interface HtmlSanitizer {
  /** Rich text from the CMS, made safe to render as HTML. */
  html(dirty: string): string;
  /** An inline SVG image (a logo, an icon), made safe to render as markup; '' when it is not an SVG. */
  svg(dirty: string): string;
}

/** Only these URL schemes (or none: relative URLs and fragments). */
const SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const FORBID_TAGS = [
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'iframe',
  'frame',
  'object',
  'embed',
  'base',
  'meta',
  'link',
];

const HTML: Config = {
  USE_PROFILES: { html: true },
  ADD_ATTR: ['target'],
  FORBID_TAGS,
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'action', 'ping'],
  ALLOWED_URI_REGEXP: SAFE_URL,
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

const SVG: Config = {
  USE_PROFILES: { svg: true, svgFilters: true },
  FORBID_TAGS: [...FORBID_TAGS, 'foreignObject', 'a', 'use', 'image', 'animate', 'set', 'animateTransform', 'animateMotion'],
  FORBID_ATTR: ['style', 'href', 'xlink:href'],
  ALLOWED_URI_REGEXP: SAFE_URL,
  ALLOW_DATA_ATTR: false,
};

/** The attributes in which DOMPurify would keep a data: URL on a media tag. */
const DATA_URI_ATTRS = new Set(['src', 'href', 'xlink:href']);

/** The largest inline SVG kept (a logo); a larger answer is not an icon. */
const MAX_SVG_BYTES = 64 * 1024;

export function createSanitizer(window: WindowLike): HtmlSanitizer {
  const purify: DOMPurify = createDOMPurify(window);
  // DOMPurify lets data: URLs through in src/href/xlink:href of its media tags (img, video, audio, source, track,
  // image) whatever ALLOWED_URI_REGEXP says, and ADD_DATA_URI_TAGS can only add to that list: drop them here.
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (DATA_URI_ATTRS.has(data.attrName) && /^data:/i.test(data.attrValue.trim())) data.keepAttr = false;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  });
  return {
    html: (dirty) => (dirty ? purify.sanitize(dirty, { ...HTML, RETURN_TRUSTED_TYPE: false }) : ''),
    svg: (dirty) => {
      if (!dirty || dirty.length > MAX_SVG_BYTES) return '';
      const clean = purify.sanitize(dirty, { ...SVG, RETURN_TRUSTED_TYPE: false }).trim();
      return clean.startsWith('<svg') ? clean : '';
    },
  };
}
