/** Every answer the backend builds goes through its contract's schema, so it always matches the wire truth. */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod/mini';

export function send<S extends z.ZodMiniType>(c: Context, schema: S, body: z.input<S>, status: ContentfulStatusCode = 200): Response {
  return c.json(schema.parse(body) as object, status);
}
