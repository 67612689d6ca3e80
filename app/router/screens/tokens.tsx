/**
 * The /tokens/ route's component: hands the lazily loaded screen the loader's packs and the visit's tokenPurchase
 * actor (the purchase is a visit machine: the header's dropdown buys the same way).
 */
import { useMatch } from '@tanstack/react-router';
import type { PaymentStatus } from '../../../contracts/sales.ts';
import type { TokenTariff } from '../../../contracts/tokens.ts';

import { useOnDemandNow } from '../../../views/containers/VisitContext.tsx';
import { lazyComponent } from '../lazy-screen.tsx';

const TokensScreen = lazyComponent(() => import('../../../views/tokens/TokensScreen.tsx'), 'TokensScreen');

export type TokensRouteData = {
  /** The packs by sort. */
  tariffs: TokenTariff[];
  /** The purchase the buyer is back from (?payment=); null when none or unknown. */
  payment: PaymentStatus | null;
  crumbs: { label: string; href?: string }[];
};

export function TokensRoute() {
  const match = useMatch({ strict: false });
  // The visit's purchase, loaded with the page in the browser; the server renders the packs with it not ready yet.
  const tokenPurchase = useOnDemandNow('tokenPurchase');
  return <TokensScreen data={match.loaderData as TokensRouteData} purchase={tokenPurchase} />;
}

export const tokensRouteComponent = Object.assign(TokensRoute, {
  preload: () => TokensScreen.preload(),
});
