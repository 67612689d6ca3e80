/**
 * The /join-now/ route's component (DESIGN 'Composition': screen machines are composed by their route): loads the
 * page's and the checkout's machines' modules (app/screen-machines/join-now.ts, checkout.ts, over the router
 * context's services; loaded with the screen, never in another page's first load; in the first page, after it:
 * screen-actor.tsx), starts the page's provided (the configured ways of leaving, the trap's cookies) from the loader's
 * facts, then the checkout's, linked to the page (its chosen price) and to the visit's session (who buys; the new
 * account signs in), the page's leave-page trap to the visit's value pop-ups (its groupId 600 pop-up), and hands the
 * lazily loaded screen both actors. Coming back from a declined payment (another ?payment=…) starts them afresh.
 */
import { useLoaderData, useRouteContext } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { useOnDemandSend, useVisit } from '../../../views/containers/VisitContext.tsx';
import { MemberJoinNow } from '../../../views/sales/MemberJoinNow.tsx';
import type { JoinNowData } from '../join-now-data.ts';
import { keepChoice } from '../../screen-machines/keep-choice.ts';
import { lazyComponent } from '../lazy-screen.tsx';
import { screenMachine, useScreenActor } from '../screen-actor.tsx';
import type { RouterContext } from '../services.ts';

const JoinNowScreen = lazyComponent(() => import('../../../views/containers/JoinNowScreen.tsx'), 'JoinNowScreen');
export const joinNowMachine = screenMachine('join-now', () => import('../../screen-machines/join-now.ts'));
export const checkoutMachine = screenMachine('checkout', () =>
  Promise.all([import('../../screen-machines/checkout.ts'), import('../../../machines/join-now.machine.ts')]).then(([composition, page]) => ({
    ...composition,
    chosenPriceOf: page.chosenPriceOf,
  })),
);

function JoinNow({ data }: { data: JoinNowData }) {
  const { services } = useRouteContext({ strict: false }) as RouterContext;
  const { session } = useVisit();
  // The leave trap's pop-up (a groupId 600 value pop-up): the value pop-ups' machine is loaded for it if not there yet.
  const toValuePopups = useOnDemandSend('valuePopups');
  const valuePopups = useMemo(() => ({ send: toValuePopups }), [toValuePopups]);
  const [page, pageSnapshot] = useScreenActor(joinNowMachine, ({ joinNow }) => ({
    machine: joinNow.provide(services, { config: data.config, valuePopups }),
    input: {
      slots: data.slots,
      bundles: data.bundles,
      chosen: data.chosen,
      nowSec: data.nowSec,
      timerStarts: data.timerStarts,
      trapSeen: data.trapSeen,
      trap: data.trap,
      trapSeconds: data.trapSeconds,
    },
  }));
  // Made after the page's (its machine comes first), so its price is the page's chosen one.
  const [checkout, checkoutSnapshot] = useScreenActor(checkoutMachine, ({ checkout, accountOf, chosenPriceOf }) => ({
    machine: checkout.provide(services, { page, session }),
    input: {
      billers: data.billers,
      price: chosenPriceOf(page.getSnapshot().context),
      account: accountOf(session.getSnapshot().context.facts),
      kept: data.kept,
      posted: data.posted,
    },
  }));
  useEffect(() => keepChoice(checkout, services.cookies), [checkout, services]);
  const screenData = useMemo(
    () => ({
      template: data.template,
      config: data.config,
      slots: data.slots,
      saleTitle: data.saleEvent?.title ?? '',
      expired: data.expired,
      csrfToken: data.csrfToken,
    }),
    [data],
  );
  return (
    <>
      <JoinNowScreen page={page} checkout={checkout} data={screenData} />
      {pageSnapshot}
      {checkoutSnapshot}
    </>
  );
}

function JoinNowRoute() {
  const data = useLoaderData({ strict: false }) as JoinNowData;
  const { site } = useVisit();
  const { services } = useRouteContext({ strict: false }) as RouterContext;
  // An active member buys no second base plan (spec 001 §6): the ways on instead.
  if (data.member) return <MemberJoinNow siteName={site.siteName} tokens={services.config.enableCams} />;
  return <JoinNow key={data.kept ? `kept-${data.kept.email}` : 'fresh'} data={data} />;
}

export const joinNowRouteComponent = Object.assign(JoinNowRoute, {
  preload: () => Promise.all([JoinNowScreen.preload(), joinNowMachine.preload(), checkoutMachine.preload()]).then(() => {}),
});
