/**
 * The upgrade of a subscription (machines/upgrade-subscription.machine.ts): the payment URL through the checkout's
 * call (POST /api/payment/url, the member's uuid from the user info), the browser sent to the biller's page, and the
 * page restored from the browser's cache heard.
 */
import { fromPromise } from 'xstate';
import type { PaymentUrlOutcome } from '../../contracts/sales.ts';
import { GENERIC_ERROR } from '../../domain/constants.ts';
import { upgradeSubscriptionMachine } from '../../machines/upgrade-subscription.machine.ts';
import type { Services } from '../router/services.ts';
import { defineScreenMachine } from './define.ts';
import { leaveSite, pageRestores } from './links.ts';

export const upgradeSubscription = defineScreenMachine({
  id: 'upgradeSubscription',
  machine: upgradeSubscriptionMachine,
  provide: ({ site, sales }: Pick<Services, 'site' | 'sales'>) =>
    upgradeSubscriptionMachine.provide({
      actions: { goTo: (_, { url }) => leaveSite(url) },
      actors: {
        pageRestores,
        requestPaymentUrl: fromPromise<PaymentUrlOutcome, { priceUuid: string; paymentSystem: string }>(async ({ input }) => {
          const user = await site.userInfo();
          if (!user) return { ok: false, title: GENERIC_ERROR, data: {} };
          return sales.paymentUrl({ userUuid: user.uuid, paymentSystem: input.paymentSystem, priceUuid: input.priceUuid, slavePriceUuids: [] });
        }),
      },
    }),
});
