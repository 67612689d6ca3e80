/** A page's SEO text section (spec 000 §2.3) from its loader data, collapsed until 'Read Full Text'. */
import { useState } from 'react';
import type { SeoTextData } from '../../domain/seo-text.ts';
import { SeoText } from '../chrome/SeoText.tsx';

export function PageSeoText({ text }: { text: SeoTextData | null | undefined }) {
  const [expanded, setExpanded] = useState(false);
  if (!text?.short) return null;
  return <SeoText shortText={text.short} fullText={text.full} expanded={expanded} onToggle={() => setExpanded((e) => !e)} />;
}
