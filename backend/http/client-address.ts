/**
 * The address a request came from: the socket's peer when it came over the network (X-Forwarded-For is then
 * ignored: anybody can write it). A request with no socket is an in-process call of the site server in embedded
 * mode, which names its visitor's address in X-Forwarded-For.
 */
import type { Context } from 'hono';

type NodeEnv = { incoming?: { socket?: { remoteAddress?: string } } };

export function clientAddress(c: Context): string {
  const peer = (c.env as NodeEnv | undefined)?.incoming?.socket?.remoteAddress;
  if (peer) return peer;
  return c.req.header('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown';
}
