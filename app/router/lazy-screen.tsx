/**
 * Route components split into their own chunks: a screen container is loaded with its route (the router
 * preloads it before rendering, on the server and before hydration) and gets the route's loader data.
 */
import { lazyRouteComponent, useMatch } from '@tanstack/react-router';
import type { ComponentType } from 'react';

type Screen = ComponentType<{ data: never }>;

type LazyScreen = ComponentType<{ data: unknown }> & { preload: () => Promise<void> };

/** Renders a lazily loaded screen with the loader data of the route it stands in. */
function RouteScreen({ screen: Screen }: { screen: LazyScreen }) {
  const match = useMatch({ strict: false });
  return <Screen data={match.loaderData} />;
}

export function lazyScreen<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  const screen = lazyRouteComponent(load as () => Promise<Record<string, Screen>>, name) as unknown as LazyScreen;
  return Object.assign(() => <RouteScreen screen={screen} />, { preload: screen.preload });
}
