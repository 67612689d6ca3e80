/**
 * The visitor's address, which the site server forwards to the site API (it limits logins per address): the socket's
 * peer when the request came over the network (X-Forwarded-For is then ignored: anybody can write it); a request with
 * no socket is an in-process call, which names its visitor in X-Forwarded-For.
 */
import type { Context } from 'hono';

type NodeEnv = { incoming?: { socket?: { remoteAddress?: string } } };

export function clientAddress(c: Context): string {
  const peer = (c.env as NodeEnv | undefined)?.incoming?.socket?.remoteAddress;
  if (peer) return peer;
  return c.req.header('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown';
}
