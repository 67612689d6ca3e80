/**
 * The AI-mask pop-up of an AI-mask video's page (spec 000 §2.4; issue 12): the route starts its machine, provided by
 * the router context's factory, once the page runs in the browser (the server's HTML has no pop-up), and shows the
 * pop-up's view while the machine says it is open. The machine and the view load from chunks of their own.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, useMemo } from 'react';
import { useIsSSR } from 'react-aria';
import { lazyComponent, lazyModule } from '../lazy-chunk.tsx';
import type { ScreenFactories } from '../screens.ts';

const machineModule = lazyModule(() => import('../../../machines/ai-mask-popup.machine.ts'));
const AiMaskPopupView = lazyComponent(() => import('../../../views/catalogue/AiMaskPopup.tsx'), 'AiMaskPopup');

function ComposedAiMaskPopup({ screens }: { screens: ScreenFactories }) {
  const { aiMaskPopupMachine } = machineModule.useLoaded();
  const machine = useMemo(() => screens.aiMaskPopup(aiMaskPopupMachine), [screens, aiMaskPopupMachine]);
  const popup = useActorRef(machine);
  const open = useSelector(popup, (s) => s.hasTag('open'));
  const settings = useSelector(popup, (s) => s.context.settings);
  if (!open || !settings) return null;
  return <AiMaskPopupView settings={settings} onClose={() => popup.send({ type: 'CLOSED' })} onFollow={() => popup.send({ type: 'FOLLOWED' })} />;
}

export function AiMaskPopupSlot({ screens }: { screens: ScreenFactories }) {
  if (useIsSSR()) return null;
  return (
    <Suspense fallback={null}>
      <ComposedAiMaskPopup screens={screens} />
    </Suspense>
  );
}
