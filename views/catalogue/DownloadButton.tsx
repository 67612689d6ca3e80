/**
 * The video page's Download button (spec 000 §2.4 'Download control'): the control's (DownloadControl.tsx), or, disabled,
 * standing in for it until its code has come (the server's page and its hydration, a client navigation to a video page;
 * for a viewer who may download), so the page does not shift when the control arrives and nothing looks ready before it is.
 */
import type { ButtonHTMLAttributes } from 'react';
import { DownloadIcon } from './icons.tsx';

export function DownloadButton(props: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className' | 'children'>) {
  return (
    <button type="button" className="cat-button cat-video-download" {...props}>
      <DownloadIcon /> Download
    </button>
  );
}
