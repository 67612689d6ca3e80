/**
 * The atlas machine page's screen as its route composes it: the container gets the sandbox's starter, a
 * dynamic import of app/atlas/sandbox.ts (the registry, fake actors, the simulated clock), loaded when the viewer
 * starts a sandbox, so neither this page's first load nor any other route's carries it.
 */
import type { ComponentProps } from 'react';
import type { StartSandbox } from '../../../views/atlas/sandbox-types.ts';
import { AtlasMachineScreen } from '../../../views/containers/AtlasScreens.tsx';

const loadSandbox = (): Promise<StartSandbox> => import('../../atlas/sandbox.ts').then((m) => m.startSandbox);

export function AtlasMachineRoute({ data }: Pick<ComponentProps<typeof AtlasMachineScreen>, 'data'>) {
  return <AtlasMachineScreen data={data} loadSandbox={loadSandbox} />;
}
