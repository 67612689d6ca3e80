/**
 * True while rendering on the server, during the hydrating render and in a component's first render in the browser;
 * false from the render after it. Lets an overlay that react-aria would portal (and so leave out of the server HTML)
 * render in place until the page is hydrated, so the server HTML and the first client render match, and lets the
 * page leave out of its HTML what shows only once it is live.
 *
 * The change comes as a transition: React renders it in slices between the browser's tasks. (A store read with a
 * server snapshot of its own — `useSyncExternalStore(…, () => false, () => true)` — told a hydrated component
 * apart from a new one, but React re-renders a store's change synchronously: each such component, and the page under
 * it, in one long task right after hydration.)
 */
import { type ReactNode, startTransition, useEffect, useState } from 'react';

export function useIsSSR(): boolean {
  const [ssr, setSsr] = useState(true);
  useEffect(() => startTransition(() => setSsr(false)), []);
  return ssr;
}

/**
 * Its children once the page is live (`fallback` until then: what the server and the hydrating render draw), in a
 * component of its own: the parent is not drawn again for them.
 */
export function OnceLive({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }): ReactNode {
  return useIsSSR() ? fallback : children;
}
