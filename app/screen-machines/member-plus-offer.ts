/**
 * The categories page's member-plus offer (machines/member-plus-offer.machine.ts; spec 001 §5 'Member-plus tile', §2,
 * §4): the member's dashboard facts through the site API adapter (fetched once per member in this visit; a failure is
 * logged and leaves the tiles links), the tile's price through the member-plus adapter, and the payment flow composed
 * as member-plus-payment.ts.
 */
import { fromPromise } from 'xstate';
import type { MemberPlusApi } from '../../adapters/member-plus.ts';
import type { SiteApi } from '../../adapters/site-api.ts';
import { memberPlusOfferMachine } from '../../machines/member-plus-offer.machine.ts';
import { defineScreenMachine } from './define.ts';
import { dashboardOf } from './member-dashboards.ts';
import { memberPlusPayment } from './member-plus-payment.ts';

export const memberPlusOffer = defineScreenMachine({
  id: 'memberPlusOffer',
  machine: memberPlusOfferMachine,
  provide: (services: { site: Pick<SiteApi, 'dashboardInfo'>; memberPlus: Pick<MemberPlusApi, 'price' | 'paymentUrl'> }) =>
    memberPlusOfferMachine.provide({
      actors: {
        loadDashboard: fromPromise(({ input }) => dashboardOf(services, input.member)),
        loadPrice: fromPromise(({ input }) => services.memberPlus.price(input.priceUuid)),
        payment: memberPlusPayment.provide(services),
      },
    }),
});
