/**
 * Wordmark logos of the site (spec 000 §2.3 'Header': header and footer logos
 * are fetched as SVG text and inlined; §3 'Digest' siteSettings.headerLogoColor
 * and footerLogo permalinks). A headset mark in a gradient plus the site name
 * in currentColor, so the logo follows the theme's text colour. Header and
 * footer use different gradient ids, so both can be inlined on one page.
 */
import { esc } from './svg-kit.ts';

export type LogoKind = 'header' | 'footer';

/** The site's wordmark as SVG text; width grows with the name. */
export function logoSvg(kind: LogoKind, siteName: string): string {
  const name = Array.from(siteName.trim() || 'VR Site')
    .slice(0, 32)
    .join('');
  const id = kind === 'header' ? 'logo-h' : 'logo-f';
  const from = kind === 'header' ? '#ff3d7f' : '#9aa4b8';
  const to = kind === 'header' ? '#7b5cff' : '#d7dbe4';
  const height = 48;
  // 19.5 per character: bold 26 px capitals and m (LumenAR) ran past 17.5 and were cut by the viewBox.
  const width = 66 + Math.ceil(name.length * 19.5);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${esc(name)}">` +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<path d="M4 14q0-6 6-6h32q6 0 6 6v18q0 6-6 6h-9l-5-7q-4-4-8 0l-5 7h-5q-6 0-6-6z" fill="url(#${id})"/>` +
    '<circle cx="16" cy="22" r="4" fill="#fff" fill-opacity=".85"/><circle cx="36" cy="22" r="4" fill="#fff" fill-opacity=".85"/>' +
    `<text x="58" y="32" fill="currentColor" font-family="system-ui,Segoe UI,Arial,sans-serif" font-size="26" font-weight="800" letter-spacing=".5">${esc(name)}</text>` +
    '</svg>'
  );
}
