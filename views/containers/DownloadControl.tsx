/**
 * The video page's Download control (spec 000 §2.4 'Download control', §8 download alerts), bound to the download
 * machine its route started: the Download button, the 'Download Full Video' modal while the options are open and the
 * alert a refusal picked. It renders snapshots and sends events; the rules live in the machine and domain. The
 * dialogs' code is not part of the page's first load.
 */
import { useSelector } from './use-selector.ts';
import { Suspense, lazy } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { Video } from '../../contracts/content-api.ts';
import type { downloadMachine } from '../../machines/download.machine.ts';
import { selectAlert, selectDownloading, selectOptionsOpen } from '../../machines/download.selectors.ts';
import { DownloadButton } from '../catalogue/DownloadButton.tsx';

// The dialogs (react-aria's modal and select) come in a chunk of their own, fetched when the visitor reaches for
// the Download button (pointer over it, focus, touch) or, at the latest, when the machine opens them.
const loadDialogs = () => import('../catalogue/DownloadDialogs.tsx');
const DownloadModal = lazy(() => loadDialogs().then((m) => ({ default: m.DownloadModal })));
const DownloadAlert = lazy(() => loadDialogs().then((m) => ({ default: m.DownloadAlert })));

export type DownloadRef = ActorRefFrom<typeof downloadMachine>;

export function DownloadControl({ download, video, app }: { download: DownloadRef; video: Video; app: { name: string; url: string } }) {
  const open = useSelector(download, selectOptionsOpen);
  const busy = useSelector(download, selectDownloading);
  const alert = useSelector(download, selectAlert);
  const device = useSelector(download, (s) => s.context.device);
  if (video.downLoadVideoListForFront.length === 0) return null;
  return (
    <>
      <DownloadButton
        id="download"
        onPointerEnter={() => void loadDialogs()}
        onFocus={() => void loadDialogs()}
        onTouchStart={() => void loadDialogs()}
        onClick={() => download.send({ type: 'DOWNLOAD_CLICKED' })}
      />
      <Suspense fallback={null}>
        {open && !alert ? (
          <DownloadModal
            title={video.title}
            poster={video.poster}
            options={video.downLoadVideoListForFront}
            devices={video.recommendedDevices}
            device={device}
            busy={busy}
            onDevice={(name) => download.send({ type: 'DEVICE_CHOSEN', device: name })}
            onChoose={(o) => download.send({ type: 'OPTION_CHOSEN', url: o.url, quality: o.quality })}
            onClose={() => download.send({ type: 'OPTIONS_CLOSED' })}
          />
        ) : null}
        {alert ? <DownloadAlert kind={alert.kind} app={app} onClose={() => download.send({ type: 'ALERT_CLOSED' })} /> : null}
      </Suspense>
    </>
  );
}
