/**
 * A small text badge (spec 000 §2.3: menu items carry upperText / leftText badges, each with its own colour).
 * The colour, when given, is the badge background; the text takes black or white, whichever reads better on it.
 */
import type { ReactNode } from 'react';
import { readableTextOn } from '../../domain/color.ts';

type BadgeProps = {
  children: ReactNode;
  /** Any CSS colour from the CMS (e.g. '#ff0000'); falls back to the theme's badge colour. */
  color?: string;
  tone?: 'info' | 'new' | 'hot';
  className?: string;
};

export function Badge({ children, color, tone = 'info', className = '' }: BadgeProps) {
  const cls = ['badge', tone === 'info' ? '' : `badge-${tone}`, className].filter(Boolean).join(' ');
  return (
    <span className={cls} style={color ? { backgroundColor: color, color: readableTextOn(color) } : undefined}>
      {children}
    </span>
  );
}
