/**
 * An arrow's label in the statechart drawing: one line per transition the arrow draws ('EVENT [guard]',
 * 'after DELAY'). A line whose transition a running sandbox can take now is a control in the drawing — a button
 * that Tab reaches and Enter, Space or a click operates, named by what it does ('Send ACCEPT_CLICKED') and marked
 * as available; the other lines stay plain text, hidden from screen readers like the rest of the picture.
 */
import type { KeyboardEvent } from 'react';
import type { DrawnEdge } from './chart-types.ts';
import { LABEL_FONT, LABEL_HEIGHT, LABEL_LINE, LABEL_PAD_X } from './metrics.ts';

/** The transitions the drawing offers, by id, each with its control's accessible name. */
export type OperableTransitions = ReadonlyMap<string, { name: string }>;

export interface EdgeLabelProps {
  edge: DrawnEdge;
  operable?: OperableTransitions;
  onOperate?: (transitionId: string) => void;
}

export function EdgeLabel({ edge, operable, onOperate }: EdgeLabelProps) {
  const { label, transitions } = edge;
  const offered = transitions.map((id) => (onOperate ? operable?.get(id) : undefined));
  const single = label.lines.length === 1;
  return (
    <g className={offered.some(Boolean) ? 'atlas-edge-label is-operable' : 'atlas-edge-label'} data-edge={edge.id}>
      <rect x={label.x} y={label.y} width={label.width} height={label.height} rx={4} />
      {label.lines.map((line, i) => {
        const text = (
          <text
            key={i}
            x={label.x + LABEL_PAD_X}
            y={label.y + LABEL_HEIGHT / 2 + LABEL_FONT * 0.36 + i * LABEL_LINE}
            fontSize={LABEL_FONT}
            aria-hidden={offered[i] ? undefined : true}
          >
            {line}
          </text>
        );
        const command = offered[i];
        const transition = transitions[i];
        if (!command || !transition || !onOperate) return text;
        const operate = () => onOperate(transition);
        const onKeyDown = (event: KeyboardEvent) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          operate();
        };
        return (
          // biome-ignore lint/a11y/useSemanticElements: an SVG drawing has no <button>; a <g> with the button role is its control.
          <g
            key={i}
            className="atlas-edge-command"
            role="button"
            tabIndex={0}
            aria-label={command.name}
            data-operable=""
            data-transition-id={transition}
            onClick={operate}
            onKeyDown={onKeyDown}
          >
            <title>{command.name}</title>
            {/* One line's box of a label of several (their boxes never overlap). */}
            <rect
              x={label.x}
              y={single ? label.y : label.y + i * LABEL_LINE + (LABEL_HEIGHT - LABEL_LINE) / 2}
              width={label.width}
              height={single ? label.height : LABEL_LINE}
              rx={4}
            />
            {text}
          </g>
        );
      })}
    </g>
  );
}
