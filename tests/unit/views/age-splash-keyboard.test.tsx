// @vitest-environment jsdom
/**
 * The 18+ splash turns into its react-aria modal on the first key press: the control a keyboard visitor had reached
 * in the in-place dialog meanwhile keeps focus in the modal, instead of focus jumping back to the dialog.
 */
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { freshSplash, modalInPlace } from './age-splash-modal.ts';
import { mountedViews } from './mount.ts';

const { mount } = mountedViews();
const noop = () => {};

describe('AgeSplash from the keyboard', () => {
  it('keeps focus on the control reached in the in-place dialog when the modal takes over', async () => {
    const AgeSplash = await freshSplash();
    const host = mount(<AgeSplash isOpen onAgree={noop} today="March 3, 2031" termsHref="/terms-and-conditions/" onOpenTerms={noop} />);
    const inPlaceLink = host.querySelector<HTMLAnchorElement>('a.age-splash__terms');
    expect(inPlaceLink).not.toBeNull();
    act(() => {
      inPlaceLink?.focus();
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    });
    // While the modal's code is on its way the in-place dialog stays as it is, focus where the visitor left it.
    expect(inPlaceLink?.isConnected).toBe(true);
    expect(document.activeElement).toBe(inPlaceLink);
    // The modal's code arrives: its own Terms of Service link, not the one it replaced, holds focus.
    await modalInPlace();
    const modalLink = document.querySelector('.age-splash__dialog a.age-splash__terms');
    expect(modalLink).not.toBe(inPlaceLink);
    expect(document.activeElement).toBe(modalLink);
  });

  it("goes round the in-place dialog's controls with Tab until the modal is in place (the page behind is inert)", async () => {
    const AgeSplash = await freshSplash();
    const host = mount(<AgeSplash isOpen onAgree={noop} today="March 3, 2031" termsHref="/terms-and-conditions/" onOpenTerms={noop} />);
    const controls = Array.from(host.querySelectorAll<HTMLElement>('.age-splash a[href], .age-splash button'));
    const first = controls[0];
    const last = controls[controls.length - 1];
    expect(controls.length).toBeGreaterThan(1);
    const press = (shiftKey: boolean) => {
      const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
      document.activeElement?.dispatchEvent(event);
      return event.defaultPrevented;
    };
    // Past the last control: back to the first; before the first: the last; in between the browser's own order.
    last?.focus();
    expect(press(false)).toBe(true);
    expect(document.activeElement).toBe(first);
    expect(press(true)).toBe(true);
    expect(document.activeElement).toBe(last);
    controls[1]?.focus();
    expect(press(false)).toBe(false);
    expect(document.activeElement).toBe(controls[1]);
    // The first press asked for the modal: it takes over within the test.
    await modalInPlace();
  });
});
