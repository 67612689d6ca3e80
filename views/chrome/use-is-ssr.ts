/**
 * True while rendering on the server and during the hydrating render, false afterwards. Lets an overlay that
 * react-aria would portal (and so leave out of the server HTML) render in place until the page is hydrated,
 * so the server HTML and the first client render match.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useIsSSR(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
}
