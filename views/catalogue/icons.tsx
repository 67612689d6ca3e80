/** Small inline SVG icons of the catalogue views (spec 000 §2.4: external link, toy script, positions 1-6, heart, download). */
import type { ReactNode } from 'react';

type IconProps = { title?: string; className?: string };

function Svg({ title, className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      className={className ?? 'cat-icon'}
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  );
}

export function ExternalLinkIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M14 4h6v6" />
      <path d="M20 4 10 14" />
      <path d="M19 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1h5" />
    </Svg>
  );
}

export function ToyIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M7 12a5 5 0 0 1 10 0" />
      <path d="M4 12h16" />
      <path d="M9 16h6" />
    </Svg>
  );
}

export function HeartIcon({ filled, ...props }: IconProps & { filled: boolean }) {
  return (
    <Svg {...props}>
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" fill={filled ? 'currentColor' : 'none'} />
    </Svg>
  );
}

export function DownloadIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 4v11" />
      <path d="m7 10 5 5 5-5" />
      <path d="M5 20h14" />
    </Svg>
  );
}

export function TrashIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 7h16" />
      <path d="M10 11v6M14 11v6" />
      <path d="M6 7l1 13h10l1-13" />
      <path d="M9 7V4h6v3" />
    </Svg>
  );
}

export function PlayIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M8 5v14l11-7z" fill="currentColor" />
    </Svg>
  );
}

/** One glyph per video position id 1-6 (spec 000 §3 'video position'); beside its name, or named by `title`. */
const POSITION_PATHS: Record<number, string> = {
  1: 'M12 3v18M8 7h8',
  2: 'M4 16h16M8 16l4-8 4 8',
  3: 'M5 19l7-14 7 14z',
  4: 'M4 12h16M12 4v16',
  5: 'M6 6l12 12M18 6 6 18',
  6: 'M12 4a8 8 0 1 0 0.01 0z',
};

export function PositionIcon({ id, title }: { id: number; title?: string }) {
  return (
    <Svg title={title} className="cat-icon cat-position-icon">
      <path d={POSITION_PATHS[id] ?? POSITION_PATHS[1]} />
    </Svg>
  );
}
