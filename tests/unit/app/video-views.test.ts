/**
 * A video's view is recorded once per visit (spec 000 §2.4 'A view is recorded once per visit', §7 add-video-view):
 * the video page's panel machine asks for it when it starts, and its composition (app/screen-machines/video-panel.ts)
 * calls the content API the first time in a visit (its services) only, for each video.
 */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { videoPanel } from '../../../app/screen-machines/video-panel.ts';

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
    const visit = { content };
    const open = (services: typeof visit, videoId: number) =>
      createActor(videoPanel.provide(services, { session: noSession }), { input: { canWatchFull: false, videoId } })
        .start()
        .stop();
    open(visit, 7);
    open(visit, 7);
    open(visit, 9);
    open(visit, 7);
    expect(viewed).toEqual([7, 9]);
    open({ content }, 7);
    expect(viewed).toEqual([7, 9, 7]);
  });
});
