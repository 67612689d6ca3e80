/**
 * The video page's panels (machines/video-panel.machine.ts): the viewer's access followed from the session's facts
 * (a free video, reached from /free/, plays in full for everyone),
 * and a view of the video recorded (add-video-view, spec 000 §2.4 'A view is recorded once per visit') the first
 * time in this visit only.
 */
import type { ContentApi } from '../../adapters/content-api.ts';
import { canWatchFull } from '../../domain/membership.ts';
import { videoPanelMachine } from '../../machines/video-panel.machine.ts';
import { defineScreenMachine, perVisit } from './define.ts';
import { type SessionFactsSource, sessionChanges } from './links.ts';

/** The videos viewed in this visit. */
const viewedIn = perVisit(() => new Set<number>());

export const videoPanel = defineScreenMachine({
  id: 'videoPanel',
  machine: videoPanelMachine,
  provide: (services: { content: Pick<ContentApi, 'addVideoView'> }, { session, free = false }: { session: SessionFactsSource; free?: boolean }) =>
    videoPanelMachine.provide({
      actions: {
        recordView: (_, videoId) => {
          const viewed = viewedIn(services);
          if (!videoId || viewed.has(videoId)) return;
          viewed.add(videoId);
          void services.content.addVideoView(videoId);
        },
      },
      actors: {
        accessChanges: sessionChanges(session, (facts) => ({ type: 'ACCESS_CHANGED', canWatchFull: free || canWatchFull(facts.flags) })),
      },
    }),
});
