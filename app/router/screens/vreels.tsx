/**
 * The /vreels/ route's component (DESIGN 'Composition': a screen machine is started by its route): the vreels
 * machine with the loader's clip count and autoplay fact as input, and its screen, both loaded lazily
 * (vreels-machine-screen.tsx: swiper and the machine live in that chunk only).
 */
import { useMatch } from '@tanstack/react-router';
import type { Vreel } from '../../../contracts/vreels.ts';
import { lazyComponent } from '../lazy-screen.tsx';

const VreelsMachineScreen = lazyComponent(() => import('./vreels-machine-screen.tsx'), 'VreelsMachineScreen');

export function VreelsRoute() {
  const match = useMatch({ strict: false });
  const { items = [], autoplay = false } = (match.loaderData ?? {}) as { items?: Vreel[]; autoplay?: boolean };
  return <VreelsMachineScreen key={autoplay ? 'autoplay' : 'button'} items={items} autoplay={autoplay} />;
}

export const vreelsRouteComponent = Object.assign(VreelsRoute, {
  preload: VreelsMachineScreen.preload,
});
