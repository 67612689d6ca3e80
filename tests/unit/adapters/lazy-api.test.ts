/** A client loaded on its first call (adapters/lazy-api.ts): calls wait for it, it is built once, a failed load is tried again. */
import { describe, expect, it } from 'vitest';
import { lazyApi } from '../../../adapters/lazy-api.ts';

type Api = { twice(n: number): Promise<number>; name(): Promise<string> };

describe('lazyApi', () => {
  it('loads the client on the first call only, and every call reaches it with its arguments', async () => {
    let loads = 0;
    const api = lazyApi<Api>(async () => {
      loads += 1;
      return { twice: async (n) => n * 2, name: async () => 'content' };
    });
    expect(loads).toBe(0);
    expect(await Promise.all([api.twice(2), api.twice(5), api.name()])).toEqual([4, 10, 'content']);
    expect(loads).toBe(1);
  });

  it('is no promise itself, so awaiting the client does not call it', async () => {
    let loads = 0;
    const api = lazyApi<Api>(async () => {
      loads += 1;
      return { twice: async (n) => n * 2, name: async () => '' };
    });
    expect(await Promise.resolve(api)).toBe(api);
    expect(loads).toBe(0);
  });

  it('asks for the code again after a failed load (a chunk that did not arrive)', async () => {
    let attempts = 0;
    const api = lazyApi<Api>(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk failed');
      return { twice: async (n) => n * 2, name: async () => '' };
    });
    await expect(api.twice(1)).rejects.toThrow('chunk failed');
    expect(await api.twice(3)).toBe(6);
  });
});
