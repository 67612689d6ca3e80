/**
 * The vreels machine (its module, app/screen-machines/vreels.ts) and its screen, in the screen's own chunk (the
 * machine is not in other pages' first load): the route's loader facts (clip count, autoplay) are the machine's input,
 * so the server renders its first state.
 */
import { useActorRef } from '@xstate/react';
import type { Vreel } from '../../../contracts/vreels.ts';
import { vreels } from '../../screen-machines/vreels.ts';
import { VreelsScreen } from '../../../views/containers/VreelsScreen.tsx';

export function VreelsMachineScreen({ items, autoplay }: { items: Vreel[]; autoplay: boolean }) {
  const screen = useActorRef(vreels.provide(undefined), { input: { count: items.length, autoplay } });
  return <VreelsScreen screen={screen} items={items} />;
}
