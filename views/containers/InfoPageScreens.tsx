/**
 * Help, devices and the information pages bound to their loader data (spec 000 §2.4 'Devices and help', 'Try AR
 * page'; §3 'Lists'): breadcrumbs, the generic page's text, and what each page lists.
 */
import type { SeoParams } from '../../contracts/common.ts';
import { Fragment } from 'react';
import type { AdBanner } from '../../contracts/ad-banner.ts';
import type { StaticPage } from '../../contracts/content-api.ts';
import type { Device, Faq, HelpTopics, Partner } from '../../contracts/info-pages.ts';
import { Pagination } from '../catalogue/Pagination.tsx';
import { VideoGrid } from '../catalogue/VideoGrid.tsx';
import type { CardVideo } from '../catalogue/types.ts';
import { Breadcrumbs } from '../chrome/Breadcrumbs.tsx';
import { type SeoTextData, seoTextOn } from '../../domain/seo-text.ts';
import { PageSeoText } from './PageSeoText.tsx';
import { AppLink } from '../ui/AppLink.tsx';
import { AdBannerSlot, AdBannerSpot } from './AdBannerSlot.tsx';
import { useCardOptions } from './use-card-options.ts';
import '../catalogue/info-pages.css';

type Crumb = { label: string; href?: string };
/** `seoText`: the route's SEO text (none on a route off spec 000 §2.3's list). */
type PageData = { page: StaticPage; crumbs: Crumb[]; adBanner?: AdBanner | null; seoText?: SeoTextData | null };

/** The spec's three topics, General the default (spec 000 §2.4). */
const TOPICS = [
  { key: 'tech', name: 'Technical', text: 'Most common hardware specifications and tutorials.' },
  { key: 'general', name: 'General', text: 'Frequently asked questions about our services and your membership.' },
  { key: 'bill', name: 'Billing', text: 'Your membership account and payment details.' },
] as const;

/** The generic page's title, text and sections (spec 000 §2.4 'Static pages'), above what each page lists. */
function PageIntro({ page }: { page: StaticPage }) {
  return (
    <>
      <h1>{page.title}</h1>
      {page.text ? <div className="info-text" dangerouslySetInnerHTML={{ __html: page.text }} /> : null}
      {page.sections.map((s) => (
        <section key={s.title} className="info-text">
          <h2>{s.title}</h2>
          <div dangerouslySetInnerHTML={{ __html: s.text }} />
        </section>
      ))}
    </>
  );
}

function Questions({ items }: { items: ReadonlyArray<{ id: number; question: string; answer: string }> }) {
  return (
    <ul className="info-questions">
      {items.map((q) => (
        <li key={q.id}>
          <details>
            <summary>{q.question}</summary>
            <div className="info-answer" dangerouslySetInnerHTML={{ __html: q.answer }} />
          </details>
        </li>
      ))}
    </ul>
  );
}

/** An app, business or other plain information page: its text and sections. */
export function InfoPageScreen({ data }: { data: PageData }) {
  const { page } = data;
  return (
    <>
      <Breadcrumbs items={data.crumbs} />
      <article className="cat-page">
        <PageIntro page={page} />
      </article>
      <AdBannerSpot banner={data.adBanner} />
      <PageSeoText text={data.seoText} />
    </>
  );
}

export function HelpScreen({ data }: { data: PageData & { topics: HelpTopics; devices: Device[]; topic: string } }) {
  const current = TOPICS.find((t) => t.key === data.topic) ?? TOPICS[1];
  const questions = data.topics.find((t) => t.key === current.key)?.questions ?? [];
  return (
    <>
      <Breadcrumbs items={data.crumbs} />
      <div className="cat-page">
        <PageIntro page={data.page} />
        <nav className="info-tabs" aria-label="Help topics">
          <ul>
            {TOPICS.map((t) => (
              <li key={t.key}>
                <AppLink href={t.key === 'general' ? '/help/' : `/help/?topic=${t.key}`} aria-current={t.key === current.key ? 'page' : undefined}>
                  {t.name}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="help-topic">
          <h2 id="help-topic">{current.name}</h2>
          <p>{current.text}</p>
          {current.key === 'tech' && data.devices.length > 0 ? (
            <ul className="info-tiles" aria-label="Devices">
              {data.devices.map((d) => (
                <li key={d.id}>
                  <AppLink className="info-tile" href={`/devices/${d.slug}/`}>
                    <img src={d.deviceImageClipped.permalink} alt="" loading="lazy" />
                    <span>{d.device.name}</span>
                  </AppLink>
                </li>
              ))}
            </ul>
          ) : null}
          <Questions items={questions} />
        </section>
      </div>
      <AdBannerSpot banner={data.adBanner} />
    </>
  );
}

export function DeviceScreen({ data }: { data: { device: Device; videos: { items: CardVideo[]; pages: number }; page: number; crumbs: Crumb[] } }) {
  const card = useCardOptions();
  const { device, videos } = data;
  const path = `/devices/${device.slug}/`;
  return (
    <>
      <Breadcrumbs items={data.crumbs} />
      <div className="cat-page">
        <h1>{device.device.name}</h1>
        <img className="info-device-image" src={device.deviceImageClipped.permalink} alt={device.deviceImageClipped.alt || device.device.name} />
        <h2>{`${device.device.name} Videos`}</h2>
        {videos.items.length === 0 ? <p>No videos found.</p> : null}
        <VideoGrid {...card} title={`${device.device.name} videos`} videos={videos.items} eagerCount={4} />
        <Pagination path={path} page={data.page} pages={videos.pages} />
      </div>
      <PageSeoText text={seoTextOn('devices-slug', device.seoParams)} />
    </>
  );
}

export function FaqScreen({ data }: { data: PageData & { faqs: Faq[] } }) {
  return (
    <>
      <Breadcrumbs items={data.crumbs} />
      <div className="cat-page">
        <PageIntro page={data.page} />
        <Questions items={data.faqs} />
      </div>
      <AdBannerSpot banner={data.adBanner} />
    </>
  );
}

export function PartnersScreen({ data }: { data: PageData & { partners: Partner[] } }) {
  return (
    <>
      <Breadcrumbs items={data.crumbs} />
      <div className="cat-page">
        <PageIntro page={data.page} />
        <ul className="info-tiles" aria-label="Partner sites">
          {data.partners.map((p) => (
            <li key={p.id} className="info-partner">
              <img src={p.logo.permalink} alt={`${p.name} logo`} loading="lazy" />
              <h2>
                <a href={p.link} target="_blank" rel="noopener noreferrer">
                  {p.name}
                  <span className="cat-visually-hidden"> (opens in a new tab)</span>
                </a>
              </h2>
              {p.text ? <p>{p.text}</p> : null}
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

type Rail = { videos: CardVideo[]; category: { slug: string } | null };

export function TryArScreen({
  data,
}: {
  data: PageData & {
    ar: { arVideos: CardVideo[]; aiVideos: CardVideo[]; arCategory: Rail['category']; aiCategory: Rail['category']; seoParams: SeoParams };
  };
}) {
  const card = useCardOptions();
  const rails = [
    { heading: 'AR Titles', videos: data.ar.arVideos, category: data.ar.arCategory },
    { heading: 'AI Engine Titles', videos: data.ar.aiVideos, category: data.ar.aiCategory },
  ];
  return (
    <>
      <Breadcrumbs items={data.crumbs} />
      <div className="cat-page">
        <PageIntro page={data.page} />
        {rails.map((rail, i) => (
          <Fragment key={rail.heading}>
            {/* The middle banner goes between the two rails. */}
            {i === 1 ? <AdBannerSlot banner={data.adBanner} position="middle" /> : null}
            <section className="info-rail" aria-label={rail.heading}>
              <h2>{rail.category ? <AppLink href={`/categories/${rail.category.slug}/`}>{rail.heading}</AppLink> : rail.heading}</h2>
              <VideoGrid {...card} title={rail.heading} videos={rail.videos} />
            </section>
          </Fragment>
        ))}
      </div>
      <AdBannerSlot banner={data.adBanner} position="bottom" />
      {/* The try-AR content's own SEO text, else its generic page's. */}
      <PageSeoText text={seoTextOn('try-ar', data.ar.seoParams) ?? data.seoText} />
    </>
  );
}
