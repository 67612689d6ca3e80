// @vitest-environment jsdom
/**
 * The 18+ splash turns into its react-aria modal on the first key press: the control a keyboard visitor had reached
 * in the in-place dialog meanwhile keeps focus in the modal, instead of focus jumping back to the dialog.
 */
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { AgeSplash } from '../../../views/chrome/AgeSplash.tsx';
import { modalInPlace } from './age-splash-modal.ts';
import { mountedViews } from './mount.ts';

const { mount } = mountedViews();
const noop = () => {};

describe('AgeSplash from the keyboard', () => {
  it('keeps focus on the control reached in the in-place dialog when the modal takes over', async () => {
    const host = mount(<AgeSplash isOpen onAgree={noop} today="March 3, 2031" termsHref="/terms-and-conditions/" onOpenTerms={noop} />);
    const inPlaceLink = host.querySelector<HTMLAnchorElement>('a.age-splash__terms');
    expect(inPlaceLink).not.toBeNull();
    await act(async () => {
      inPlaceLink?.focus();
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    });
    // The modal's code arrives: its own Terms of Service link, not the one it replaced, holds focus.
    await modalInPlace();
    const modalLink = document.querySelector('.age-splash__dialog a.age-splash__terms');
    expect(modalLink).not.toBe(inPlaceLink);
    expect(document.activeElement).toBe(modalLink);
  });
});
