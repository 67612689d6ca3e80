/**
 * Where the messenger panel goes in the page (spec 002 §2.6): nothing until the panel is first shown, then its code
 * (views/messenger/MessengerPanelScreen.tsx) is fetched; and the confirm a guest gets when asking for a model's chat
 * ('Get full access to Live VR Cams.', §4.7), its dialog code fetched then too.
 */
import { Suspense, lazy } from 'react';
import { useOnDemand } from './VisitContext.tsx';

// Bound to the messenger once it is there (a member's page, once interactive): a guest's page never loads it (issue 35).
const MessengerPanelBinding = lazy(() => import('./MessengerPanelBinding.tsx').then((m) => ({ default: m.MessengerPanelBinding })));

export function MessengerPanelSlot() {
  const messenger = useOnDemand('messenger', { load: false });
  return messenger ? (
    <Suspense fallback={null}>
      <MessengerPanelBinding messenger={messenger} />
    </Suspense>
  ) : null;
}
