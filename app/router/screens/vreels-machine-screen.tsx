/**
 * The vreels machine and its screen, in the screen's own chunk (the machine is not in other pages' first load):
 * the route's loader facts (clip count, autoplay) are the machine's input, so the server renders its first state.
 */
import { useActorRef } from '@xstate/react';
import type { Vreel } from '../../../contracts/vreels.ts';
import { vreelsMachine } from '../../../machines/vreels.machine.ts';
import { VreelsScreen } from '../../../views/containers/VreelsScreen.tsx';

export function VreelsMachineScreen({ items, autoplay }: { items: Vreel[]; autoplay: boolean }) {
  const screen = useActorRef(vreelsMachine, { input: { count: items.length, autoplay } });
  return <VreelsScreen screen={screen} items={items} />;
}
