/**
 * Modules and components loaded from chunks of their own on first use (or `preload`): React's lazy with a preload, so
 * the server can have them before it renders (a lazy part's first server render would otherwise stream its content
 * after the page, out of reach of a browser without JavaScript) and the router before it hydrates a route. No router
 * code here, so a lazily loaded chunk that uses these (the VR player's composition) shares nothing with the router's.
 */
import { type ComponentType, use } from 'react';

export type LazyComponent<P> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * A value as a thenable React's `use` reads at once (its status 'fulfilled'). A render that waited on `use` is replayed
 * when the value comes; the replay must call `use` too (with this), or React takes the component's later hooks for
 * updates of a component that never mounted (#467 in production, the page drawn again: #520).
 */
export const fulfilled = <T,>(value: T): Promise<T> & { status: 'fulfilled'; value: T } =>
  Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });

/** A module loaded from its own chunk on first use (or `preload`, which answers it); `useLoaded` suspends a render until it is there. */
export function lazyModule<M>(load: () => Promise<M>) {
  // Once loaded, the module as a `fulfilled` thenable: `use` is called on every render, not only while the chunk is on its way.
  let loaded: Promise<M> | undefined;
  // One promise while the chunk is on its way, so a suspended render waits on the same one; a failed load is tried again
  // (adapters/load-once.ts's rule, which a view may not import).
  let pending: Promise<M> | undefined;
  const loading = () => {
    pending ??= load().then(
      (module) => {
        loaded = fulfilled(module);
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per chunk at module load (like React.lazy), never during a render.
  const useLoaded = (): M => use(loaded ?? loading());
  return { preload: loading, useLoaded };
}

/** A component loaded from its own chunk on first use (or `preload`). */
export function lazyComponent<M extends Record<string, unknown>, K extends keyof M & string>(load: () => Promise<M>, name: K) {
  type Props = M[K] extends ComponentType<infer P> ? P : never;
  const module = lazyModule(load);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per chunk at module load (like React.lazy), never during a render.
  function Lazy(props: Props) {
    const Component = module.useLoaded()[name] as ComponentType<Props>;
    return <Component {...(props as Props & object)} />;
  }
  const preload = async () => {
    await module.preload();
  };
  return Object.assign(Lazy, { preload }) as LazyComponent<Props>;
}
