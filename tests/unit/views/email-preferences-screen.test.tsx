// @vitest-environment jsdom
/**
 * The e-mail preferences page bound to its machine (spec 001 §2 'E-mail subscription preferences', §3; DESIGN 'every
 * declared event has a sender'): the radio group of types, the frequency and topics (off for types without news),
 * 'Save preferences' with the draft, the result's header and text in a live region (an error styled as one), the
 * invalid link, and a retry of a failed read.
 */
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SubscriptionResult } from '../../../contracts/email-subscription.ts';
import { SUBSCRIPTION_SAVED } from '../../../contracts/email-subscription-texts.ts';
import type { EmailPreferencesEvent, EmailPreferencesInput, SubscriptionLoaded } from '../../../machines/email-preferences.machine.ts';
import { emailPreferencesMachine } from '../../../machines/email-preferences.machine.ts';
import { EmailPreferencesScreen } from '../../../views/containers/EmailPreferencesScreen.tsx';
import { mountedViews } from './mount.ts';

const DECLARED: EmailPreferencesEvent['type'][] = ['TYPE_CHOSEN', 'FREQUENCY_CHOSEN', 'TOPIC_TOGGLED', 'SAVE_REQUESTED', 'LOAD_RETRIED'];
const TOPICS = ['new-scenes', 'models', 'deals', 'blog'] as const;
const CONFIG = { uid: 'u1', email: 'a***e@demo.test', type: 0, frequency: 'weekly' as const, topics: ['deals' as const] };

type Deferred<T> = { promise: Promise<T>; resolve(value: T): void };
const deferred = <T,>(): Deferred<T> => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

const { mount, host } = mountedViews();
const sent = new Set<string>();

function start(loaded: EmailPreferencesInput['loaded']) {
  const loads: Deferred<SubscriptionLoaded>[] = [];
  const saves: { input: unknown; d: Deferred<SubscriptionResult> }[] = [];
  const machine = emailPreferencesMachine.provide({
    actors: {
      loadSubscription: fromPromise(() => {
        const d = deferred<SubscriptionLoaded>();
        loads.push(d);
        return d.promise;
      }),
      saveSubscription: fromPromise(({ input }) => {
        const d = deferred<SubscriptionResult>();
        saves.push({ input, d });
        return d.promise;
      }),
    },
  });
  const actor = createActor(machine, { input: { uid: 'u1', loaded, topicOrder: TOPICS } });
  const send = actor.send.bind(actor);
  actor.send = (event) => {
    sent.add(event.type);
    send(event);
  };
  actor.start();
  mount(<EmailPreferencesScreen preferences={actor} />);
  return { actor, loads, saves };
}

const input = (value: string) => host().querySelector<HTMLInputElement>(`input[value="${value}"]`) as HTMLInputElement;
const click = (el: HTMLElement) => act(() => el.click());
const button = (label: string) => [...host().querySelectorAll('button')].find((b) => b.textContent?.trim() === label) as HTMLButtonElement;
const settle = async <T,>(d: Deferred<T> | undefined, value: T) => {
  await act(async () => {
    d?.resolve(value);
    await Promise.resolve();
  });
};

describe('the e-mail preferences page', () => {
  it('changes the type, frequency and topics, saves them and shows the result', async () => {
    const { saves } = start({ ok: true, config: { ...CONFIG } });
    expect(host().textContent).toContain('a***e@demo.test');
    expect(host().querySelector('[role="radiogroup"]')).not.toBeNull();
    expect(input('0').checked).toBe(true);
    click(input('daily'));
    click(input('blog'));
    click(input('2'));
    expect(input('2').checked).toBe(true);
    // Account e-mails only: no news, so their choices are off.
    expect(input('weekly').disabled).toBe(true);
    click(button('Save preferences'));
    expect(saves[0]?.input).toEqual({ uid: 'u1', change: { type: 2, frequency: 'daily', topics: ['deals', 'blog'] } });
    await settle(saves[0]?.d, SUBSCRIPTION_SAVED);
    const result = host().querySelector('.email-prefs-result') as HTMLElement;
    expect(result.getAttribute('role')).toBe('status');
    expect(result.textContent).toContain('Preferences saved');
    expect(result.className).not.toContain('is-error');
    click(button('Save preferences'));
    await settle(saves[1]?.d, { header: 'Preferences not saved', text: 'type must be from 0 to 3', isError: true });
    expect(result.className).toContain('is-error');
    expect(result.textContent).toContain('type must be from 0 to 3');
    expect(input('2').checked).toBe(true);
  });

  it('says an unknown link is not valid', () => {
    start({ ok: false, notFound: true, message: 'This preferences link is not valid.' });
    expect(host().querySelector('[role="alert"]')?.textContent).toContain('This preferences link is not valid.');
    expect(button('Save preferences')).toBeUndefined();
  });

  it('retries a failed read', async () => {
    const { loads } = start({ ok: false, notFound: false, message: 'HTTP 503' });
    click(button('Try again'));
    await settle(loads[0], { ok: true, config: { ...CONFIG } });
    expect(button('Save preferences')).not.toBeUndefined();
  });

  it('sends every event the machine declares', () => {
    expect([...sent].sort()).toEqual([...DECLARED].sort());
  });
});
