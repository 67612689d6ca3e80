/** For the 18+ splash's view tests. */
import { act } from 'react';
import { expect, vi } from 'vitest';

/**
 * The splash imported afresh, its modal's code not loaded yet: the unit files share their worker's modules
 * (isolate: false), and an earlier test may have loaded it.
 */
export async function freshSplash() {
  vi.resetModules();
  return (await import('../../../views/chrome/AgeSplash.tsx')).AgeSplash;
}

/** Waits until the modal, whose code the first key press fetches, has replaced the in-place dialog. */
export async function modalInPlace() {
  await vi.waitFor(
    async () => {
      await act(() => new Promise((done) => setTimeout(done, 20)));
      expect(document.querySelector('.age-splash__dialog')).not.toBeNull();
    },
    { timeout: 5000 },
  );
}
