/** Section heading with its 'More ...' link-button (spec 000 §2.4 Home sections and 404 lists). */
import { AppLink } from '../ui/AppLink.tsx';
import './catalogue.css';

interface SectionHeaderProps {
  title: string;
  /** Button text, e.g. 'More Top VR Porn Videos'. */
  moreLabel?: string;
  moreHref?: string;
  /** id of the h2, for aria-labelledby on the section. */
  id?: string;
}

export function SectionHeader({ title, moreLabel, moreHref, id }: SectionHeaderProps) {
  return (
    <div className="cat-section-header">
      <h2 id={id}>{title}</h2>
      {moreLabel && moreHref ? (
        <AppLink href={moreHref} className="cat-button cat-button--more">
          {moreLabel}
        </AppLink>
      ) : null}
    </div>
  );
}
