/**
 * SVG icons used by the chrome and other views (spec 000 §2.3: mobile bottom menu icons, social links, hamburger).
 * Decorative by default (aria-hidden); pass `title` to give the icon an accessible name. Stroke icons follow
 * currentColor; brand glyphs are simplified, filled shapes. The glyphs are symbols of one sprite (icon-sprite.ts).
 */
import { glyphHref } from './icon-sprite.ts';

export const iconNames = [
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

/** The glyphs filled rather than stroked (brand glyphs). */
const filled: ReadonlySet<IconName> = new Set<IconName>(['twitter', 'more']);

export type IconProps = { name: IconName; size?: number; title?: string; className?: string };

export function Icon({ name, size = 20, title, className = '' }: IconProps) {
  const cls = ['icon', filled.has(name) ? 'icon-fill' : '', `icon-${name}`, className].filter(Boolean).join(' ');
  const glyph = <use href={glyphHref(name)} />;
  if (title) {
    return (
      <svg className={cls} width={size} height={size} viewBox="0 0 24 24" role="img" aria-label={title}>
        <title>{title}</title>
        {glyph}
      </svg>
    );
  }
  return (
    <svg className={cls} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      {glyph}
    </svg>
  );
}
