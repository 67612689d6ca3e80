// @vitest-environment jsdom
/**
 * The /playalogin/ container bound to its machine (README 'Partner app login'; DESIGN 'every declared event has a
 * sender'): driven through the rendered page only, with the code call faked and the session's facts sent as the
 * composition would. A signed-in viewer continues as themself; a refusal shows its message with a retry; another
 * account logs out first; an unknown app is an error with nothing to click.
 */
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { PartnerCodeOutcome, PartnerLoginEvent, PartnerLoginInput } from '../../../machines/partner-login.machine.ts';
import { partnerLoginMachine } from '../../../machines/partner-login.machine.ts';
import { PartnerLoginScreen } from '../../../views/containers/PartnerLoginScreen.tsx';
import { mountedViews } from './mount.ts';

const VIEW_EVENTS: PartnerLoginEvent['type'][] = ['CONTINUE_CLICKED', 'OTHER_ACCOUNT_CHOSEN', 'RETRY_CLICKED'];
const APP = { clientId: 'playa-sandbox', name: 'PLAYA', redirectUri: 'https://app.test/cb/' };

type Deferred<T> = { promise: Promise<T>; resolve(value: T): void };
const deferred = <T,>(): Deferred<T> => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

const { mount, unmount, host } = mountedViews();
const sent = new Set<string>();

function start(input: PartnerLoginInput) {
  const codes: Deferred<PartnerCodeOutcome>[] = [];
  const left: string[] = [];
  let logouts = 0;
  const machine = partnerLoginMachine.provide({
    actions: {
      leaveForApp: (_, params) => void left.push(params.url),
      endSession: () => void logouts++,
    },
    actors: {
      requestCode: fromPromise(() => {
        const d = deferred<PartnerCodeOutcome>();
        codes.push(d);
        return d.promise;
      }),
      sessionChanges: fromCallback(() => {}),
    },
  });
  const actor = createActor(machine, { input });
  const send = actor.send.bind(actor);
  actor.send = (event) => {
    sent.add(event.type);
    send(event);
  };
  actor.start();
  mount(<PartnerLoginScreen screen={actor} />);
  return { actor, codes, left, logouts: () => logouts };
}

const button = (label: string) => [...host().querySelectorAll('button')].find((b) => b.textContent?.trim() === label) as HTMLButtonElement;
const click = (label: string) => act(() => button(label).click());
const settle = async <T,>(d: Deferred<T> | undefined, value: T) => {
  await act(async () => {
    d?.resolve(value);
    await Promise.resolve();
  });
};
const text = () => host().textContent ?? '';
const heading = () => host().querySelector('h1')?.textContent;

describe('the partner login screen', () => {
  it('continues as the signed-in viewer, shows a refusal with a retry, then leaves for the app', async () => {
    const { codes, left } = start({ app: APP, lookupFailed: false, state: 'xyz', email: 'active@demo.test' });
    expect(heading()).toBe('Sign in to continue to PLAYA');
    click('Continue as active@demo.test');
    expect(button('Continue as active@demo.test').disabled).toBe(true);
    expect(text()).toContain('One moment…');
    await settle(codes[0], { ok: false, message: 'Too many requests. Please try again in 1 minute.' });
    expect(host().querySelector('[role="alert"]')?.textContent).toBe('Too many requests. Please try again in 1 minute.');
    expect(left).toEqual([]);
    click('Try again');
    await settle(codes[1], { ok: true, code: 'c0de' });
    expect(left).toEqual(['https://app.test/cb/?code=c0de&state=xyz']);
    expect(text()).toContain('Taking you back to PLAYA…');
  });

  it('uses another account: the site logs out first, and the page waits for it', () => {
    const { actor, logouts } = start({ app: APP, lookupFailed: false, state: null, email: 'active@demo.test' });
    click('Use another account');
    expect(logouts()).toBe(1);
    expect(text()).toContain('One moment…');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('an unknown app, or one that could not be checked: the error and nothing to click but the way home', () => {
    start({ app: null, lookupFailed: false, state: 'xyz', email: 'active@demo.test' });
    expect([heading(), host().querySelector('[role="alert"]')?.textContent]).toEqual(['Sign in to an app', 'This app is not registered.']);
    expect(host().querySelectorAll('button')).toHaveLength(0);
    expect([...host().querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/']);
    unmount();
    start({ app: null, lookupFailed: true, state: 'xyz', email: null });
    expect(host().querySelector('[role="alert"]')?.textContent).toBe('We could not check this app right now. Please, try again later.');
    expect(host().querySelectorAll('button')).toHaveLength(0);
  });

  it('sends every event the view declares', () => {
    expect(VIEW_EVENTS.filter((type) => !sent.has(type))).toEqual([]);
  });
});
