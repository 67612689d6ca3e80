/**
 * The Download button while its control's code is on its way (a client navigation to a video page, for a viewer who
 * may download): the same button, disabled, so the page does not shift when the control arrives and nothing looks
 * ready before it is.
 */
import { DownloadIcon } from './icons.tsx';

export function DownloadStandIn() {
  return (
    <button type="button" className="cat-button cat-video-download" disabled>
      <DownloadIcon /> Download
    </button>
  );
}
