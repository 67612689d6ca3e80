/**
 * The slug a generic page is loaded by (spec 000 §2.4 'Static pages'): categories-slug gives 'categories',
 * models-slug 'models', videos-slug 'videos', blog-slug and blog_category-slug 'blog', otherwise the first path
 * segment, otherwise 'index'; vr-cam-tag maps to the configured cam-list slug.
 */
const BY_ROUTE: Readonly<Record<string, string>> = {
  'categories-slug': 'categories',
  'models-slug': 'models',
  'videos-slug': 'videos',
  'blog-slug': 'blog',
  'blog_category-slug': 'blog',
};

export function staticPageSlug(routeName: string, path: string, camListSlug = 'vr-cams'): string {
  if (routeName === 'vr-cam-tag') return camListSlug;
  const mapped = BY_ROUTE[routeName];
  if (mapped) return mapped;
  const first = path
    .split(/[?#]/)[0]
    ?.split('/')
    .find((segment) => segment !== '');
  return first ?? 'index';
}
