/**
 * The download options list (spec 000 §2.4 'Download control', render only): 'Download Full Video' with each
 * resolution's label, its quality word (Low, Good, Great), size and a download icon; a resolution outside the chosen device's qualities is marked 'Not
 * recommended'. The flow (ability check, lock, alerts) belongs to the download machine; choosing an option calls back.
 */
import type { z } from 'zod/mini';
import type { DownloadOption as DownloadOptionSchema } from '../../contracts/content-api.ts';
import { DOWNLOAD_TITLE, NOT_RECOMMENDED, qualityGrade } from '../../domain/downloads.ts';
import { DownloadIcon } from './icons.tsx';
// Its rules are the video page's (video-page.css, which VideoPage loads): the list shows on that page only, in the
// page's download panel or in the Download modal.

export type DownloadOption = z.infer<typeof DownloadOptionSchema>;

export function DownloadOptions({
  options,
  onChoose,
  recommended = () => true,
  busy = false,
  headingId = 'download-options-title',
}: {
  options: ReadonlyArray<DownloadOption>;
  onChoose: (option: DownloadOption) => void;
  /** Whether a resolution suits the chosen device (rules/downloads.ts isRecommended). */
  recommended?: (option: DownloadOption) => boolean;
  /** The 'downloading' flag: a choice is being checked. */
  busy?: boolean;
  headingId?: string;
}) {
  if (options.length === 0) return null;
  return (
    <section className="cat-downloads" aria-labelledby={headingId} aria-busy={busy || undefined}>
      <h2 id={headingId}>{DOWNLOAD_TITLE}</h2>
      <ul>
        {options.map((o) => {
          const ok = recommended(o);
          const grade = qualityGrade(o.quality);
          return (
            <li key={`${o.quality}-${o.url}`}>
              <button
                type="button"
                className={`cat-download-option${ok ? '' : ' cat-download-option--other'}`}
                aria-disabled={busy || undefined}
                onClick={() => onChoose(o)}
              >
                <span className="cat-download-label">{o.label}</span>
                {grade ? <span className="cat-download-grade">{grade}</span> : null}
                {ok ? null : <span className="cat-download-note">{NOT_RECOMMENDED}</span>}
                <span className="cat-download-size">{o.size}</span>
                <DownloadIcon title={`Download ${o.label}`} />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
