// @vitest-environment jsdom
/**
 * The 18+ splash's Terms of Service panel opened with the keyboard before the splash's react-aria modal has arrived
 * (its code is fetched on the first key press): the modal, replacing the in-place dialog, leaves focus in the panel,
 * and closing the panel gives focus back to the modal's Terms of Service link. The modal's code must not have been
 * loaded by an earlier test: the unit files share their worker's modules (isolate: false), so the splash is imported
 * afresh here, whichever file ran before.
 */
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { freshSplash, modalInPlace } from './age-splash-modal.ts';
import { mountedViews } from './mount.ts';

const { mount, rerender } = mountedViews();
const noop = () => {};
const termsOpen = { loading: false, closing: false, title: 'Terms and Conditions', text: '<p>The terms.</p>' };

describe('AgeSplash with its Terms of Service panel open', () => {
  it('leaves focus in a Terms of Service panel opened before the modal took over, and closing it goes back to the link', async () => {
    const AgeSplash = await freshSplash();
    const splash = (terms: typeof termsOpen | null) => (
      <AgeSplash
        isOpen
        onAgree={noop}
        today="March 3, 2031"
        termsHref="/terms-and-conditions/"
        onOpenTerms={noop}
        terms={terms}
        onCloseTerms={noop}
      />
    );
    const host = mount(splash(null));
    act(() => host.querySelector<HTMLAnchorElement>('a.age-splash__terms')?.focus());
    // The first key press fetches the modal's code; Enter on the link opens the panel (the machine's view comes back
    // as the prop) before the code arrives.
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    });
    rerender(splash(termsOpen));
    expect(document.querySelector('.age-splash__dialog')).toBeNull();
    expect(document.activeElement?.textContent).toBe('Close');
    await modalInPlace();
    expect(document.activeElement?.closest('.terms-panel')).not.toBeNull();
    expect(document.activeElement?.textContent).toBe('Close');
    rerender(splash(null));
    expect(document.activeElement).toBe(document.querySelector('.age-splash__dialog a.age-splash__terms'));
  });
});
