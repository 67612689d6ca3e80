/** A toy script (funscript: the open JSON format of interactive toys), fetched from a video's `toyScript` URL. */
import { z } from 'zod/mini';

export const Funscript = z.object({
  version: z._default(z.string(), '1.0'),
  inverted: z._default(z.boolean(), false),
  range: z._default(z.number(), 100),
  actions: z.array(z.object({ at: z.number().check(z.nonnegative()), pos: z.number().check(z.gte(0), z.lte(100)) })),
});
export type Funscript = z.infer<typeof Funscript>;
