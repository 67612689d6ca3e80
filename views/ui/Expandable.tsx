/**
 * Expandable text block with a 'View more' / 'Hide' toggle (spec 000 §2.3 shared display elements).
 * Presentational: the expanded flag is a prop and the toggle calls onToggle. The full content is always
 * in the HTML (collapsed by CSS), so server-rendered text stays indexable.
 */
import { type ReactNode, useId } from 'react';
import { Button } from './Button.tsx';

export type ExpandableProps = {
  expanded: boolean;
  onToggle: () => void;
  children: ReactNode;
  moreLabel?: string;
  lessLabel?: string;
  className?: string;
};

export function Expandable({ expanded, onToggle, children, moreLabel = 'View more', lessLabel = 'Hide', className = '' }: ExpandableProps) {
  const id = useId();
  return (
    <div className={`expandable ${className}`.trim()}>
      <div id={id} className="expandable__body" data-expanded={expanded ? 'true' : 'false'}>
        {children}
      </div>
      <Button variant="link" className="expandable__toggle" aria-expanded={expanded} aria-controls={id} onPress={onToggle}>
        {expanded ? lessLabel : moreLabel}
      </Button>
    </div>
  );
}
