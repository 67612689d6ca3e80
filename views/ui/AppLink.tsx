/**
 * The one link every view uses (spec 000 §2.1): internal links are normalised to one leading and one
 * trailing slash and navigate inside the product; external ones (containing 'http' or a configured
 * partner-site keyword) and links marked inNewTab open in a new tab. How an internal link navigates, and
 * which keywords mark a partner site, are provided by the app (router link, site configuration); without a
 * provider it renders a plain anchor, so views render in tests without a router.
 */
import { type AnchorHTMLAttributes, type ReactNode, type Ref, createContext, forwardRef, useContext } from 'react';

export type InternalLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; ref?: Ref<HTMLAnchorElement> };
export type InternalLinkRenderer = (props: InternalLinkProps) => ReactNode;

export type LinkSettings = {
  /** Renders an internal link (the router's link, so a click is a client navigation). */
  renderInternal: InternalLinkRenderer | null;
  /** Keywords that mark a link to a partner site as external (configuration). */
  partnerKeywords: readonly string[];
};

const LinkSettingsContext = createContext<LinkSettings>({ renderInternal: null, partnerKeywords: [] });
export const LinkSettingsProvider = LinkSettingsContext.Provider;

/** External: contains 'http' or a partner-site keyword (spec 000 §2.1). */
export const isExternal = (href: string, partnerKeywords: readonly string[] = []): boolean =>
  href.includes('http') || partnerKeywords.some((keyword) => keyword !== '' && href.includes(keyword));

/** '/videos' → '/videos/', 'videos//x' → '/videos/x/'; keeps query and hash. */
export function normalizePath(href: string): string {
  if (href.includes('http') || href.startsWith('mailto:') || href.startsWith('#')) return href;
  // Most links already are: '/videos/slug/' (one leading and one trailing slash, nothing doubled).
  if (href.startsWith('/') && href.endsWith('/') && !/\/\/|[?#]/.test(href)) return href;
  const match = /^([^?#]*)(.*)$/.exec(href);
  const path = (match?.[1] ?? '').replace(/\/{2,}/g, '/').replace(/^\/?/, '/');
  const rest = match?.[2] ?? '';
  const last = path.split('/').pop() ?? '';
  const withSlash = path.endsWith('/') || last.includes('.') ? path : `${path}/`;
  return withSlash + rest;
}

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; inNewTab?: boolean };

export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink({ href, inNewTab, children, ...rest }, ref) {
  const { renderInternal, partnerKeywords } = useContext(LinkSettingsContext);
  if (isExternal(href, partnerKeywords) || inNewTab) {
    const rel = rest.rel ? `${rest.rel} noopener` : 'noopener';
    const target = href.includes('http') || href.startsWith('mailto:') ? href : normalizePath(href);
    return (
      <a ref={ref} {...rest} href={target} target="_blank" rel={rel}>
        {children}
      </a>
    );
  }
  const normalized = normalizePath(href);
  if (renderInternal) return <>{renderInternal({ ...rest, ref, href: normalized, children })}</>;
  return (
    <a ref={ref} {...rest} href={normalized}>
      {children}
    </a>
  );
});
