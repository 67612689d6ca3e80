/**
 * The 'Upgrade Subscription' route's component (DESIGN 'Composition': a screen machine is composed by its route): loads
 * the upgrade-subscription machine's module (app/screen-machines/upgrade-subscription.ts) with the screen (both lazily; in
 * the first page, after it: screen-actor.tsx),
 * starts it with the loader's offers, the billers and the member's own biller, and hands the screen its actor.
 */
import { useMatch, useRouteContext } from '@tanstack/react-router';
import type { Biller } from '../../../contracts/sales.ts';
import type { UpgradeOption } from '../../../domain/upgrade.ts';
import { lazyComponent } from '../lazy-screen.tsx';
import { screenMachine, useScreenActor } from '../screen-actor.tsx';
import type { RouterContext } from '../services.ts';

const UpgradeSubscriptionScreen = lazyComponent(() => import('../../../views/containers/UpgradeSubscriptionScreen.tsx'), 'UpgradeSubscriptionScreen');
export const upgradeSubscriptionMachine = screenMachine('upgrade-subscription', () => import('../../screen-machines/upgrade-subscription.ts'));

/** The member's current plan as the comparison shows it. */
export type CurrentPlan = {
  title: string;
  status: string;
  currency: string;
  period: UpgradeOption['offer']['period'];
  /** Per billing, in the currency's units. */
  amount: number;
  paymentSystem: string;
};

export type UpgradeRouteData = {
  current: CurrentPlan | null;
  options: UpgradeOption[];
  billers: Biller[];
  /** The dashboard info could not be had (logged): the page says so rather than 'no membership'. */
  failed: boolean;
};

function UpgradeMachineScreen({ data }: { data: UpgradeRouteData }) {
  const { services } = useRouteContext({ strict: false }) as RouterContext;
  const [upgrade, snapshot] = useScreenActor(upgradeSubscriptionMachine, ({ upgradeSubscription }) => ({
    machine: upgradeSubscription.provide(services),
    input: { offers: data.options.map((o) => o.offer.priceUuid), billers: data.billers, preferred: data.current?.paymentSystem || null },
  }));
  return (
    <>
      <UpgradeSubscriptionScreen upgrade={upgrade} current={data.current} options={data.options} failed={data.failed} />
      {snapshot}
    </>
  );
}

export function UpgradeRoute() {
  const match = useMatch({ strict: false });
  return <UpgradeMachineScreen data={match.loaderData as UpgradeRouteData} />;
}

export const upgradeRouteComponent = Object.assign(UpgradeRoute, {
  preload: () => Promise.all([UpgradeSubscriptionScreen.preload(), upgradeSubscriptionMachine.preload()]).then(() => {}),
});
