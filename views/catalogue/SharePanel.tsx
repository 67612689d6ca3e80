/**
 * The video page's sharing panel (spec 000 §2.4 'Video page' panels: sharing = poster plus sharing): the page URL
 * read-only, and share links. Its rules are the video page's (video-page.css, which the page's player area brings).
 */
import { useId } from 'react';
import { AppLink } from '../ui/AppLink.tsx';

function shareLinks(url: string, title: string): ReadonlyArray<{ label: string; href: string }> {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { label: 'Twitter', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { label: 'Reddit', href: `https://www.reddit.com/submit?url=${u}&title=${t}` },
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
  ];
}

export function SharePanel({ url, title, onClose }: { url: string; title: string; onClose: () => void }) {
  const inputId = useId();
  return (
    <section className="cat-share" aria-label="Share this video">
      <label htmlFor={inputId}>Page URL</label>
      <input id={inputId} type="url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
      <ul className="cat-share-links">
        {shareLinks(url, title).map((l) => (
          <li key={l.label}>
            <AppLink href={l.href} aria-label={`Share on ${l.label}`}>
              {l.label}
            </AppLink>
          </li>
        ))}
      </ul>
      <button type="button" className="cat-button" onClick={onClose}>
        Close
      </button>
    </section>
  );
}
