/**
 * The one link every view uses (spec 000 §2.1): internal links are normalised to one leading and one
 * trailing slash and navigate inside the product; external ones (containing 'http') and links marked
 * inNewTab open in a new tab. How an internal link navigates is provided by the app (router link);
 * without a provider it renders a plain anchor, so views render in tests without a router.
 */
import { type AnchorHTMLAttributes, type ReactNode, createContext, forwardRef, useContext } from 'react';

export type InternalLinkRenderer = (props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => ReactNode;

const InternalLinkContext = createContext<InternalLinkRenderer | null>(null);
export const InternalLinkProvider = InternalLinkContext.Provider;

export const isExternal = (href: string): boolean => href.includes('http');

/** '/videos' → '/videos/', 'videos//x' → '/videos/x/'; keeps query and hash. */
export function normalizePath(href: string): string {
  if (isExternal(href) || href.startsWith('mailto:') || href.startsWith('#')) return href;
  const match = /^([^?#]*)(.*)$/.exec(href);
  const path = (match?.[1] ?? '').replace(/\/{2,}/g, '/').replace(/^\/?/, '/');
  const rest = match?.[2] ?? '';
  const last = path.split('/').pop() ?? '';
  const withSlash = path.endsWith('/') || last.includes('.') ? path : `${path}/`;
  return withSlash + rest;
}

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; inNewTab?: boolean };

export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink({ href, inNewTab, children, ...rest }, ref) {
  const renderInternal = useContext(InternalLinkContext);
  if (isExternal(href) || inNewTab) {
    const rel = rest.rel ? `${rest.rel} noopener` : 'noopener';
    return (
      <a ref={ref} {...rest} href={normalizePath(href)} target="_blank" rel={rel}>
        {children}
      </a>
    );
  }
  const normalized = normalizePath(href);
  if (renderInternal) return <>{renderInternal({ ...rest, href: normalized, children })}</>;
  return (
    <a ref={ref} {...rest} href={normalized}>
      {children}
    </a>
  );
});
