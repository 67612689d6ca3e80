/**
 * Category list (spec 000 §2.4 'Categories'): standard and custom categories. For a signed-in member the route hands
 * it the member-plus offer's actor once started (spec 001 §5 'Member-plus tile'): a custom tile whose click the offer
 * takes (`snapshot.can(TILE_CLICKED)`) opens it; every other tile, and every tile before then, is its link.
 */
import { useSelector } from './use-selector.ts';
import { useEffect, useMemo, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { AdBanner } from '../../contracts/ad-banner.ts';
import type { CustomCategory } from '../../contracts/content-api.ts';
import { isCustomCategory } from '../../contracts/guards.ts';
import type { MemberPlusOfferMachine } from '../../machines/member-plus-offer.machine.ts';
import { CategoriesPage } from '../catalogue/CategoriesPage.tsx';
import type { MemberPlusTileOffer } from '../catalogue/CategoryTile.tsx';
import type { CardCategory } from '../catalogue/types.ts';
import { Breadcrumbs } from '../chrome/Breadcrumbs.tsx';
import type { SeoTextData } from '../../domain/seo-text.ts';
import { AdBannerSpot } from './AdBannerSlot.tsx';
import { PageSeoText } from './PageSeoText.tsx';
import { useVisit } from './VisitContext.tsx';

export type MemberPlusOfferRef = ActorRefFrom<MemberPlusOfferMachine>;

/** The member-plus offer over the page's custom tiles: which open it now, and opening one. */
function useMemberPlusTiles(offer: MemberPlusOfferRef | null | undefined, categories: readonly CardCategory[]): MemberPlusTileOffer | undefined {
  const custom = useMemo(() => categories.filter((c): c is CustomCategory => isCustomCategory(c)), [categories]);
  // The slugs of the tiles whose click the offer takes now (a string: compared by value).
  const opening = useSelector(offer ?? undefined, (s) =>
    s
      ? custom
          .filter((c) => s.can({ type: 'TILE_CLICKED', tile: c }))
          .map((c) => c.slug)
          .join(' ')
      : '',
  );
  // The tile that opened the offer gets the focus back when it closes (a browser that does not focus a clicked link
  // leaves nothing for the dialog to restore it to).
  const trigger = useRef<HTMLElement | null>(null);
  const open = useSelector(offer ?? undefined, (s) => s?.hasTag('open') === true);
  useEffect(() => {
    if (open || !trigger.current) return;
    if (!trigger.current.contains(document.activeElement)) trigger.current.focus();
    trigger.current = null;
  }, [open]);
  return useMemo(() => {
    if (!offer || opening === '') return undefined;
    const slugs = new Set(opening.split(' '));
    return {
      opens: (category) => slugs.has(category.slug),
      open: (category, element) => {
        trigger.current = element;
        offer.send({ type: 'TILE_CLICKED', tile: category });
      },
    };
  }, [offer, opening]);
}

export function CategoriesScreen({
  data,
  offer,
}: {
  data: { categories: CardCategory[]; seoText?: SeoTextData | null; adBanner?: AdBanner | null };
  /** The member-plus offer (the route starts it for a signed-in member when a member-plus tile is on the page). */
  offer?: MemberPlusOfferRef | null;
}) {
  const { site } = useVisit();
  const memberPlus = useMemberPlusTiles(offer, data.categories);
  return (
    <>
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Categories' }]} />
      <CategoriesPage h1={`${site.acronym} Porn Categories`} categories={data.categories} memberPlus={memberPlus} />
      <AdBannerSpot banner={data.adBanner} />
      <PageSeoText text={data.seoText} />
    </>
  );
}
