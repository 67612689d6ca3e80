/**
 * The video page's Download control with its machine (app/screen-machines/download.ts), composed for a viewer who may
 * download (logged in, not an inactive member: domain/membership.ts canDownload). Loaded from a chunk of its own, so a
 * guest's video page carries neither the machine nor the control (issue 35); the server lists the chunk for a viewer
 * its token says may download (app/server/route-chunks.ts) and renders it in place. In the first page the machine
 * comes after it (screen-actor.tsx).
 */
import { useSelector } from '../../../views/containers/use-selector.ts';
import type { Video } from '../../../contracts/content-api.ts';
import { companionApp } from '../../../domain/downloads.ts';
import { selectFlags } from '../../../machines/session.selectors.ts';
import { DownloadControl } from '../../../views/containers/DownloadControl.tsx';
import { useVisit } from '../../../views/containers/VisitContext.tsx';
import { screenMachine, useScreenActor } from '../screen-actor.tsx';
import type { Services } from '../services.ts';

export const downloadMachine = screenMachine('download', () => import('../../screen-machines/download.ts'));

export function VideoDownload({ services, video }: { services: Services; video: Video }) {
  const { session, site } = useVisit();
  const expired = useSelector(session, (s) => selectFlags(s).expired);
  const [actor, snapshot] = useScreenActor(downloadMachine, ({ download }) => ({
    machine: download.provide(services, { session, navigate: (url) => window.location.assign(url) }),
    input: { video: { id: video.id, title: video.title, slug: video.slug }, expired },
  }));
  return (
    <>
      <DownloadControl download={actor} video={video} app={companionApp(site)} />
      {snapshot}
    </>
  );
}
