/**
 * The video page's Download control (spec 000 §2.4 'Download control', §8 download alerts), bound to the download
 * machine its route started: the Download button, the 'Download Full Video' modal while the options are open and the
 * alert a refusal picked. It renders snapshots and sends events; the rules live in the machine and domain.
 */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { Video } from '../../contracts/content-api.ts';
import { type downloadMachine, selectAlert, selectDownloading, selectOptionsOpen } from '../../machines/download.machine.ts';
import { DownloadAlert, DownloadModal } from '../catalogue/DownloadDialogs.tsx';
import { DownloadIcon } from '../catalogue/icons.tsx';

export type DownloadRef = ActorRefFrom<typeof downloadMachine>;

export function DownloadControl({ download, video, app }: { download: DownloadRef; video: Video; app: { name: string; url: string } }) {
  const open = useSelector(download, selectOptionsOpen);
  const busy = useSelector(download, selectDownloading);
  const alert = useSelector(download, selectAlert);
  const device = useSelector(download, (s) => s.context.device);
  if (video.downLoadVideoListForFront.length === 0) return null;
  return (
    <>
      <button type="button" id="download" className="cat-button cat-video-download" onClick={() => download.send({ type: 'DOWNLOAD_CLICKED' })}>
        <DownloadIcon /> Download
      </button>
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
    </>
  );
}
