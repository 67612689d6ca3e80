/**
 * /tokens/'s loader (its head: tokens.head.ts; tokens.tsx; loaded with the route, app/router/route-code.ts): the token packs by sort
 * and, back from a biller with ?payment={uuid}, the payment's status; the 404 screen unless the cam area is on.
 */
import type { PaymentStatus } from '../../../contracts/sales.ts';
import { camListServed } from '../../../domain/cam-list.ts';
import { sortedTariffs } from '../../../domain/token-tariffs.ts';
import type { LoaderContext } from '../route-code.ts';
import type { TokensRouteData } from '../screens/tokens.tsx';
import { pageNotFound } from './not-found.data.ts';

export const tokensLoader = async ({ context: { services }, deps }: LoaderContext & { deps: { payment?: string } }): Promise<TokensRouteData> => {
  if (!camListServed(services.config)) throw await pageNotFound(services);
  const [tariffs, payment] = await Promise.all([
    services.cams.tokenTariffs(),
    deps.payment ? services.sales.paymentStatus(deps.payment).catch((): PaymentStatus | null => null) : Promise.resolve(null),
  ]);
  return {
    tariffs: sortedTariffs(tariffs),
    payment,
    crumbs: [{ label: 'Home', href: '/' }, { label: 'Tokens' }],
  };
};
