/** Query parameters of list pages (spec 000 §2.1): page=N (default 1), sort, category, letter — bad values fall back to defaults. */
import { z } from 'zod/mini';

const page = z._default(z.catch(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1), 1);

export const VideoListSearch = z.object({
  page,
  sort: z.catch(z.optional(z.enum(['popular', 'latest'])), undefined),
  category: z.catch(z.optional(z.string().check(z.regex(/^[a-z0-9-]{1,80}$/))), undefined),
});
export const ModelListSearch = z.object({
  page,
  letter: z.catch(z.optional(z.string().check(z.regex(/^[a-z]$/))), undefined),
});
export type VideoListSearch = z.infer<typeof VideoListSearch>;
export type ModelListSearch = z.infer<typeof ModelListSearch>;

/** /404/ after an API 404: the slug that was not found, for the title 'Nothing found for {slug}'. */
export const NotFoundSearch = z.object({
  slug: z.catch(z.optional(z.string().check(z.regex(/^[\w.~-]{1,100}$/))), undefined),
});

/** /login/ after a form post without JavaScript failed: the message and the e-mail typed. */
export const LoginSearch = z.object({
  error: z.catch(z.optional(z.string().check(z.maxLength(500))), undefined),
  email: z.catch(z.optional(z.string().check(z.maxLength(254))), undefined),
});
