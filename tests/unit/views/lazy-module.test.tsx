// @vitest-environment jsdom
/**
 * A module loaded on first use (views/ui/lazy.tsx `lazyModule`): a component that waits for it with `useLoaded` and
 * calls hooks after it renders once the module is there. React replays a component that suspended on `use` when what
 * it waited for comes during the same render; the replay must call `use` again, or the hooks after it are taken for
 * updates of a component that never mounted (React #467, 'Update hook called on initial render': #520 in production,
 * the whole page drawn again in the browser). React's development build says so on the console instead.
 */
import { Suspense, startTransition, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from '../../../views/ui/lazy.tsx';

/** Waits until `done`, for at most 5 s (the whole unit project on two cores can hold a 20 ms timer for long). */
const settled = async (done: () => boolean) => {
  const until = Date.now() + 5000;
  while (!done() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('a lazily loaded module', () => {
  it.each(['a transition', 'a default update'])(
    'renders the component that waited for it, hooks after the wait included, without an error (%s)',
    async (kind) => {
      const module = lazyModule(() => new Promise<{ greeting: string }>((resolve) => setTimeout(() => resolve({ greeting: 'Hello' }), 20)));
      // biome-ignore lint/correctness/noComponentHookFactories: one component per case, each with a module of its own that has not loaded yet.
      function Greeting() {
        const { greeting } = module.useLoaded();
        const [name] = useState('visitor');
        return <p>{`${greeting}, ${name}`}</p>;
      }
      const host = document.createElement('div');
      // Drawn as a browser draws, outside act: a view test before it in this worker (isolate: false) may have left React's
      // act environment on, which would take every update here for a test's mistake.
      const g = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
      const actEnvironment = g.IS_REACT_ACT_ENVIRONMENT;
      g.IS_REACT_ACT_ENVIRONMENT = false;
      const errors: unknown[] = [];
      const logged = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => errors.push(args.join(' ')));
      const root = createRoot(host, { onRecoverableError: (error) => errors.push(error), onUncaughtError: (error) => errors.push(error) });
      const draw = () =>
        root.render(
          <Suspense fallback={<p>loading</p>}>
            <Greeting />
          </Suspense>,
        );
      if (kind === 'a transition') startTransition(draw);
      else draw();
      await settled(() => host.textContent === 'Hello, visitor' || errors.length > 0);
      expect(errors).toEqual([]);
      expect(host.textContent).toBe('Hello, visitor');
      root.unmount();
      logged.mockRestore();
      g.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    },
  );
});
