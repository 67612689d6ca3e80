/**
 * The layout switch of video and model lists (spec 000 §2.1, §2.4): three toggle buttons 'Grid', 'List' and
 * 'Simple' in a labelled group, the current one pressed. Presentational: the app keeps the choice.
 */
import { LAYOUT_LABELS, LIST_LAYOUTS, type ListLayout } from '../../domain/list-layout.ts';
import './list-controls.css';

const PATHS: Readonly<Record<ListLayout, string>> = {
  grid: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z',
  list: 'M4 5h5v5H4zM12 7h8M4 14h5v5H4zM12 16h8',
  simple: 'M4 6h16M4 12h16M4 18h16',
};

interface LayoutSwitchProps {
  layout: ListLayout;
  onChange: (layout: ListLayout) => void;
  /** The group's accessible name, e.g. 'Video layout'. */
  label: string;
}

export function LayoutSwitch({ layout, onChange, label }: LayoutSwitchProps) {
  return (
    <fieldset className="cat-layout-switch" aria-label={label}>
      {LIST_LAYOUTS.map((l) => (
        <button
          key={l}
          type="button"
          className="cat-layout-button"
          aria-pressed={l === layout}
          title={LAYOUT_LABELS[l]}
          onClick={() => {
            if (l !== layout) onChange(l);
          }}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d={PATHS[l]} />
          </svg>
          <span className="visually-hidden">{LAYOUT_LABELS[l]}</span>
        </button>
      ))}
    </fieldset>
  );
}
