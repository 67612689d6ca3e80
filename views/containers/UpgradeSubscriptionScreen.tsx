/**
 * The 'Upgrade Subscription' page bound to its upgrade-subscription machine (app/router/screens/upgrade-subscription.tsx
 * starts it): the loader's current plan and offers formatted with the money rules (rules/format.ts formatPrice,
 * rules/upgrade.ts per-month figures), the machine's chosen offer, busy state and error; 'Upgrade' sends
 * UPGRADE_CLICKED; the payment-method chooser (views/sales/BillerChoiceDialog.tsx, loaded when it opens) is bound to the
 * machine's billerChoice child.
 */
import { useSelector } from './use-selector.ts';
import { useCallback, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { DASHBOARD_PAGES } from '../../domain/dashboard.ts';
import { CURRENCY_SYMBOLS, formatPrice } from '../../domain/format.ts';
import { periodText } from '../../domain/tariffs.ts';
import { type UpgradeOption, perMonth } from '../../domain/upgrade.ts';
import type { upgradeSubscriptionMachine } from '../../machines/upgrade-subscription.machine.ts';
import { type OfferCard, UpgradeSubscriptionPage } from '../dashboard/UpgradeSubscriptionPage.tsx';
import { type BillerChoiceRef, BillerChoiceSlot } from './BillerChoiceSlot.tsx';

type UpgradeRef = ActorRefFrom<typeof upgradeSubscriptionMachine>;
type Currency = keyof typeof CURRENCY_SYMBOLS;

/** The current plan as the route's loader gives it. */
export type CurrentPlanData = { title: string; status: string; currency: string; period: UpgradeOption['offer']['period']; amount: number };

const currencyOf = (code: string): Currency => (code in CURRENCY_SYMBOLS ? (code as Currency) : 'USD');
const money = (amount: number, currency: string) => formatPrice(amount, currencyOf(currency));

export function offerCardOf(o: UpgradeOption): OfferCard {
  const { currency } = o.offer;
  return {
    priceUuid: o.offer.priceUuid,
    title: o.offer.title,
    label: o.offer.label,
    price: money(o.offer.amount, currency),
    period: `every ${periodText(o.offer.period)}`,
    perMonth: money(o.offerPerMonth, currency),
    saving: o.savingPerMonth > 0 ? `Save ${money(o.savingPerMonth, currency)} per month` : null,
    difference: `${money(Math.abs(o.priceDifference), currency)} ${o.priceDifference >= 0 ? 'more' : 'less'} per billing`,
  };
}

export function UpgradeSubscriptionScreen({
  upgrade,
  current,
  options,
  failed,
}: {
  upgrade: UpgradeRef;
  current: CurrentPlanData | null;
  options: readonly UpgradeOption[];
  failed: boolean;
}) {
  const chosen = useSelector(upgrade, (s) => s.context.chosen);
  const busy = useSelector(upgrade, (s) => !s.hasTag('offers'));
  const error = useSelector(upgrade, (s) => s.context.error);
  const choice = useSelector(upgrade, (s) => s.children.billerChoice as BillerChoiceRef | undefined);
  const onUpgrade = useCallback((priceUuid: string) => upgrade.send({ type: 'UPGRADE_CLICKED', priceUuid }), [upgrade]);
  const offers = useMemo(() => options.map(offerCardOf), [options]);
  const plan = useMemo(
    () =>
      current && {
        title: current.title || 'Membership',
        status: current.status,
        price: money(current.amount, current.currency),
        period: `every ${periodText(current.period)}`,
        perMonth: money(perMonth(current.amount, current.period), current.currency),
      },
    [current],
  );
  return (
    <>
      <UpgradeSubscriptionPage
        title={DASHBOARD_PAGES.upgradeSubscription.label}
        current={plan}
        failed={failed}
        offers={offers}
        chosen={chosen}
        busy={busy}
        error={error}
        onUpgrade={onUpgrade}
      />
      {choice ? <BillerChoiceSlot choice={choice} /> : null}
    </>
  );
}
