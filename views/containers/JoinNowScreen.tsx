/**
 * The join-now page bound to its two screen machines (spec 001 §2, §4): the page's (bundles, the chosen tariff, the
 * clock, the leave-page trap) and the checkout's (the form, the biller choice, the calls). Narrow selectors, named
 * callbacks that send events; the tariff cards and the cart are the rules of domain/ applied to the loader's
 * slots and the snapshots. The routes compose both machines.
 */
import { shallowEqual, useSelector } from './use-selector.ts';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { checkoutMachine } from '../../machines/checkout.machine.ts';
import { payWithOptions } from '../../machines/checkout.selectors.ts';
import type { joinNowMachine } from '../../machines/join-now.machine.ts';
import { selectTrapLeft } from '../../machines/join-now.selectors.ts';
import { formatPrice } from '../../domain/format.ts';
import { formatCountdown, priceTimerSeconds, secondsLeft, specialTimerIndex } from '../../domain/price-timers.ts';
import { billingText, shownTariffs } from '../../domain/tariffs.ts';
import type { JoinNowConfig, JoinNowTemplate, Price, PriceSlot } from '../../contracts/sales.ts';
import { CheckoutForm } from '../sales/CheckoutForm.tsx';
import { JoinNowPage, type TariffCard } from '../sales/JoinNowPage.tsx';
import { type BillerChoiceRef, BillerChoiceSlot, loadBillerChoiceDialog } from './BillerChoiceSlot.tsx';
import { useVisit } from './VisitContext.tsx';

export type JoinNowRef = ActorRefFrom<typeof joinNowMachine>;
export type CheckoutRef = ActorRefFrom<typeof checkoutMachine>;

/** What the page shows of the loader's data. */
export interface JoinNowScreenData {
  template: JoinNowTemplate;
  config: JoinNowConfig;
  slots: PriceSlot[];
  saleTitle: string;
  expired: boolean;
  /** The checkout form's CSRF token for the post without JavaScript. */
  csrfToken: string;
}

const money = (amount: number | null, price: Price) => (amount === null ? null : formatPrice(amount, price.currency));

/**
 * The countdown of a tariff: its position's price timer, or, while the leave-page trap runs, the trap's own time on the
 * middle slot's special price (one clock for one offer: the special prices end with the trap, issue 36).
 */
function countdownOf(
  index: number,
  count: number,
  slot: PriceSlot,
  timers: { seconds: (number | null)[]; starts: (number | null)[]; trapLeft: number | null; nowSec: number },
): string | null {
  if (timers.trapLeft !== null && slot.price.specialTimer && index === specialTimerIndex(count)) {
    return timers.trapLeft > 0 ? formatCountdown(timers.trapLeft) : null;
  }
  const seconds = timers.seconds[index] ?? null;
  const start = timers.starts[index] ?? null;
  if (seconds === null || start === null) return null;
  const left = secondsLeft(start, seconds, timers.nowSec);
  return left > 0 ? formatCountdown(left) : null;
}

function Checkout({ page, checkout, siteName, csrfToken }: { page: JoinNowRef; checkout: CheckoutRef; siteName: string; csrfToken: string }) {
  const price = useSelector(checkout, (s) => s.context.price);
  const options = useSelector(checkout, (s) => payWithOptions(s.context), shallowEqual);
  const paymentSystem = useSelector(checkout, (s) => s.context.paymentSystem);
  const account = useSelector(checkout, (s) => s.context.account);
  const email = useSelector(checkout, (s) => s.context.email);
  const fieldErrors = useSelector(checkout, (s) => s.context.fieldErrors);
  const formError = useSelector(checkout, (s) => s.context.formError);
  const busy = useSelector(checkout, (s) => s.hasTag('busy'));
  const choice = useSelector(checkout, (s) => s.children.billerChoice as BillerChoiceRef | undefined);
  const trapRunning = useSelector(page, (s) => s.hasTag('trapRunning'));
  const specialOn = useSelector(page, (s) => s.context.specialOn);
  const bundles = useSelector(page, (s) => s.context.bundles.filter((b) => b.isActive), shallowEqual);
  return (
    // Reaching for the form (a pointer over it, focus inside) fetches the chooser dialog's code.
    <div onPointerEnter={() => void loadBillerChoiceDialog()} onFocusCapture={() => void loadBillerChoiceDialog()}>
      <CheckoutForm
        siteName={siteName}
        csrfToken={csrfToken}
        cart={
          price
            ? {
                title: price.title,
                price: formatPrice(price.amount, price.currency),
                oldPrice: money(price.oldAmount, price),
                period: billingText(price),
              }
            : null
        }
        oneTimeSpecial={trapRunning ? specialOn : null}
        bundles={bundles.map((b) => ({ title: b.siteSettings.title, subtitle: b.siteSettings.subtitle }))}
        payWith={{ options, value: paymentSystem }}
        createsAccount={!account.signedIn}
        signedInEmail={account.email}
        email={email}
        fieldErrors={fieldErrors}
        formError={formError}
        busy={busy}
        onSubmit={(fields) => checkout.send({ type: 'JOIN_SUBMITTED', ...fields })}
        onFieldEdit={(field) => checkout.send({ type: 'FIELD_EDITED', field })}
        onPayWith={(name) => checkout.send({ type: 'PAYMENT_SYSTEM_SELECTED', name })}
        onToggleSpecial={() => page.send({ type: 'SPECIAL_TOGGLED' })}
      />
      {choice ? <BillerChoiceSlot choice={choice} /> : null}
    </div>
  );
}

export function JoinNowScreen({ page, checkout, data }: { page: JoinNowRef; checkout: CheckoutRef; data: JoinNowScreenData }) {
  const { site } = useVisit();
  const bundles = useSelector(page, (s) => s.context.bundles);
  const specialOn = useSelector(page, (s) => s.context.specialOn);
  const chosen = useSelector(page, (s) => s.context.chosen);
  const nowSec = useSelector(page, (s) => s.context.nowSec);
  const starts = useSelector(page, (s) => s.context.timerStarts);
  const trapLeft = useSelector(page, (s) => (s.hasTag('trapRunning') ? selectTrapLeft(s) : null));
  const seconds = useMemo(() => priceTimerSeconds(data.config), [data.config]);
  const shown = useMemo(() => shownTariffs(data.slots, bundles, specialOn, data.template), [data.slots, data.template, bundles, specialOn]);
  const tariffs: TariffCard[] = shown.map((slot, index) => ({
    position: index,
    uuid: slot.uuid,
    priceUuid: slot.price.uuid,
    title: slot.price.title,
    price: formatPrice(slot.price.amount, slot.price.currency),
    oldPrice: money(slot.price.oldAmount, slot.price),
    billing: billingText(slot.price),
    label: slot.label,
    image: slot.image,
    countdown: countdownOf(index, shown.length, slot, { seconds, starts, trapLeft, nowSec }),
  }));
  return (
    <JoinNowPage
      siteName={site.siteName}
      acronym={site.acronym}
      expired={data.expired}
      sale={data.saleTitle}
      trapOffer={trapLeft !== null && trapLeft > 0 ? formatCountdown(trapLeft) : null}
      bundles={bundles.map((b) => ({ uuid: b.uuid, title: b.siteSettings.title, subtitle: b.siteSettings.subtitle, active: b.isActive }))}
      tariffs={tariffs}
      chosen={chosen === null ? null : Math.min(chosen, shown.length - 1)}
      benefits={data.template.benefits}
      winnerLogos={data.template.winnerLogos}
      comments={data.config.comments.map((c) => ({ text: c.text ?? '', author: c.author }))}
      onToggleBundle={(uuid) => page.send({ type: 'BUNDLE_TOGGLED', uuid })}
      onChoose={(position) => page.send({ type: 'TARIFF_CHOSEN', position })}
      checkout={<Checkout page={page} checkout={checkout} siteName={site.siteName} csrfToken={data.csrfToken} />}
    />
  );
}
