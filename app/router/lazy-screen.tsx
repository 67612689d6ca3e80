/**
 * Route components split into their own chunks: a screen container is loaded with its route (the router
 * calls `preload` before rendering, on the server and before hydration, and on intent) and gets the route's
 * loader data. A chunk that fails to load is the client entry's to handle (a reload at most once per 60 s,
 * spec 000 §8); the error reaches the route's error screen otherwise.
 */
import { useMatch } from '@tanstack/react-router';
import { type ComponentType, use } from 'react';

export type LazyComponent<P> = ComponentType<P> & { preload: () => Promise<void> };

/** A module loaded from its own chunk on first use (or `preload`); `useLoaded` suspends a render until it is there. */
export function lazyModule<M>(load: () => Promise<M>) {
  let loaded: M | undefined;
  let loading: Promise<void> | undefined;
  const preload = (): Promise<void> => {
    loading ??= load().then(
      (module) => {
        loaded = module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per chunk at module load (like React.lazy), never during a render.
  const useLoaded = (): M => {
    if (!loaded) use(preload());
    return loaded as M;
  };
  return { preload, useLoaded };
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
  return Object.assign(Lazy, { preload: module.preload }) as LazyComponent<Props>;
}

/** A route component whose screen lives in a chunk of its own, built from `screenSource` (the server preloads it). */
export type ScreenComponent = { preload: () => Promise<void>; screenSource: string };

export const screenSourceOf = (component: unknown): string | undefined =>
  typeof component === 'function' && 'screenSource' in component && typeof component.screenSource === 'string' ? component.screenSource : undefined;

/**
 * A route's component: the lazily loaded screen with the loader data of the route it stands in. `source` is the
 * module `load` imports, relative to the project root, so the server can name the route's chunks in its HTML.
 */
export function lazyScreen<M extends Record<string, unknown>, K extends keyof M & string>(load: () => Promise<M>, name: K, source: string) {
  const Screen = lazyComponent(load, name) as LazyComponent<{ data: unknown }>;
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route at module load, never during a render.
  function RouteScreen() {
    const match = useMatch({ strict: false });
    return <Screen data={match.loaderData} />;
  }
  return Object.assign(RouteScreen, { preload: Screen.preload, screenSource: source });
}
