/**
 * A check of structured data (JSON-LD) against the properties its consumers require (schema.org types as Google's
 * rich results read them): what each type must carry, that positions count from 1, and that every URL is absolute.
 * Returns the problems found, none for valid data. Used by tests/unit/app/json-ld.test.ts and the structured-data e2e.
 */
type Data = Record<string, unknown>;

const isObject = (v: unknown): v is Data => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => typeof v === 'string' && v.trim() !== '';
const absoluteUrl = (v: unknown) => typeof v === 'string' && /^https?:\/\/[^/\s]+/.test(v);
const isoDate = (v: unknown) => typeof v === 'string' && !Number.isNaN(Date.parse(v)) && /^\d{4}-\d{2}-\d{2}/.test(v);

/** Keys whose string values are URLs, wherever they appear. */
const URL_KEYS = new Set(['url', 'item', 'thumbnailUrl', 'contentUrl', 'embedUrl', 'image', 'mainEntityOfPage', 'urlTemplate', 'logo']);

function urlProblems(value: unknown, path: string): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => urlProblems(v, `${path}[${i}]`));
  if (!isObject(value)) return [];
  return Object.entries(value).flatMap(([key, v]) => {
    const here = `${path}.${key}`;
    if (URL_KEYS.has(key) && typeof v === 'string') {
      // A URL template's placeholder is not part of the check.
      return absoluteUrl(v.replace(/\{[^}]+\}/g, 'x')) ? [] : [`${here} is not an absolute URL: ${v}`];
    }
    return urlProblems(v, here);
  });
}

function listItems(data: Data, needsUrl: 'each' | 'all but the last'): string[] {
  const items = data.itemListElement;
  if (!Array.isArray(items) || items.length === 0) return ['itemListElement is missing or empty'];
  return items.flatMap((entry, i) => {
    if (!isObject(entry)) return [`itemListElement[${i}] is not an object`];
    const problems: string[] = [];
    if (entry['@type'] !== 'ListItem') problems.push(`itemListElement[${i}] is not a ListItem`);
    if (entry.position !== i + 1) problems.push(`itemListElement[${i}].position is ${String(entry.position)}, not ${i + 1}`);
    const last = i === items.length - 1;
    if ((needsUrl === 'each' || !last) && !(absoluteUrl(entry.url) || absoluteUrl(entry.item))) problems.push(`itemListElement[${i}] has no URL`);
    if (needsUrl === 'all but the last' && !text(entry.name)) problems.push(`itemListElement[${i}] has no name`);
    return problems;
  });
}

const required: Record<string, (data: Data) => string[]> = {
  VideoObject: (d) => [
    ...(['name', 'description'] as const).filter((k) => !text(d[k])).map((k) => `${k} is missing`),
    ...(absoluteUrl(d.thumbnailUrl) || (Array.isArray(d.thumbnailUrl) && d.thumbnailUrl.length > 0) ? [] : ['thumbnailUrl is missing']),
    ...(isoDate(d.uploadDate) ? [] : ['uploadDate is not an ISO 8601 date']),
    ...(absoluteUrl(d.contentUrl) || absoluteUrl(d.embedUrl) ? [] : ['neither contentUrl nor embedUrl']),
    ...(d.duration === undefined || (typeof d.duration === 'string' && /^PT(\d+H)?(\d+M)?(\d+S)?$/.test(d.duration))
      ? []
      : ['duration is not ISO 8601']),
  ],
  Person: (d) => (text(d.name) ? [] : ['name is missing']),
  ItemList: (d) => listItems(d, 'each'),
  BreadcrumbList: (d) => listItems(d, 'all but the last'),
  BlogPosting: (d) => [
    ...(text(d.headline) ? [] : ['headline is missing']),
    ...(isoDate(d.datePublished) ? [] : ['datePublished is not an ISO 8601 date']),
    ...(d.author === undefined || (isObject(d.author) && text(d.author.name)) ? [] : ['author has no name']),
  ],
  WebSite: (d) => {
    const action = d.potentialAction;
    const target = isObject(action) ? action.target : undefined;
    const template = isObject(target) ? target.urlTemplate : target;
    const input = isObject(action) ? action['query-input'] : undefined;
    const name = typeof input === 'string' ? /name=(\w+)/.exec(input)?.[1] : undefined;
    return [
      ...(absoluteUrl(d.url) ? [] : ['url is missing']),
      ...(isObject(action) && action['@type'] === 'SearchAction' ? [] : ['potentialAction is not a SearchAction']),
      ...(typeof template === 'string' && name && template.includes(`{${name}}`) ? [] : ['the SearchAction template lacks its query-input name']),
      ...(typeof input === 'string' && input.startsWith('required ') ? [] : ["query-input is not 'required name=…'"]),
    ];
  },
  CollectionPage: (d) => [...(text(d.name) ? [] : ['name is missing']), ...(absoluteUrl(d.url) ? [] : ['url is missing'])],
  FAQPage: (d) =>
    Array.isArray(d.mainEntity) && d.mainEntity.length > 0
      ? d.mainEntity.flatMap((q, i) =>
          isObject(q) && q['@type'] === 'Question' && text(q.name) && isObject(q.acceptedAnswer) && text(q.acceptedAnswer.text)
            ? []
            : [`mainEntity[${i}] is not a Question with a name and an accepted answer`],
        )
      : ['mainEntity is missing or empty'],
};

/** The problems of one JSON-LD document (its @context, its type's required properties, its URLs). */
export function structuredDataProblems(data: unknown): string[] {
  if (!isObject(data)) return ['not an object'];
  const type = data['@type'];
  const problems = data['@context'] === 'https://schema.org' ? [] : [`@context is ${String(data['@context'])}`];
  if (typeof type !== 'string') return [...problems, '@type is missing'];
  return [...problems, ...(required[type]?.(data) ?? []), ...urlProblems(data, type)].map((p) => `${type}: ${p}`);
}

/** The JSON-LD documents of a page's HTML, parsed. */
export const jsonLdOf = (html: string): unknown[] =>
  [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? ''));
