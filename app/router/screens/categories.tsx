/**
 * The categories route's component (DESIGN 'Composition': a screen machine is composed by its route): the lazily
 * loaded screen with the route's data, and — for a signed-in member the member-plus offer may be for (spec 001 §5:
 * active or expired, or inactive with benefits), on a page with a member-plus tile — the offer's composition, loaded
 * from its own chunk once the page runs in the browser (never in the page's first load, never on the server: the
 * server's tiles are plain links). The offer's actor, once started, goes to the screen's tiles.
 */
import { useMatch, useRouteContext } from '@tanstack/react-router';
import { useSelector } from '../../../views/containers/use-selector.ts';
import { Suspense, useMemo, useState } from 'react';
import { OnceLive } from '../../../views/chrome/use-is-ssr.ts';
import { isMemberPlusMember, isMemberPlusTile } from '../../../domain/member-plus.ts';
import { selectFacts } from '../../../machines/session.selectors.ts';
import type { CategoriesScreen as Screen, MemberPlusOfferRef } from '../../../views/containers/CategoriesScreen.tsx';
import { useVisit } from '../../../views/containers/VisitContext.tsx';
import { lazyComponent } from '../lazy-screen.tsx';
import type { RouterContext } from '../services.ts';

const CategoriesScreen = lazyComponent(() => import('../../../views/containers/CategoriesScreen.tsx'), 'CategoriesScreen');
const MemberPlusOffer = lazyComponent(() => import('./member-plus-offer.tsx'), 'MemberPlusOfferComposition');
type Data = Parameters<typeof Screen>[0]['data'];

/** The member the offer may be for (the session's user id), or null. */
function useOfferMember(): string | null {
  const { session } = useVisit();
  return useSelector(session, (s) => {
    const facts = selectFacts(s);
    return isMemberPlusMember(facts.flags) ? facts.userId : null;
  });
}

export function CategoriesRoute() {
  const match = useMatch({ strict: false });
  const data = match.loaderData as Data;
  const { services } = useRouteContext({ strict: false }) as RouterContext;
  const { session } = useVisit();
  const member = useOfferMember();
  const loggedIn = useSelector(session, (s) => selectFacts(s).flags.loggedIn);
  const activeOrExpired = useSelector(session, (s) => selectFacts(s).flags.activeOrExpired);
  const inactiveWithBenefits = useSelector(session, (s) => selectFacts(s).flags.inactiveWithBenefits);
  const flags = useMemo(() => ({ loggedIn, activeOrExpired, inactiveWithBenefits }), [loggedIn, activeOrExpired, inactiveWithBenefits]);
  const hasTile = data.categories.some(isMemberPlusTile);
  const [offer, setOffer] = useState<MemberPlusOfferRef | null>(null);
  return (
    <>
      <CategoriesScreen data={data} offer={offer} />
      {member && hasTile ? (
        <OnceLive>
          <Suspense fallback={null}>
            <MemberPlusOffer
              key={`${member}:${activeOrExpired}:${inactiveWithBenefits}`}
              services={services}
              member={member}
              flags={flags}
              onStart={setOffer}
            />
          </Suspense>
        </OnceLive>
      ) : null}
    </>
  );
}

export const categoriesRouteComponent = Object.assign(CategoriesRoute, {
  preload: CategoriesScreen.preload,
});
