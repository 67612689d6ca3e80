/**
 * The AI-mask pop-up of an AI-mask video's page (spec 000 §2.4): the route starts its machine, provided by its module
 * (app/screen-machines/ai-mask-popup.ts), once the page runs in the browser (the server's HTML has no pop-up), and shows the
 * pop-up's view while the machine says it is open. The machine and the view load from chunks of their own.
 */
import { useActorRef } from '@xstate/react';
import { useSelector } from '../../../views/containers/use-selector.ts';
import { Suspense, useMemo } from 'react';
import { useIsSSR } from '../../../views/chrome/use-is-ssr.ts';
import { lazyComponent, lazyModule } from '../../../views/ui/lazy.tsx';
import type { Services } from '../services.ts';

const machineModule = lazyModule(() => import('../../screen-machines/ai-mask-popup.ts'));
const AiMaskPopupView = lazyComponent(() => import('../../../views/catalogue/AiMaskPopup.tsx'), 'AiMaskPopup');

function ComposedAiMaskPopup({ services }: { services: Services }) {
  const { aiMaskPopup } = machineModule.useLoaded();
  const machine = useMemo(() => aiMaskPopup.provide(services), [aiMaskPopup, services]);
  const popup = useActorRef(machine);
  const open = useSelector(popup, (s) => s.hasTag('open'));
  const settings = useSelector(popup, (s) => s.context.settings);
  if (!open || !settings) return null;
  return <AiMaskPopupView settings={settings} onClose={() => popup.send({ type: 'CLOSED' })} onFollow={() => popup.send({ type: 'FOLLOWED' })} />;
}

export function AiMaskPopupSlot({ services }: { services: Services }) {
  if (useIsSSR()) return null;
  return (
    <Suspense fallback={null}>
      <ComposedAiMaskPopup services={services} />
    </Suspense>
  );
}
