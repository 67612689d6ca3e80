/**
 * A cam provider interface that is never up: the server render's (no WebSocket there; the page's live parts start in
 * the browser) and a site with the cam area switched off. Every request answers 'unavailable'; no event comes.
 */
import type { CamChannelClient } from '../contracts/cam-channel.ts';

export const CHANNEL_UNAVAILABLE = 'unavailable';

export const offlineCamChannel: CamChannelClient = {
  request: async () => ({ ok: false, error: CHANNEL_UNAVAILABLE }),
  subscribe: () => () => {},
  close: () => {},
};
