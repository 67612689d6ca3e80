/**
 * Route components of video and model lists (spec 000 §2.1: the layout type is restored from the cookies
 * videosLayoutType and modelsLayoutType). The choice is read from the visitor's cookie through the services' jar —
 * the request's on the server, document.cookie in the browser — so the server renders the chosen layout and the
 * hydrated page agrees; a switch sets the cookie for a year (path /) and re-renders the list. A preference without
 * timings or states beyond its value: no machine.
 */
import { useMatch, useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { LAYOUT_COOKIES, LAYOUT_COOKIE_MAX_AGE, type LayoutKind, type ListLayout, parseLayout } from '../../../domain/list-layout.ts';
import { type LazyComponent, lazyComponent } from '../lazy-screen.tsx';
import type { Services } from '../services.ts';

export interface LayoutProps {
  layout: ListLayout;
  onLayoutChange: (layout: ListLayout) => void;
}

/** The visitor's layout of one kind of list and its setter. */
function useListLayout(kind: LayoutKind): LayoutProps {
  const { services } = useRouteContext({ strict: false }) as { services: Services };
  const cookie = LAYOUT_COOKIES[kind];
  const [layout, setLayout] = useState(() => parseLayout(services.cookies.get(cookie)));
  return {
    layout,
    onLayoutChange: (next) => {
      services.cookies.set(cookie, next, { maxAge: LAYOUT_COOKIE_MAX_AGE, path: '/' });
      setLayout(next);
    },
  };
}

/** A list route's component: the lazily loaded screen with the route's loader data and the visitor's layout of `kind`. */
export function layoutScreen<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  source: string,
  kind: LayoutKind,
) {
  const Screen = lazyComponent(load, name) as unknown as LazyComponent<{ data: unknown } & LayoutProps>;
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route at module load, never during a render.
  function ListRouteScreen() {
    const match = useMatch({ strict: false });
    const layout = useListLayout(kind);
    return <Screen data={match.loaderData} {...layout} />;
  }
  return Object.assign(ListRouteScreen, { preload: Screen.preload, screenSource: source });
}
