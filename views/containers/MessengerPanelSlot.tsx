/**
 * Where the messenger panel goes in the page (spec 002 §2.6): nothing until the panel is first shown, then its code
 * (views/messenger/MessengerPanelScreen.tsx) is fetched; and the confirm a guest gets when asking for a model's chat
 * ('Get full access to Live VR Cams.', §4.7), its dialog code fetched then too.
 */
import { useSelector } from '@xstate/react';
import { Suspense, lazy } from 'react';
import type { MessengerPanelActor } from '../../machines/messenger-panel.machine.ts';
import { selectPanel, selectPanelVisibility } from '../../machines/messenger.selectors.ts';
import { useOnDemand, useVisit } from './VisitContext.tsx';
import type { VisitActors } from './visit-actors.ts';

type MessengerActor = VisitActors['messenger'];

const MessengerPanelScreen = lazy(() => import('../messenger/MessengerPanelScreen.tsx').then((m) => ({ default: m.MessengerPanelScreen })));
const FullAccessDialog = lazy(() => import('../cams/FullAccessDialog.tsx').then((m) => ({ default: m.FullAccessDialog })));

export function MessengerPanelSlot() {
  const messenger = useOnDemand('messenger', { load: false });
  return messenger ? <Slot messenger={messenger} /> : null;
}

function Slot({ messenger }: { messenger: MessengerActor }) {
  const panel = useSelector(messenger, selectPanel);
  const dialog = useSelector(messenger, (s) => s.context.dialog);
  return (
    <>
      {panel ? <Panel messenger={messenger} panel={panel} /> : null}
      {dialog === 'fullAccess' ? (
        <Suspense fallback={null}>
          <FullAccessDialog onClose={() => messenger.send({ type: 'DIALOG_CLOSED' })} />
        </Suspense>
      ) : null}
    </>
  );
}

function Panel({ messenger, panel }: { messenger: MessengerActor; panel: MessengerPanelActor }) {
  const { site } = useVisit();
  const visible = useSelector(panel, (s) => selectPanelVisibility(s) !== 'hidden');
  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <MessengerPanelScreen messenger={messenger} panel={panel} camListSlug={site.camListSlug} />
    </Suspense>
  );
}
