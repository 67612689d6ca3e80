// @vitest-environment jsdom
/**
 * The account removal and e-mail change containers (spec 001 §2 'Account actions'; DESIGN 'Every declared event has a
 * sender'): each event of the two machines is sent by what a visitor does on the page, and the page follows the tags.
 */
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromPromise } from 'xstate';
import { type ActionOutcome, type RemovalOutcome, accountRemovalMachine } from '../../../machines/account-removal.machine.ts';
import { type ConfirmOutcome, emailChangeMachine } from '../../../machines/email-change.machine.ts';
import { AccountRemovalScreen, EmailChangeScreen } from '../../../views/containers/AccountActionScreens.tsx';
import { mountedViews } from './mount.ts';

const { mount, unmount, host } = mountedViews();

const type = (input: HTMLInputElement, value: string) => {
  act(() => {
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
};
const click = (el: Element) => act(() => (el as HTMLElement).click());
const button = (name: string) => [...host().querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement;
/** The events sent to an actor from outside (the view), not by its own actors. */
const fromOutside = (sent: AnyEventObject[]) => (e: { type: string; sourceRef?: unknown; event?: AnyEventObject }) => {
  if (e.type === '@xstate.event' && !e.sourceRef && e.event && !e.event.type.startsWith('xstate.')) sent.push(e.event);
};
const settle = () => act(() => new Promise((r) => setTimeout(r, 0)));

describe('account removal page', () => {
  it('sends REMOVAL_FIELD_EDITED, REMOVAL_SUBMITTED and, from the link, REMOVE_CONFIRMED', async () => {
    const sent: AnyEventObject[] = [];
    const form = createActor(
      accountRemovalMachine.provide({ actors: { initAccountRemoval: fromPromise<ActionOutcome>(async () => ({ ok: true })) as never } }),
      {
        input: {},
        inspect: fromOutside(sent),
      },
    ).start();
    mount(<AccountRemovalScreen removal={form} />);
    const [email, password] = [...host().querySelectorAll('input')];
    type(email as HTMLInputElement, 'jo@example.test');
    type(password as HTMLInputElement, 'secret');
    click(button('Send the confirmation e-mail'));
    await settle();
    expect(sent.map((e) => e.type)).toEqual(expect.arrayContaining(['REMOVAL_FIELD_EDITED', 'REMOVAL_SUBMITTED']));
    expect(host().textContent).toContain('Check your e-mail to confirm.');
    unmount();

    const link = createActor(
      accountRemovalMachine.provide({
        actors: { removeAccount: fromPromise<RemovalOutcome>(async () => ({ ok: true, signedInRemoved: false })) as never },
      }),
      { input: { token: 'T' } },
    ).start();
    mount(<AccountRemovalScreen removal={link} />);
    expect(host().textContent).toContain('This cannot be undone.');
    click(button('Remove my account'));
    await settle();
    expect(host().querySelector('h1')?.textContent).toBe('Your account has been removed');
  });
});

describe('e-mail change page', () => {
  it('sends CHANGE_FIELD_EDITED and CHANGE_SUBMITTED; a failed confirmation offers CONFIRM_RETRIED', async () => {
    const sent: AnyEventObject[] = [];
    const form = createActor(
      emailChangeMachine.provide({ actors: { requestEmailChange: fromPromise<ActionOutcome>(async () => ({ ok: true })) as never } }),
      {
        input: {},
        inspect: fromOutside(sent),
      },
    ).start();
    mount(<EmailChangeScreen change={form} />);
    type(host().querySelector('input') as HTMLInputElement, 'new@example.test');
    click(button('Send the confirmation link'));
    await settle();
    expect(sent.map((e) => e.type)).toEqual(expect.arrayContaining(['CHANGE_FIELD_EDITED', 'CHANGE_SUBMITTED']));
    expect(host().textContent).toContain('We sent a link to confirm the change to new@example.test.');
    unmount();

    let answers = 0;
    const link = createActor(
      emailChangeMachine.provide({
        actors: {
          confirmEmailChange: fromPromise<ConfirmOutcome>(async () =>
            answers++ === 0
              ? { ok: false as const, status: 500, message: 'Uh-oh... Something went wrong.' }
              : { ok: true as const, email: 'new@example.test' },
          ) as never,
        },
      }),
      { input: { token: 'T' } },
    ).start();
    mount(<EmailChangeScreen change={link} />);
    await settle();
    click(button('Try again'));
    await settle();
    expect(host().textContent).toContain('You now log in with new@example.test.');
  });
});
