/**
 * Small SVG icons of the catalogue views (spec 000 §2.4: external link, toy script, positions 1-6, heart, download),
 * drawn from the icons' sprite (views/ui/icon-sprite.ts, its `cat-` symbols and the chrome's heart), stroked and filled by catalogue.css.
 */
import { glyphHref } from '../ui/icon-sprite.ts';
import './catalogue.css';

/** The catalogue's own glyphs in the sprite (the heart is the chrome's `heart`, the same drawing). */
export const catalogueGlyphs = [
  'cat-external-link',
  'cat-toy',
  'cat-download',
  'cat-trash',
  'cat-play',
  'cat-position-1',
  'cat-position-2',
  'cat-position-3',
  'cat-position-4',
  'cat-position-5',
  'cat-position-6',
] as const;
type Glyph = (typeof catalogueGlyphs)[number] | 'heart';

type IconProps = { title?: string; className?: string };

/**
 * Stroked with the text's colour by the `cat-icon` rule (catalogue.css), which every icon has whatever class it adds,
 * filled by `cat-icon--filled`: no presentation attributes in every card's markup.
 */
function Svg({ title, className, glyph, filled = false }: IconProps & { glyph: Glyph; filled?: boolean }) {
  return (
    <svg
      className={['cat-icon', className, filled ? 'cat-icon--filled' : ''].filter(Boolean).join(' ')}
      viewBox="0 0 24 24"
      width="16"
      height="16"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
    >
      {title ? <title>{title}</title> : null}
      <use href={glyphHref(glyph)} />
    </svg>
  );
}

export const ExternalLinkIcon = (props: IconProps) => <Svg {...props} glyph="cat-external-link" />;
export const ToyIcon = (props: IconProps) => <Svg {...props} glyph="cat-toy" />;
export const HeartIcon = ({ filled, ...props }: IconProps & { filled: boolean }) => <Svg {...props} glyph="heart" filled={filled} />;
export const DownloadIcon = (props: IconProps) => <Svg {...props} glyph="cat-download" />;
export const TrashIcon = (props: IconProps) => <Svg {...props} glyph="cat-trash" />;
export const PlayIcon = (props: IconProps) => <Svg {...props} glyph="cat-play" />;

/** One glyph per video position id 1-6 (spec 000 §3 'video position'); beside its name, or named by `title`. */
export function PositionIcon({ id, title }: { id: number; title?: string }) {
  const glyph = `cat-position-${id >= 1 && id <= 6 && Number.isInteger(id) ? id : 1}` as Glyph;
  return <Svg title={title} className="cat-position-icon" glyph={glyph} />;
}
