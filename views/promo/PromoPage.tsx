/**
 * A page-constructor page (spec 000 §2.2 promotional landing pages and '/{slug} page constructor'): its sections in
 * order — hero with its call to action, text (HTML the adapter sanitised), a rail of video cards, a rail of model
 * cards and a call-to-action block. Presentational: plain data and the card options in, nothing decided here.
 */
import type { Media } from '../../contracts/common.ts';
import { ModelGrid } from '../catalogue/ModelGrid.tsx';
import { SectionHeader } from '../catalogue/SectionHeader.tsx';
import { VideoGrid } from '../catalogue/VideoGrid.tsx';
import { type CardModel, type CardVideo, type ModelFavoriteOptions, type VideoCardOptions, modelOptionsOf } from '../catalogue/types.ts';
import { AppLink } from '../ui/AppLink.tsx';
import './promo.css';

export type PromoSection =
  | { type: 'hero'; heading: string; text: string; image: Media; ctaLabel: string; ctaHref: string }
  | { type: 'text'; heading: string; html: string }
  | { type: 'videoRail'; heading: string; categorySlug: string | null; videos: CardVideo[] }
  | { type: 'modelRail'; heading: string; models: CardModel[] }
  | { type: 'cta'; heading: string; text: string; label: string; href: string };

export interface PromoPageData {
  id: number;
  slug: string;
  title: string;
  sections: PromoSection[];
}

/** How many leading video cards load their poster eagerly on a rail right under the hero. */
const EAGER_CARDS = 4;

function Section({ section, index, card }: { section: PromoSection; index: number; card: VideoCardOptions & ModelFavoriteOptions }) {
  const id = `promo-section-${index}`;
  switch (section.type) {
    case 'hero':
      return (
        <section className="promo-hero" aria-labelledby={id}>
          <img className="promo-hero__image" src={section.image.permalink} alt={section.image.alt} width={1600} height={900} fetchPriority="high" />
          <div className="promo-hero__body">
            <h1 id={id}>{section.heading}</h1>
            {section.text ? <p className="promo-hero__text">{section.text}</p> : null}
            {section.ctaLabel && section.ctaHref ? (
              <AppLink href={section.ctaHref} className="cat-button cat-button--accent promo-hero__cta">
                {section.ctaLabel}
              </AppLink>
            ) : null}
          </div>
        </section>
      );
    case 'text':
      return (
        <section className="promo-text" aria-labelledby={section.heading ? id : undefined} aria-label={section.heading ? undefined : 'About'}>
          {section.heading ? <h2 id={id}>{section.heading}</h2> : null}
          {/* Sanitised by the content adapter (adapters/clean-html.ts), as every HTML field of the content API. */}
          <div className="promo-text__html" dangerouslySetInnerHTML={{ __html: section.html }} />
        </section>
      );
    case 'videoRail':
      return section.videos.length > 0 ? (
        <section className="promo-rail" aria-labelledby={id}>
          <SectionHeader
            id={id}
            title={section.heading}
            moreLabel={section.categorySlug ? 'More Videos' : undefined}
            moreHref={section.categorySlug ? `/categories/${section.categorySlug}/` : undefined}
          />
          <VideoGrid {...card} title={section.heading} videos={section.videos} eagerCount={index <= 1 ? EAGER_CARDS : 0} />
        </section>
      ) : null;
    case 'modelRail':
      return section.models.length > 0 ? (
        <section className="promo-rail" aria-labelledby={id}>
          <SectionHeader id={id} title={section.heading} />
          <ModelGrid {...modelOptionsOf(card)} title={section.heading} models={section.models} />
        </section>
      ) : null;
    case 'cta':
      return (
        <section className="promo-cta" aria-labelledby={id}>
          <h2 id={id}>{section.heading}</h2>
          {section.text ? <p>{section.text}</p> : null}
          <AppLink href={section.href} className="cat-button cat-button--accent promo-cta__button">
            {section.label}
          </AppLink>
        </section>
      );
    default:
      return null;
  }
}

export function PromoPage({ page, card }: { page: PromoPageData; card: VideoCardOptions & ModelFavoriteOptions }) {
  const hasHero = page.sections.some((s) => s.type === 'hero');
  return (
    <div className="cat-page promo-page">
      {hasHero ? null : <h1 className="promo-page__title">{page.title}</h1>}
      {page.sections.map((section, i) => (
        <Section key={`${section.type}-${i}`} section={section} index={i} card={card} />
      ))}
    </div>
  );
}
