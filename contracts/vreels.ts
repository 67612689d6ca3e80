/**
 * GET {vreels}/api/v1/crud/vreels-video/ — the short vertical clips (spec 000 §2.4 'Vreels', §7 'items'):
 * each clip with its file, poster, length and the full scene it comes from.
 */
import { z } from 'zod/mini';

export const Vreel = z.object({
  id: z.number(),
  title: z.string(),
  /** The vertical clip's URL (path on the content host, or absolute). */
  src: z.string(),
  poster: z._default(z.string(), ''),
  /** Length in seconds. */
  duration: z._default(z.number(), 0),
  /** Slug of the full video, for the link to its page ('' = none). */
  videoSlug: z._default(z.string(), ''),
  modelName: z._default(z.string(), ''),
});
export type Vreel = z.infer<typeof Vreel>;

export const VreelsAnswer = z.object({ items: z._default(z.array(Vreel), []) });
export type VreelsAnswer = z.infer<typeof VreelsAnswer>;
