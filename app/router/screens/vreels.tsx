/**
 * The /vreels/ route's component (DESIGN 'Composition': a screen machine is started by its route): the vreels
 * machine with the loader's clip count and autoplay fact as input (so the server renders the same first state), and
 * the lazily loaded screen (swiper lives in its chunk only) with its actor and the clips.
 */
import { useMatch } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import type { Vreel } from '../../../contracts/vreels.ts';
import { vreelsMachine } from '../../../machines/vreels.machine.ts';
import { lazyComponent } from '../lazy-screen.tsx';

const VreelsScreen = lazyComponent(() => import('../../../views/containers/VreelsScreen.tsx'), 'VreelsScreen');

function VreelsMachineScreen({ items, autoplay }: { items: Vreel[]; autoplay: boolean }) {
  const screen = useActorRef(vreelsMachine, { input: { count: items.length, autoplay } });
  return <VreelsScreen screen={screen} items={items} />;
}

export function VreelsRoute() {
  const match = useMatch({ strict: false });
  const { items = [], autoplay = false } = (match.loaderData ?? {}) as { items?: Vreel[]; autoplay?: boolean };
  return <VreelsMachineScreen key={autoplay ? 'autoplay' : 'button'} items={items} autoplay={autoplay} />;
}

export const vreelsRouteComponent = Object.assign(VreelsRoute, {
  preload: VreelsScreen.preload,
  screenSource: 'views/containers/VreelsScreen.tsx',
});
