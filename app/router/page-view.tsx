/**
 * The analytics page key (spec 000 §2.1, rules/page-key.ts) for an analytics tag: the document carries it as
 * `data-page-key` (the root document renders it from the location, on the server and after each navigation), and each page view — the first load and
 * every navigation to a new path — dispatches PAGE_VIEW_EVENT on window with { pageKey, path }.
 */
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { pageKeyOf } from '../../domain/page-key.ts';

export const PAGE_VIEW_EVENT = 'site:pageview';
export type PageView = { pageKey: string; path: string };

function viewed(path: string): void {
  const pageKey = pageKeyOf(path);
  window.dispatchEvent(new CustomEvent<PageView>(PAGE_VIEW_EVENT, { detail: { pageKey, path } }));
}

export function PageViews() {
  const router = useRouter();
  useEffect(() => {
    viewed(router.state.location.pathname);
    return router.subscribe('onResolved', ({ fromLocation, toLocation, pathChanged }) => {
      if (fromLocation && pathChanged) viewed(toLocation.pathname);
    });
  }, [router]);
  return null;
}
