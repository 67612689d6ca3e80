/**
 * An expandable text block (spec 000 §2.3 'Expandable text blocks with 'View more' / 'Hide''): the text clamped to
 * the lines its class sets (CSS, per screen size) with a 'View more' button while it is cut, 'Hide' once open.
 * Whether the text is cut is measured after render; until then the button shows, so the server's page has it.
 */
import { useId, useLayoutEffect, useRef, useState } from 'react';
import './expandable.css';

interface ExpandableProps {
  text: string;
  /** The clamp's class (its line count per screen size). */
  className: string;
}

export function Expandable({ text, className }: ExpandableProps) {
  const [expanded, setExpanded] = useState(false);
  const [cut, setCut] = useState(true);
  const ref = useRef<HTMLParagraphElement>(null);
  const id = useId();
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again when the text changes.
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && !expanded) setCut(el.scrollHeight > el.clientHeight + 1);
  }, [text, expanded]);
  return (
    <div className="ui-expandable">
      <p id={id} ref={ref} className={`${className}${expanded ? ' is-expanded' : ''}`}>
        {text}
      </p>
      {cut || expanded ? (
        <button type="button" className="ui-expandable-toggle" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Hide' : 'View more'}
        </button>
      ) : null}
    </div>
  );
}
