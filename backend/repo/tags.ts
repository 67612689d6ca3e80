/** Video tags and model tags (spec 000 §7 GET /model-tags, /model-tags/{slug}; the video tags alike), kept as settings by the seed. */
import type { Tag } from '../../contracts/content-api.ts';
import type { Db } from '../db/db.ts';
import { getSetting } from './catalogue.ts';

export type TagKind = 'videoTags' | 'modelTags';

export const listTags = async (db: Db, kind: TagKind): Promise<Tag[]> => (await getSetting<Tag[]>(db, kind)) ?? [];

export const tagBySlug = async (db: Db, kind: TagKind, slug: string): Promise<Tag | undefined> =>
  (await listTags(db, kind)).find((t) => t.slug === slug);
