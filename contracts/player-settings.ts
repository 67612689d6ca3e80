/** The VR player's comfort settings as kept on a device. */
import { z } from 'zod/mini';

export const Comfort = z.object({
  /** Metres the picture is lowered (negative: raised). */
  height: z._default(z.number().check(z.gte(-1), z.lte(1)), 0),
  /** Degrees the picture is tilted (positive: its top towards the viewer). */
  tilt: z._default(z.number().check(z.gte(-45), z.lte(45)), 0),
  zoom: z._default(z.number().check(z.gte(0.5), z.lte(2)), 1),
  swapEyes: z._default(z.boolean(), false),
});
export type Comfort = z.infer<typeof Comfort>;
