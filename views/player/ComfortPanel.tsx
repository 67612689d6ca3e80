/**
 * The VR player's comfort settings (height and tilt offset, zoom, swapped eyes, kept per device): labelled
 * sliders and a checkbox in a panel the 'Comfort' button opens. Presentational: the settings in, a change out.
 */
import { useId, useState } from 'react';
import type { Comfort } from '../../machines/player.machine.ts';

const SLIDERS = [
  { key: 'height', label: 'Height', min: -0.5, max: 0.5, step: 0.05, text: (v: number) => `${v.toFixed(2)} m` },
  { key: 'tilt', label: 'Tilt', min: -30, max: 30, step: 1, text: (v: number) => `${Math.round(v)}°` },
  { key: 'zoom', label: 'Zoom', min: 0.5, max: 2, step: 0.1, text: (v: number) => `${v.toFixed(1)}×` },
] as const;

export function ComfortPanel({ comfort, onChange }: { comfort: Comfort; onChange: (change: Partial<Comfort>) => void }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="vrp-comfort">
      <button type="button" className="vrp-button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        Comfort
      </button>
      {open ? (
        <fieldset id={id} className="vrp-comfort-panel">
          <legend>Comfort settings (this device)</legend>
          {SLIDERS.map((s) => (
            <label key={s.key} className="vrp-comfort-row">
              <span>{s.label}</span>
              <input
                type="range"
                min={s.min}
                max={s.max}
                step={s.step}
                value={comfort[s.key]}
                aria-valuetext={s.text(comfort[s.key])}
                onChange={(e) => onChange({ [s.key]: Number(e.currentTarget.value) })}
              />
              <output>{s.text(comfort[s.key])}</output>
            </label>
          ))}
          <label className="vrp-comfort-row">
            <input type="checkbox" checked={comfort.swapEyes} onChange={(e) => onChange({ swapEyes: e.currentTarget.checked })} />
            <span>Swap eyes</span>
          </label>
        </fieldset>
      ) : null}
    </div>
  );
}
