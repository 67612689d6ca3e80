/**
 * The router's link behind every internal AppLink (DESIGN 'Composition'): a click is a client navigation
 * (the visit's actors live on across pages), hovering or focusing it preloads the route's chunk and data,
 * and modified clicks (new tab, new window) keep the browser's behaviour. The href is split into path,
 * search (parsed the way the router parses URLs, so '?page=2' is page 2) and hash.
 */
import { Link, useRouter } from '@tanstack/react-router';
import type { InternalLinkProps } from '../../views/ui/AppLink.tsx';

export function RouterLink({ href, ref, ...rest }: InternalLinkProps) {
  const router = useRouter();
  const match = /^([^?#]*)(\?[^#]*)?(#.*)?$/.exec(href);
  const path = match?.[1] || '/';
  const search = router.options.parseSearch(match?.[2] ?? '');
  const hash = match?.[3]?.slice(1);
  return <Link {...rest} ref={ref} to={path as '/'} search={search as never} hash={hash} />;
}

export const renderRouterLink = (props: InternalLinkProps) => <RouterLink {...props} />;
