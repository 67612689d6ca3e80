/**
 * A small checker of structured data against schema.org and the properties Google's rich results require
 * (issue 10 'Structured data'): the context is schema.org, the type is one we emit, the required properties of that
 * type are present, dates parse, durations are ISO 8601 and every URL is absolute. Returns the problems found
 * (none = valid), so a failing test names each one. Shared by the unit test of the builders and the end-to-end test
 * of the server-rendered pages.
 */

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const nonEmpty = (v: unknown): boolean => typeof v === 'string' && v.trim() !== '';
const isAbsoluteUrl = (v: unknown): boolean => typeof v === 'string' && /^https?:\/\/[^/\s]+/.test(v);
const isDate = (v: unknown): boolean => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) && !Number.isNaN(Date.parse(v));
const ISO_DURATION = /^P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+(\.\d+)?S)?)?$/;

/** Properties whose values are URLs, wherever they appear: each must be absolute. */
const URL_KEYS = new Set(['url', 'item', 'thumbnailUrl', 'embedUrl', 'contentUrl', 'image', 'mainEntityOfPage', 'urlTemplate', 'logo', 'sameAs']);

/** The types the site emits, each with its required properties (schema.org + Google rich results). */
export const REQUIRED: Record<string, string> = {
  VideoObject: 'name, description, thumbnailUrl, uploadDate, contentUrl or embedUrl',
  Person: 'name',
  ItemList: 'itemListElement of ListItem with position and url',
  BreadcrumbList: 'itemListElement of ListItem with position, name and item (except the last)',
  BlogPosting: 'headline, datePublished; author.name when an author is given',
  WebSite: 'url; potentialAction SearchAction whose target.urlTemplate holds the query-input name',
  CollectionPage: 'name, url',
};

function listItems(data: Json, problems: string[], each: (item: Json, i: number, last: boolean) => void) {
  const list = data.itemListElement;
  if (!Array.isArray(list) || list.length === 0) {
    problems.push('itemListElement: a non-empty list is required');
    return;
  }
  list.forEach((item, i) => {
    if (!isObject(item) || item['@type'] !== 'ListItem') problems.push(`itemListElement[${i}]: a ListItem is required`);
    else {
      if (item.position !== i + 1) problems.push(`itemListElement[${i}].position: ${i + 1} expected, got ${String(item.position)}`);
      each(item, i, i === list.length - 1);
    }
  });
}

function checkType(data: Json, problems: string[]) {
  const need = (key: string, ok: (v: unknown) => boolean = nonEmpty, what = 'is required') => {
    if (!ok(data[key])) problems.push(`${key}: ${what}`);
  };
  switch (data['@type']) {
    case 'VideoObject':
      need('name');
      need('description');
      need('thumbnailUrl', (v) => isAbsoluteUrl(v) || (Array.isArray(v) && v.length > 0 && v.every(isAbsoluteUrl)), 'an absolute URL is required');
      need('uploadDate', isDate, 'an ISO 8601 date is required');
      if (!isAbsoluteUrl(data.contentUrl) && !isAbsoluteUrl(data.embedUrl)) problems.push('contentUrl or embedUrl: one is required');
      if (data.duration !== undefined) need('duration', (v) => typeof v === 'string' && ISO_DURATION.test(v), 'an ISO 8601 duration is required');
      break;
    case 'Person':
      need('name');
      break;
    case 'ItemList':
      listItems(data, problems, (item, i) => {
        if (!isAbsoluteUrl(item.url) && !isObject(item.item)) problems.push(`itemListElement[${i}].url: an absolute URL is required`);
      });
      break;
    case 'BreadcrumbList':
      listItems(data, problems, (item, i, last) => {
        if (!nonEmpty(item.name)) problems.push(`itemListElement[${i}].name: is required`);
        if (!last && !isAbsoluteUrl(item.item)) problems.push(`itemListElement[${i}].item: an absolute URL is required (all but the last)`);
      });
      break;
    case 'BlogPosting':
      need('headline');
      need('datePublished', isDate, 'an ISO 8601 date is required');
      if (data.author !== undefined && !(isObject(data.author) && nonEmpty(data.author.name)))
        problems.push('author.name: is required when an author is given');
      break;
    case 'WebSite': {
      need('url', isAbsoluteUrl, 'an absolute URL is required');
      const action = data.potentialAction;
      if (!isObject(action) || action['@type'] !== 'SearchAction') {
        problems.push('potentialAction: a SearchAction is required');
        break;
      }
      const template = isObject(action.target) ? action.target.urlTemplate : action.target;
      const input = typeof action['query-input'] === 'string' ? /name=([\w-]+)/.exec(action['query-input'])?.[1] : undefined;
      if (!input) problems.push("potentialAction['query-input']: 'required name=…' is required");
      else if (typeof template !== 'string' || !template.includes(`{${input}}`))
        problems.push(`potentialAction.target.urlTemplate: must hold {${input}}`);
      break;
    }
    case 'CollectionPage':
      need('name');
      need('url', isAbsoluteUrl, 'an absolute URL is required');
      break;
    default:
      problems.push(`@type: one of ${Object.keys(REQUIRED).join(', ')} expected, got ${String(data['@type'])}`);
  }
}

function checkUrls(value: unknown, path: string, problems: string[]) {
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) checkUrls(v, `${path}[${i}]`, problems);
  } else if (isObject(value))
    for (const [key, v] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (URL_KEYS.has(key) && typeof v === 'string' && !isAbsoluteUrl(v)) problems.push(`${at}: an absolute URL is required, got ${v}`);
      checkUrls(v, at, problems);
    }
}

/** The problems of one structured-data object (a parsed application/ld+json script); empty when it is valid. */
export function structuredDataProblems(data: unknown): string[] {
  if (!isObject(data)) return ['the script must hold one JSON object'];
  const problems: string[] = [];
  if (data['@context'] !== 'https://schema.org' && data['@context'] !== 'http://schema.org') problems.push('@context: https://schema.org expected');
  checkType(data, problems);
  checkUrls(data, '', problems);
  return problems;
}

/** Every application/ld+json script of an HTML document, parsed (a script that does not parse is an error). */
export function ldJsonScripts(html: string): unknown[] {
  return [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? ''));
}
