/**
 * Route components split into their own chunks: a screen container is loaded with its route (the router
 * calls `preload` before rendering, on the server and before hydration, and on intent) and gets the route's
 * loader data. A chunk that fails to load is the client entry's to handle (a reload at most once per 60 s,
 * spec 000 §8); the error reaches the route's error screen otherwise.
 */
import { useMatch, useRouteContext } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { type LazyComponent, lazyComponent, lazyModule } from '../../views/ui/lazy.tsx';

export { type LazyComponent, lazyComponent, lazyModule } from '../../views/ui/lazy.tsx';

/** A route component whose screen lives in chunks of their own, built from `screenSource` (the server lists them). */
export type ScreenComponent = { preload: () => Promise<void>; screenSource: string | readonly string[] };

/** The modules a route component's chunks are built from (none for a component in the entry). */
export const screenSourcesOf = (component: unknown): readonly string[] => {
  if (typeof component !== 'function' || !('screenSource' in component)) return [];
  const source = component.screenSource;
  return typeof source === 'string' ? [source] : Array.isArray(source) ? source : [];
};

/**
 * A route's component: the lazily loaded screen with the loader data of the route it stands in (and the router
 * context's services). `source` is the
 * module `load` imports, relative to the project root, so the server can name the route's chunks in its HTML.
 */
export function lazyScreen<M extends Record<string, unknown>, K extends keyof M & string>(load: () => Promise<M>, name: K, source: string) {
  const Screen = lazyComponent(load, name) as LazyComponent<{ data: unknown; services: unknown }>;
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route at module load, never during a render.
  function RouteScreen() {
    const match = useMatch({ strict: false });
    // The visit's services too, for a screen that composes a machine (its chunk then needs no router hook).
    const { services } = useRouteContext({ strict: false }) as { services?: unknown };
    return <Screen data={match.loaderData} services={services} />;
  }
  return Object.assign(RouteScreen, { preload: Screen.preload, screenSource: source });
}

/**
 * A route component that composes its screen's machines (app/router/screens/), loaded with its route as the screen is:
 * the module's `name` export rendered as it is (it reads the router itself), its own `preload` (the screen's chunks)
 * run after the module arrives. `sources` names the module and the screen it loads, so the server lists both chunks.
 */
export function lazyRoute<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  sources: readonly string[],
) {
  const module = lazyModule(load);
  const inner = (loaded: M) => loaded[name] as ComponentType & { preload?: () => Promise<void> };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route at module load, never during a render.
  function LazyRoute() {
    const Route = inner(module.useLoaded());
    return <Route />;
  }
  const preload = async () => {
    await inner(await module.preload()).preload?.();
  };
  return Object.assign(LazyRoute, { preload, screenSource: sources });
}
