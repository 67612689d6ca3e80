/** The join-now checkout's choice kept in a cookie (a module without XState: the page runs it from its first paint). */
import type { Actor } from 'xstate';
import type { CookieJar } from '../../adapters/cookies.ts';
import { JOIN_NOW_CHOICE_COOKIE, encodeChoice } from '../../domain/join-now-choice.ts';
import type { checkoutMachine } from '../../machines/checkout.machine.ts';

/**
 * Keeps the buyer's plan and payment system in the session's cookie whenever they change (domain/join-now-choice.ts),
 * so a reload or Back from the biller's page starts the page from them; returns its stop.
 */
export function keepChoice(checkout: Pick<Actor<typeof checkoutMachine>, 'subscribe' | 'getSnapshot'>, cookies: CookieJar): () => void {
  // On the way to the biller, the biller chosen in 'Select Payment Method'; before, the form's 'Pay with'.
  type Context = { price: { uuid: string } | null; paymentSystem: string; biller: string | null; paymentUrl: string | null };
  const choiceOf = ({ context }: { context: Context }) =>
    context.price
      ? encodeChoice({ priceUuid: context.price.uuid, paymentSystem: (context.paymentUrl && context.biller) || context.paymentSystem })
      : '';
  // What the page started from needs no keeping: it is the default, or what the cookie said.
  let kept = choiceOf(checkout.getSnapshot());
  const subscription = checkout.subscribe((snapshot) => {
    const choice = choiceOf(snapshot);
    if (!choice || choice === kept) return;
    kept = choice;
    cookies.set(JOIN_NOW_CHOICE_COOKIE, choice);
  });
  return () => subscription.unsubscribe();
}
