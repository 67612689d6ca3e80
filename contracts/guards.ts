/**
 * Which kind of list entry a value is, without the schemas: the pages' code imports these, so the zod
 * contracts (contracts/calls.ts and what it names) load in the browser only when a call is made.
 */
import type { CustomCategory, CustomVideo } from './content-api.ts';

/** A custom (promotional) item carries a `type`; also true of the trimmed list items the views show. */
export const isCustomVideo = (v: object): v is CustomVideo => 'type' in v && typeof v.type === 'string';

export const isCustomCategory = (c: object): c is CustomCategory => 'type' in c && typeof c.type === 'string';
