/**
 * Who may play a room's stream while the model is in a private show: the show's viewer and the members spying on it,
 * each through the grant in the stream URL their own tab was given (room-view.ts `urlFor`). A grant is an HMAC of
 * the room, the show and the member under a key derived from the backend's token key (so every process on a shared
 * database agrees): it names one show, so it opens nothing once that show is over. The stream's public address (the
 * broadcast's `streams`, the list) plays only outside a private show. The segments are the looks' shared loop, the same
 * files for every room (backend/media/cam-streams.ts): the playlist is what makes a room's stream.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Bot } from './world-state.ts';
import { isHeld } from './world-state.ts';

/** The key of the grants, from the backend's token key (its own purpose: a grant is never a token). */
export const streamGrantKey = (jwtKey: Uint8Array): Buffer => createHmac('sha256', jwtKey).update('cam-stream-grants').digest();

/** The grant of `uuid` to the private show `requestId` of the room `broadcastId`. */
export const streamGrant = (key: Buffer, broadcastId: string, requestId: string, uuid: string): string =>
  createHmac('sha256', key).update(`${broadcastId}\n${requestId}\n${uuid}`).digest('base64url');

const sameGrant = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Whether a request for the room's playlist may have it: any outside a private show; in one, only with the grant of
 * the show's viewer (while the show is not held: their tab went away) or of a member spying on it.
 */
export function mayPlay(key: Buffer, bot: Bot, grant: string | undefined): boolean {
  if (bot.phase !== 'PRIVATE') return true;
  const show = bot.show;
  if (!grant || !show) return false;
  const viewers = [...(show.user && !isHeld(show) ? [show.user.uuid] : []), ...bot.spies.keys()];
  return viewers.some((uuid) => sameGrant(grant, streamGrant(key, bot.def.id, show.requestId, uuid)));
}
