// @vitest-environment jsdom
/**
 * The 'Membership Info' page bound to its machine (spec 001 §2 'Member dashboard' Membership info; DESIGN 'Every
 * declared event has a sender'): the fields and the memberships rendered from the machine's facts, 'Cancel' only on
 * a cancellable membership, its confirmation dialog ('Keep membership' sends CANCEL_KEPT, 'Cancel membership'
 * CANCEL_CONFIRMED), the result or the refusal shown.
 */
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { membershipCancelEntry } from '../../../app/atlas/membership-cancel.ts';
import { type CancelOutcome, type MembershipInfoData, membershipCancelMachine } from '../../../machines/membership-cancel.machine.ts';
import { MembershipInfoScreen } from '../../../views/containers/MembershipInfoScreen.tsx';
import { mountedViews } from './mount.ts';

const { mount: mountView, host } = mountedViews();

const input = membershipCancelEntry.inputs['active member, one membership here and one on another site'];

function mount(outcome: CancelOutcome) {
  const sent: string[] = [];
  const actor = createActor(
    membershipCancelMachine.provide({
      actors: {
        cancelMembership: fromPromise<CancelOutcome, { membershipUuid: string }>(async () => outcome),
        loadMembershipInfo: fromPromise<MembershipInfoData, void>(async () => ({ info: null, memberships: [] })),
      },
    }),
    { input, inspect: (e) => void (e.type === '@xstate.event' && e.event.type.startsWith('CANCEL_') && sent.push(e.event.type)) },
  ).start();
  mountView(<MembershipInfoScreen cancel={actor} />);
  return { actor, sent };
}

const byText = (text: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === text);
const click = async (el: Element | undefined) => {
  await act(async () => {
    (el as HTMLElement).dispatchEvent(new MouseEvent('click', { bubbles: true }));
  });
};
const press = async (el: Element | undefined) => {
  // react-aria buttons act on pointer up after down; a keyboard Enter is the simplest in jsdom.
  await act(async () => {
    (el as HTMLElement).focus();
    el?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    el?.dispatchEvent(new KeyboardEvent('keyup', { key: 'Enter', bubbles: true }));
  });
};

/**
 * The confirmation's code comes when first reached for: wait until the dialog is in (its first import in a busy
 * worker took over vitest's default second in a full run).
 */
const dialogShown = () =>
  vi.waitFor(
    async () => {
      await act(async () => {});
      expect(document.querySelector('[role="alertdialog"]')).not.toBeNull();
    },
    { timeout: 10_000 },
  );

describe('membership info page', () => {
  it('renders every field and the memberships, Cancel only on this site’s active one', () => {
    mount({ ok: true, status: 'canceled', accessUntil: 1, message: 'Canceled.' });
    expect(host().querySelector('h1')?.textContent).toBe('Membership Info');
    const terms = [...host().querySelectorAll('dt')].map((d) => d.textContent);
    expect(terms).toContain('Payment system');
    expect(terms).toContain('Downgrade at next rebill');
    const rows = [...host().querySelectorAll('tbody tr')].map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['1 Month', 'This site', 'Active', 'Yes', 'Cancel'],
      ['LumenAR Member Plus', 'Other network site (LumenAR)', 'Active', 'Yes', ''],
    ]);
    expect(host().querySelector('button')?.getAttribute('aria-label')).toBe('Cancel 1 Month membership');
  });

  it('asks for a confirmation; keep closes it, confirm cancels and shows the server’s message', async () => {
    const { sent } = mount({ ok: true, status: 'canceled', accessUntil: 1, message: 'Your membership has been canceled.' });
    await click(byText('Cancel'));
    await dialogShown();
    expect(document.querySelector('[role="alertdialog"]')?.textContent).toContain('Cancel your membership?');
    await press(byText('Keep membership'));
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
    await click(byText('Cancel'));
    await dialogShown();
    await press(byText('Cancel membership'));
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(sent).toEqual(['CANCEL_CLICKED', 'CANCEL_KEPT', 'CANCEL_CLICKED', 'CANCEL_CONFIRMED']);
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
    expect(host().querySelector('[role="status"]')?.textContent).toBe('Your membership has been canceled.');
    expect(document.activeElement?.textContent).toBe('Your membership has been canceled.');
    expect([...host().querySelectorAll('tbody tr')][0]?.querySelectorAll('td')[1]?.textContent).toBe('Canceled');
    expect(byText('Cancel')).toBeUndefined();
  });

  it('shows a refusal as an alert', async () => {
    mount({ ok: false, status: 409, message: 'This membership is already canceled.' });
    await click(byText('Cancel'));
    await dialogShown();
    await press(byText('Cancel membership'));
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(host().querySelector('[role="alert"]')?.textContent).toBe('This membership is already canceled.');
    expect(byText('Cancel')).toBeDefined();
  });
});
