/**
 * Inline SVG icons used by the chrome and other views (spec 000 §2.3: mobile bottom menu icons, social links,
 * hamburger). Decorative by default (aria-hidden); pass `title` to give the icon an accessible name.
 * Stroke icons follow currentColor; brand glyphs are simplified, filled shapes.
 */
import type { ReactNode } from 'react';

const iconNames = [
  'menu',
  'close',
  'search',
  'user',
  'heart',
  'play',
  'external-link',
  'twitter',
  'instagram',
  'reddit',
  'youtube',
  'facebook',
  'chevron',
  'home',
  'grid',
  'star',
  'bell',
  'chat',
  'back',
  'minimize',
  'more',
] as const;
export type IconName = (typeof iconNames)[number];

const paths: Record<IconName, { filled?: boolean; body: ReactNode }> = {
  menu: { body: <path d="M3 6h18M3 12h18M3 18h18" /> },
  close: { body: <path d="M6 6l12 12M18 6L6 18" /> },
  search: {
    body: (
      <>
        <circle cx="11" cy="11" r="7" />
        <path d="M20 20l-4-4" />
      </>
    ),
  },
  user: {
    body: (
      <>
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
      </>
    ),
  },
  heart: { body: <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" /> },
  play: { body: <path d="M7 4l13 8-13 8z" /> },
  'external-link': { body: <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" /> },
  twitter: { filled: true, body: <path d="M4 4h4.5l4 5.6L17.3 4H20l-6.2 7.2L20.5 20H16l-4.4-6-5.2 6H3.7l6.7-7.7z" /> },
  instagram: {
    body: (
      <>
        <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.2" cy="6.8" r="0.6" />
      </>
    ),
  },
  reddit: {
    body: (
      <>
        <ellipse cx="12" cy="14" rx="8" ry="5.5" />
        <circle cx="18.5" cy="5.5" r="1.5" />
        <path d="M12 8.5l1.5-5 5 2" />
        <path d="M9 16c1.8 1.2 4.2 1.2 6 0" />
      </>
    ),
  },
  youtube: {
    body: (
      <>
        <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
        <path d="M10 9.5v5l4.5-2.5z" />
      </>
    ),
  },
  facebook: { body: <path d="M14 21v-8h3l.5-3.5H14V7.8c0-1 .4-1.8 1.8-1.8H18V3.2A20 20 0 0 0 15.4 3C12.8 3 11 4.6 11 7.5v2H8V13h3v8" /> },
  chevron: { body: <path d="M6 9l6 6 6-6" /> },
  home: { body: <path d="M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" /> },
  grid: {
    body: (
      <>
        <rect x="4" y="4" width="6.5" height="6.5" rx="1" />
        <rect x="13.5" y="4" width="6.5" height="6.5" rx="1" />
        <rect x="4" y="13.5" width="6.5" height="6.5" rx="1" />
        <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1" />
      </>
    ),
  },
  bell: { body: <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0" /> },
  star: { body: <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" /> },
  chat: { body: <path d="M4 5h16v11H9l-5 4z" /> },
  back: { body: <path d="M15 5l-7 7 7 7" /> },
  minimize: { body: <path d="M5 18h14" /> },
  more: {
    filled: true,
    body: (
      <>
        <circle cx="12" cy="5" r="1.8" />
        <circle cx="12" cy="12" r="1.8" />
        <circle cx="12" cy="19" r="1.8" />
      </>
    ),
  },
};

export type IconProps = { name: IconName; size?: number; title?: string; className?: string };

export function Icon({ name, size = 20, title, className = '' }: IconProps) {
  const def = paths[name];
  const cls = ['icon', def.filled ? 'icon-fill' : '', `icon-${name}`, className].filter(Boolean).join(' ');
  if (title) {
    return (
      <svg className={cls} width={size} height={size} viewBox="0 0 24 24" role="img" aria-label={title} focusable="false">
        <title>{title}</title>
        {def.body}
      </svg>
    );
  }
  return (
    <svg className={cls} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {def.body}
    </svg>
  );
}
