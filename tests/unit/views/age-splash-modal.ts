/** For the 18+ splash's view tests: waits until the modal, whose code the first key press fetches, has replaced the in-place dialog. */
import { act } from 'react';
import { expect, vi } from 'vitest';

export async function modalInPlace() {
  await vi.waitFor(
    async () => {
      await act(() => new Promise((done) => setTimeout(done, 20)));
      expect(document.querySelector('.age-splash__dialog')).not.toBeNull();
    },
    { timeout: 5000 },
  );
}
