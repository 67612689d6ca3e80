/**
 * The cam list's address as the router reads it (spec 002 §2.2: ?category=&tags=&status=&page=, defaults left out):
 * the categories and status choices and the search's parsing, apart from the list's other rules (domain/cam-list.ts)
 * so the route table, in every page's first load, carries only these (issue 35).
 */
import type { CamCategory } from '../contracts/cam-provider.ts';
import { STATUS_GROUPS } from './cam-status.ts';

/** The categories (§9), girls by default; kept here (not the contract's enum) so the route tree loads no zod. */
export const CAM_LIST_CATEGORIES = ['girls', 'couples', 'trans'] as const satisfies readonly CamCategory[];
export const DEFAULT_CAM_CATEGORY: CamCategory = 'girls';
/** The status filter's choices: every status, or one filter value (§4.1 'List status groups'). */
export const CAM_STATUS_CHOICES = ['all', ...STATUS_GROUPS.ALL] as const;
export type CamStatusChoice = (typeof CAM_STATUS_CHOICES)[number];
export const DEFAULT_CAM_STATUS: CamStatusChoice = 'all';

/** The list's address: its filter and page; defaults are left out of the URL. */
export interface CamListSearch {
  page: number;
  category?: CamCategory;
  tags?: string;
  status?: CamStatusChoice;
}

const TAG_CODE = /^[a-z0-9_-]{1,60}$/i;
const MAX_TAGS = 20;
const MAX_PAGE = 10_000;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined);

function pageOf(value: unknown): number {
  const n = Number(text(value)?.trim() ?? Number.NaN);
  return Number.isInteger(n) && n >= 1 && n <= MAX_PAGE ? n : 1;
}

/** Tag codes from `a,b,c`: only well-formed codes, each once, at most 20. */
export function tagCodesOf(value: unknown): string[] {
  const codes = (text(value) ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter((code) => TAG_CODE.test(code));
  return [...new Set(codes)].slice(0, MAX_TAGS);
}

/** The router's search of the list (bad values fall back to the defaults), without its defaults. */
export function parseCamListSearch(search: Record<string, unknown>): CamListSearch {
  const category = text(search.category);
  const status = text(search.status);
  const tags = tagCodesOf(search.tags);
  const out: CamListSearch = { page: pageOf(search.page) };
  if (category && category !== DEFAULT_CAM_CATEGORY && (CAM_LIST_CATEGORIES as readonly string[]).includes(category))
    out.category = category as CamCategory;
  if (tags.length) out.tags = tags.join(',');
  if (status && status !== DEFAULT_CAM_STATUS && (CAM_STATUS_CHOICES as readonly string[]).includes(status)) out.status = status as CamStatusChoice;
  return out;
}
