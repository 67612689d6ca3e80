/**
 * A video's view is recorded once per visit (spec 000 §2.4 'A view is recorded once per visit', §7 add-video-view):
 * the video page's panel machine asks for it when it starts, and the visit's screen factories call the content API
 * the first time only, for each video.
 */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createScreenFactories } from '../../../app/router/screens.ts';
import { videoPanelMachine } from '../../../machines/video-panel.machine.ts';

const noSession = { on: () => ({ unsubscribe() {} }) };

describe('video views', () => {
  it('records each video once in a visit, and again in another visit', () => {
    const viewed: number[] = [];
    const content = {
      aiMaskPopup: async () => null,
      addVideoView: async (id: number) => {
        viewed.push(id);
        return true;
      },
    };
    const site = {} as Parameters<typeof createScreenFactories>[0];
    const visit = createScreenFactories(site, '', undefined, content);
    const open = (factories: typeof visit, videoId: number) =>
      createActor(factories.videoPanel(videoPanelMachine, noSession), { input: { canWatchFull: false, videoId } })
        .start()
        .stop();
    open(visit, 7);
    open(visit, 7);
    open(visit, 9);
    open(visit, 7);
    expect(viewed).toEqual([7, 9]);
    open(createScreenFactories(site, '', undefined, content), 7);
    expect(viewed).toEqual([7, 9, 7]);
  });
});
