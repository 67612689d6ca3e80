/**
 * The messenger panel and the guest's 'Get full access' confirm bound to the visit's messenger (MessengerPanelSlot.tsx
 * places it): the panel's code (views/messenger/MessengerPanelScreen.tsx) is fetched when the panel is first shown, the
 * dialog's when it opens.
 */
import { useSelector } from './use-selector.ts';
import { Suspense, lazy } from 'react';
import type { MessengerPanelActor } from '../../machines/messenger-panel.machine.ts';
import { selectPanel, selectPanelVisibility } from '../../machines/messenger.selectors.ts';
import { useVisit } from './VisitContext.tsx';
import type { VisitActors } from './visit-actors.ts';

type MessengerActor = VisitActors['messenger'];

const MessengerPanelScreen = lazy(() => import('../messenger/MessengerPanelScreen.tsx').then((m) => ({ default: m.MessengerPanelScreen })));
const FullAccessDialog = lazy(() => import('../cams/FullAccessDialog.tsx').then((m) => ({ default: m.FullAccessDialog })));

export function MessengerPanelBinding({ messenger }: { messenger: MessengerActor }) {
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
