/**
 * The analytics page key of a route (spec 000 §2.1): / gives main/main; a blog post, model, video, category or device
 * page gives its kind and slug (article/{slug}, model/{slug}, …); any other path gives page/{first path segment}.
 * Detail pages are matched by shape (the kind's segment and exactly one slug), so a list such as /models/ or a tag
 * page such as /models/tag/{slug}/ is a 'page'. Both spellings of the detail routes (/video/ and /videos/, …) count.
 */

const DETAIL_KINDS: Record<string, string> = {
  blog: 'article',
  model: 'model',
  models: 'model',
  video: 'video',
  videos: 'video',
  category: 'category',
  categories: 'category',
  devices: 'device',
};

export function pageKeyOf(pathname: string): string {
  const [first, slug, ...rest] = pathname.split('/').filter(Boolean);
  if (first === undefined) return 'main/main';
  const kind = DETAIL_KINDS[first];
  if (kind && slug !== undefined && rest.length === 0) return `${kind}/${slug}`;
  return `page/${first}`;
}
