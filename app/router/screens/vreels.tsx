/**
 * The /vreels/ route's component (DESIGN 'Composition': a screen machine is started by its route): the vreels machine
 * (its module, app/screen-machines/vreels.ts; in the first page, after the screen: screen-actor.tsx) with the loader's
 * clip count and autoplay fact as input, and its screen, loaded lazily (swiper comes when the feed is reached for).
 */
import { useMatch } from '@tanstack/react-router';
import type { Vreel } from '../../../contracts/vreels.ts';
import { lazyComponent } from '../lazy-screen.tsx';
import { screenMachine, useScreenActor } from '../screen-actor.tsx';

const VreelsScreen = lazyComponent(() => import('../../../views/containers/VreelsScreen.tsx'), 'VreelsScreen');
export const vreelsMachine = screenMachine('vreels', () => import('../../screen-machines/vreels.ts'), [{ type: 'NEXT' }, { type: 'PREV' }]);

function VreelsMachineScreen({ items, autoplay }: { items: Vreel[]; autoplay: boolean }) {
  const [screen, snapshot] = useScreenActor(vreelsMachine, ({ vreels }) => ({
    machine: vreels.provide(undefined),
    input: { count: items.length, autoplay },
  }));
  return (
    <>
      <VreelsScreen screen={screen} items={items} />
      {snapshot}
    </>
  );
}

export function VreelsRoute() {
  const match = useMatch({ strict: false });
  const { items = [], autoplay = false } = (match.loaderData ?? {}) as { items?: Vreel[]; autoplay?: boolean };
  return <VreelsMachineScreen key={autoplay ? 'autoplay' : 'button'} items={items} autoplay={autoplay} />;
}

export const vreelsRouteComponent = Object.assign(VreelsRoute, {
  preload: () => Promise.all([VreelsScreen.preload(), vreelsMachine.preload()]).then(() => {}),
});
