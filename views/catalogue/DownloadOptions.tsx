/**
 * The download options list (spec 000 §2.4 'Download control', render only): 'Download Full Video' with each
 * resolution's label, size and a download icon. The flow (ability check, lock, alerts) belongs to the
 * download machine; choosing an option calls back.
 */
import type { z } from 'zod/mini';
import type { DownloadOption as DownloadOptionSchema } from '../../contracts/content-api.ts';
import { DownloadIcon } from './icons.tsx';
import './video-page.css';

export type DownloadOption = z.infer<typeof DownloadOptionSchema>;

export function DownloadOptions({ options, onChoose }: { options: ReadonlyArray<DownloadOption>; onChoose: (option: DownloadOption) => void }) {
  if (options.length === 0) return null;
  return (
    <section className="cat-downloads" aria-labelledby="download-options-title">
      <h2 id="download-options-title">Download Full Video</h2>
      <ul>
        {options.map((o) => (
          <li key={`${o.quality}-${o.url}`}>
            <button type="button" className="cat-download-option" onClick={() => onChoose(o)}>
              <span className="cat-download-label">{o.label}</span>
              <span className="cat-download-size">{o.size}</span>
              <DownloadIcon title={`Download ${o.label}`} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
