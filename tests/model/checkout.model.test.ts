/**
 * Model-based tests of the checkout (spec 001 §2 'Registration / checkout form', §4 'Checkout flow', §5, §8): paths
 * from its graph (inputs and events from its atlas entry) replayed with fake calls. Nothing is sent for an invalid
 * form (the spec's messages instead); the biller choice is asked with the price's eligible billers and the buyer's
 * preference; a visitor's account is created with the lower-cased e-mail and signed in with it before the browser
 * leaves; a member's payment URL carries their uuid (fetched first when missing), the biller and the price; refusals
 * land under their fields; a special price refused for its expired leave-page offer tells the page (issue 38, finding
 * 8); 'Payment url not found' without a URL; a tariff change resets 'Pay with' to 'epoch', the same plan after the
 * offer ended keeps it; the password is never held once the account is signed in or the form is back; one call at a
 * time.
 */
import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { checkoutEntry } from '../../app/atlas/checkout.ts';
import { fakeActorsOf } from '../../app/atlas/define.ts';
import { OFFER_EXPIRED_MESSAGE, OFFER_REFUSAL_FIELD } from '../../contracts/leave-offer.ts';
import type { Price } from '../../contracts/sales.ts';
import type { CheckoutContext, CheckoutInput } from '../../machines/checkout.machine.ts';
import { checkoutMachine } from '../../machines/checkout.machine.ts';
import { DEFAULT_PAYMENT_SYSTEM, PAYMENT_SYSTEM_NOT_SELECTED, PAYMENT_URL_NOT_FOUND, billerDecision, eligibleBillers } from '../../domain/billers.ts';
import { GENERIC_ERROR } from '../../domain/constants.ts';
import { validateCheckout } from '../../domain/checkout.ts';
import { FakeActors } from './replay.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('checkout', checkoutMachine);
const CALLS = ['signUp', 'signIn', 'loadUserUuid', 'requestPaymentUrl'] as const;
type Output = { ok: boolean; paymentUrl?: string | null; title?: string; data?: Record<string, string[]> };

describe('checkout, paths from its graph', () => {
  it('replays every path with the expected calls, messages and way to the biller', async () => {
    await replayAll(entryPaths(checkoutEntry), {
      coverage,
      contextView: checkoutEntry.graph.contextView as (context: unknown) => unknown,
      makeRun: () => {
        const fakes = new FakeActors();
        const goTo = vi.fn();
        const offerExpired = vi.fn();
        let refusedOffers = 0;
        const called = () => CALLS.reduce((n, name) => n + (fakes.calls[name]?.length ?? 0), 0);
        let calls = 0;
        let leavings = 0;
        return {
          machine: checkoutMachine.provide({
            actors: fakeActorsOf(checkoutEntry, fakes) as never,
            actions: { goTo: (_, url) => goTo(url), offerExpired: () => offerExpired() },
          }),
          fakes,
          check: (event, before, after) => {
            const ctx = after.context as CheckoutContext;
            const was = before.context as CheckoutContext;
            for (const name of CALLS) expect(fakes.maxInFlight[name] ?? 0).toBeLessThanOrEqual(1);
            // The browser is sent to the biller exactly once each time the checkout reaches 'leaving', with the URL it got.
            if (after.hasTag('leaving') && !before.hasTag('leaving')) {
              leavings += 1;
              expect(goTo).toHaveBeenLastCalledWith(ctx.paymentUrl);
            }
            expect(goTo).toHaveBeenCalledTimes(leavings);
            if (after.hasTag('form') || after.hasTag('leaving')) expect(ctx.credentials).toBeNull();
            if (event.type === 'JOIN_SUBMITTED' && before.hasTag('form')) {
              const fields = event as unknown as { email: string; password: string };
              const errors = validateCheckout({ ...fields, paymentSystem: was.paymentSystem }, !was.account.signedIn);
              if (Object.keys(errors).length > 0) expect(ctx.fieldErrors).toEqual(errors);
              else if (was.price === null) expect(ctx.formError).toBe('Please choose a plan.');
              else {
                const decision = billerDecision(eligibleBillers(was.billers, was.price));
                if (decision.kind === 'none') expect([after.hasTag('form'), ctx.formError]).toEqual([true, PAYMENT_SYSTEM_NOT_SELECTED]);
                if (decision.kind === 'ask') {
                  expect(after.hasTag('choosing')).toBe(true);
                  expect(fakes.calls.billerChoice?.at(-1)).toEqual({ billers: decision.billers, preferred: was.paymentSystem });
                }
                // One eligible biller is used without asking.
                if (decision.kind === 'use') expect(ctx.biller).toBe(decision.biller);
              }
              if (Object.keys(errors).length > 0 || was.price === null) expect(called()).toBe(calls);
            }
            const chosen =
              event.type === 'xstate.done.actor.billerChoice' ? (event as unknown as { output: { biller: string | null } }).output.biller : null;
            if (event.type === 'xstate.done.actor.billerChoice' && chosen === null)
              expect([after.hasTag('form'), ctx.formError]).toEqual([true, null]);
            // A biller taken (chosen in the dialog, or the only eligible one): the account's or the member's payment starts.
            if (ctx.biller !== null && was.biller === null) {
              if (!ctx.account.signedIn) {
                expect(fakes.calls.signUp?.at(-1)).toEqual({
                  email: 'buyer@example.com',
                  password: 'secret123',
                  isReceiveUpdates: true,
                  paymentSystem: ctx.biller,
                  priceUuid: was.price?.uuid,
                  slavePriceUuids: was.price?.slavePriceUuids,
                });
              } else if (ctx.account.userUuid === null) expect(after.matches('loadingUser')).toBe(true);
              else {
                expect(fakes.calls.requestPaymentUrl?.at(-1)).toEqual({
                  userUuid: ctx.account.userUuid,
                  paymentSystem: ctx.biller,
                  priceUuid: was.price?.uuid,
                  slavePriceUuids: was.price?.slavePriceUuids,
                });
              }
            }
            if (event.type === 'xstate.done.actor.loadUserUuid') {
              const uuid = (event as unknown as { output: string | null }).output;
              if (uuid === null) expect(ctx.formError).toBe(GENERIC_ERROR);
              else expect(fakes.calls.requestPaymentUrl?.at(-1)).toMatchObject({ userUuid: uuid, paymentSystem: was.biller });
            }
            if (event.type === 'xstate.done.actor.signUp' || event.type === 'xstate.done.actor.requestPaymentUrl') {
              const output = (event as unknown as { output: Output }).output;
              if (output.ok && output.paymentUrl) {
                if (event.type === 'xstate.done.actor.signUp') {
                  expect(fakes.calls.signIn?.at(-1)).toEqual({ email: 'buyer@example.com', password: 'secret123' });
                } else expect(goTo).toHaveBeenLastCalledWith(output.paymentUrl);
              } else if (output.ok) expect([after.hasTag('form'), ctx.formError]).toEqual([true, PAYMENT_URL_NOT_FOUND]);
              else {
                // The leave-page offer is over: the page is told (its trap ends), the message shows.
                if (output.data?.[OFFER_REFUSAL_FIELD]) {
                  refusedOffers += 1;
                  expect(ctx.formError).toBe(OFFER_EXPIRED_MESSAGE);
                }
                const underFields = Object.keys(output.data ?? {}).filter((k) => ['email', 'password', 'paymentSystem'].includes(k));
                expect(Object.keys(ctx.fieldErrors).filter((k) => ctx.fieldErrors[k])).toEqual(underFields);
                expect(ctx.formError).toBe(underFields.length > 0 ? null : output.title);
              }
            }
            if (event.type.startsWith('xstate.done.actor.signIn') || event.type.startsWith('xstate.error.actor.signIn')) {
              expect(goTo).toHaveBeenLastCalledWith(was.paymentUrl);
            }
            if (event.type.startsWith('xstate.error.actor.') && !event.type.endsWith('signIn')) {
              expect([after.hasTag('form'), ctx.formError]).toEqual([true, GENERIC_ERROR]);
            }
            expect(offerExpired).toHaveBeenCalledTimes(refusedOffers);
            // Another tariff resets 'Pay with'; the same plan once the offer ended keeps it.
            if (event.type === 'PRICE_CHANGED') {
              const change = event as unknown as { price: Price; planKept?: boolean };
              const takes = eligibleBillers(was.billers, change.price).some((b) => b.name === was.paymentSystem);
              expect(ctx.paymentSystem).toBe(change.planKept && takes ? was.paymentSystem : DEFAULT_PAYMENT_SYSTEM);
            }
            if (event.type === 'FIELD_EDITED' && before.hasTag('form')) expect(ctx.fieldErrors.email).toBeUndefined();
            if (event.type === 'PAYMENT_SYSTEM_SELECTED' && before.hasTag('form')) {
              expect(ctx.paymentSystem).toBe((event as unknown as { name: string }).name);
            }
            calls = called();
          },
        };
      },
    });
  });

  it('starts from what a declined payment kept: the e-mail, the biller and its message', () => {
    const input = checkoutEntry.inputs['back from a declined payment'] as CheckoutInput;
    const checkout = createActor(checkoutMachine, { input, inspect: coverage.inspect }).start();
    const { context } = checkout.getSnapshot();
    expect([context.email, context.paymentSystem, context.formError]).toEqual([
      'buyer@example.com',
      'segpay',
      'Your card was declined. No money was taken.',
    ]);
    checkout.stop();
  });
});
