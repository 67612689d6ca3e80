/**
 * A react-aria Select (ControlSelect.tsx) whose code is fetched when the visitor first reaches for it
 * (views/ui/use-reach.ts): until then a stand-in button of the same look and name, so pages do not load the Select's
 * collection, popover and overlay code before anyone uses it. Used by the video list controls and the video page's
 * quality choice.
 */
import { useId } from 'react';
import { useReach } from '../ui/use-reach.ts';
import type { ControlSelectProps } from './ControlSelect.tsx';
import './list-controls.css';

const loadSelect = () => import('./ControlSelect.tsx').then((m) => m.default);

export function LazySelect(props: Omit<ControlSelectProps, 'autoFocus' | 'defaultOpen'>) {
  const { loaded, stand } = useReach(loadSelect);
  const id = useId();
  if (loaded) return <loaded.control {...props} autoFocus={loaded.focus} defaultOpen={loaded.open !== false} />;
  const current = props.options.find((o) => o.id === props.value)?.label ?? '';
  return (
    <div className="cat-select">
      <span className="cat-select-label" id={`${id}-label`}>
        {props.label}
      </span>
      <button
        {...stand}
        type="button"
        className="cat-select-button"
        aria-haspopup="listbox"
        aria-expanded="false"
        aria-labelledby={`${id}-value ${id}-label`}
      >
        <span id={`${id}-value`}>{current}</span>
        <span aria-hidden="true" className="cat-select-caret">
          ▾
        </span>
      </button>
    </div>
  );
}
