/**
 * The router's navigation behind every internal AppLink (DESIGN 'Composition'): a plain anchor (the server
 * HTML and crawlers see the href) whose click is a client navigation, so the visit's actors live on across
 * pages; hovering, focusing or touching it preloads the route's chunk and data (not on 2g connections or with
 * data saver, spec 000 §9). Modified clicks (new tab, new window, download) keep the browser's behaviour.
 * Cheaper than the router's <Link>, which builds a location for every link of every render.
 */
import { useRouter } from '@tanstack/react-router';
import type { FocusEvent, MouseEvent, TouchEvent } from 'react';
import type { InternalLinkProps } from '../../views/ui/AppLink.tsx';

type Connection = { saveData?: boolean; effectiveType?: string };

/** Prefetch is skipped on 2g connections and with data saver (spec 000 §9). */
export function mayPrefetch(connection: Connection | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && !(connection.effectiveType ?? '').includes('2g');
}

const plainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

export function RouterLink({ href, ref, onClick, onMouseEnter, onFocus, onTouchStart, ...rest }: InternalLinkProps) {
  const router = useRouter();
  const preload = () => {
    if (!mayPrefetch((navigator as Navigator & { connection?: Connection }).connection)) return;
    router.preloadRoute({ href } as Parameters<typeof router.preloadRoute>[0]).catch(() => {});
  };
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!plainClick(event) || rest.target === '_blank' || rest.download !== undefined) return;
        event.preventDefault();
        void router.navigate({ href });
      }}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        onMouseEnter?.(event);
        preload();
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        preload();
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event);
        preload();
      }}
    />
  );
}

export const renderRouterLink = (props: InternalLinkProps) => <RouterLink {...props} />;
