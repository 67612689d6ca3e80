/**
 * Video list page (spec 000 §2.4 'Video lists', §2.1 paging and layouts; also used for free, compilations
 * and tag lists): h1, sort and category controls, the grid of (up to 12) cards, pagination and an optional
 * SEO text slot (children).
 */
import type { ReactNode } from 'react';
import { VideoListSection, type VideoListSectionProps } from './VideoListSection.tsx';
import './catalogue.css';

interface VideosPageProps extends VideoListSectionProps {
  h1: string;
  children?: ReactNode;
}

export function VideosPage({ h1, children, ...list }: VideosPageProps) {
  return (
    <div className="cat-page cat-videos">
      <h1>{h1}</h1>
      <VideoListSection listTitle={h1} {...list} />
      {children ? <div className="cat-seo-text">{children}</div> : null}
    </div>
  );
}
