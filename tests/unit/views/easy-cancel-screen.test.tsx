// @vitest-environment jsdom
/**
 * The 'Easy Cancel' and 'Upgrade Subscription' containers bound to their machines (spec 001 §2, §3 'Easy cancel', §8;
 * DESIGN 'every declared event has a sender'): driven through the rendered page only — radio buttons, the comment, the
 * buttons — with the calls faked. Submit is enabled once every question is answered; the feedback carries the
 * answers; a failure shows 'Failed to send feedback' with the answers kept; the upgrade link shows only with a URL;
 * 'Upgrade' asks for the offer's payment URL and the browser is sent there.
 */
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { exampleQuestions, exampleSettings } from '../../../app/atlas/easy-cancel.ts';
import { exampleBillers } from '../../../app/atlas/sales-examples.ts';
import type { EasyCancelFeedbackBody } from '../../../contracts/easy-cancel.ts';
import type { PaymentUrlOutcome } from '../../../contracts/sales.ts';
import type { FeedbackOutcome } from '../../../machines/easy-cancel.machine.ts';
import { easyCancelMachine } from '../../../machines/easy-cancel.machine.ts';
import { upgradeOptions } from '../../../domain/upgrade.ts';
import { upgradeSubscriptionMachine } from '../../../machines/upgrade-subscription.machine.ts';
import { EasyCancelScreen } from '../../../views/containers/EasyCancelScreen.tsx';
import { UpgradeSubscriptionScreen } from '../../../views/containers/UpgradeSubscriptionScreen.tsx';
import { mountedViews } from './mount.ts';

const { mount, host } = mountedViews();

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

const button = (name: RegExp) => [...host().querySelectorAll('button')].find((b) => name.test(b.textContent ?? '')) as HTMLButtonElement;
const radio = (text: string) => [...host().querySelectorAll('label')].find((l) => l.textContent === text)?.querySelector('input') as HTMLInputElement;

describe('easy cancel screen', () => {
  it('enables submit once every question is answered, sends the answers and the comment, and keeps them after a failure', async () => {
    const sent: EasyCancelFeedbackBody[] = [];
    let answer: FeedbackOutcome = { ok: false, message: null };
    const goTo = vi.fn();
    const machine = easyCancelMachine.provide({
      actions: { goTo: (_, params) => goTo(params.url) },
      actors: {
        loadUpgradeUrl: fromPromise<string | null, { membershipUuid: string }>(async () => 'https://site.test/billing/epoch/pay/p-1/'),
        sendFeedback: fromPromise(async ({ input }) => {
          sent.push(input);
          return answer;
        }),
        refreshSession: fromPromise(async () => {}),
      },
    });
    const survey = createActor(machine, { input: { membershipUuid: 'm-1', questions: exampleQuestions, settings: exampleSettings } }).start();
    mount(<EasyCancelScreen survey={survey} accessUntil={1_800_000_000} />);
    await flush();
    expect(host().querySelector('h1')?.textContent).toBe('Easy Cancel');
    expect([...host().querySelectorAll('[role="radiogroup"]')].length).toBe(2);
    expect(host().querySelector('a[href="https://site.test/billing/epoch/pay/p-1/"]')?.textContent).toBe('Upgrade instead');
    const submit = button(/Cancel my membership/);
    expect(submit.disabled).toBe(true);
    act(() => radio('It costs too much').click());
    expect(button(/Cancel my membership/).disabled).toBe(true);
    act(() => radio('Hardly ever').click());
    const comment = host().querySelector('textarea') as HTMLTextAreaElement;
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(comment, 'Too busy.');
      comment.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(button(/Cancel my membership/).disabled).toBe(false);
    act(() => button(/Cancel my membership/).click());
    await flush();
    expect(sent).toEqual([
      {
        membershipUuid: 'm-1',
        answers: [
          { questionId: 1, answerId: 11 },
          { questionId: 2, answerId: 22 },
        ],
        comment: 'Too busy.',
      },
    ]);
    expect(host().querySelector('[role="alert"]')?.textContent).toBe('Failed to send feedback');
    expect(radio('It costs too much').checked).toBe(true);
    answer = { ok: true, url: '/main-dashboard/membership-info/' };
    act(() => button(/Cancel my membership/).click());
    await flush();
    expect(goTo).toHaveBeenCalledWith('/main-dashboard/membership-info/');
  });

  it('hides the upgrade link when there is no upgrade URL', async () => {
    const machine = easyCancelMachine.provide({
      actors: { loadUpgradeUrl: fromPromise<string | null, { membershipUuid: string }>(async () => null) },
    });
    const survey = createActor(machine, { input: { membershipUuid: 'm-1', questions: exampleQuestions, settings: exampleSettings } }).start();
    mount(<EasyCancelScreen survey={survey} accessUntil={null} />);
    await flush();
    expect(host().textContent).not.toContain('Upgrade instead');
  });
});

describe('upgrade subscription screen', () => {
  it('compares the plans and sends UPGRADE_CLICKED: one eligible biller, the payment URL of the offer, the browser sent there', async () => {
    const asked: unknown[] = [];
    const goTo = vi.fn();
    const machine = upgradeSubscriptionMachine.provide({
      actions: { goTo: (_, params) => goTo(params.url) },
      actors: {
        pageRestores: fromCallback(() => {}),
        requestPaymentUrl: fromPromise<PaymentUrlOutcome, { priceUuid: string; paymentSystem: string }>(async ({ input }) => {
          asked.push(input);
          return { ok: true, paymentUrl: 'https://site.test/billing/epoch/pay/p-2/' };
        }),
      },
    });
    const options = upgradeOptions(
      {
        membershipUuid: 'm-1',
        priceUuid: 'p-1m',
        offers: [{ priceUuid: 'p-1y', title: '1 Year', amount: 99, currency: 'USD', period: { unit: 'year', count: 1 }, label: 'Best value' }],
      },
      [{ fromPriceUuid: 'p-1m', toPriceUuid: 'p-1y', priceDifference: 69.01 }],
      { unit: 'month', count: 1 },
    );
    const epochOnly = exampleBillers.filter((b) => b.name !== 'segpay');
    const upgrade = createActor(machine, { input: { offers: ['p-1y'], billers: epochOnly, preferred: 'epoch' } }).start();
    const current = { title: '1 Month', status: 'active', currency: 'USD', period: { unit: 'month' as const, count: 1 }, amount: 29.99 };
    mount(<UpgradeSubscriptionScreen upgrade={upgrade} current={current} options={options} failed={false} />);
    expect(host().textContent).toContain('Your plan: 1 Month');
    expect(host().textContent).toContain('Save $21.74 per month');
    expect(host().textContent).toContain('$8.25');
    const buy = host().querySelector('button[aria-label="Upgrade to 1 Year"]') as HTMLButtonElement;
    act(() => buy.click());
    await flush();
    expect(asked).toEqual([{ priceUuid: 'p-1y', paymentSystem: 'epoch' }]);
    expect(goTo).toHaveBeenCalledWith('https://site.test/billing/epoch/pay/p-2/');
  });
});
