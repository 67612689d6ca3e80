/**
 * SEO text section (spec 000 §2.3 SEO text section): shortSeoText, and fullSeoText behind 'Read Full Text' /
 * 'Hide Full Text'. The texts are trusted HTML from the CMS. The full text is always in the HTML (hidden when
 * collapsed) so it is indexable; the expanded flag is a prop.
 */
import { useId } from 'react';
import { Button } from '../ui/Button.tsx';

type SeoTextProps = { shortText: string; fullText: string; expanded: boolean; onToggle: () => void };

export function SeoText({ shortText, fullText, expanded, onToggle }: SeoTextProps) {
  const fullId = useId();
  if (!shortText) return null;
  return (
    <section className="seo-text container" aria-label="About">
      <div className="seo-text__short" dangerouslySetInnerHTML={{ __html: shortText }} />
      {fullText ? (
        <>
          <div id={fullId} className="seo-text__full" hidden={!expanded} dangerouslySetInnerHTML={{ __html: fullText }} />
          <Button variant="link" className="seo-text__toggle" aria-expanded={expanded} aria-controls={fullId} onPress={onToggle}>
            {expanded ? 'Hide Full Text' : 'Read Full Text'}
          </Button>
        </>
      ) : null}
    </section>
  );
}
