/**
 * A model's information rows as shown (spec 000 §2.4 'Models list and card', §5 'Model information is capped
 * at 9 rows'): 'Career Status' first, at most 9 rows, the value 'Active' highlighted, 'Birthday' keeps its label
 * with the age as its value, fields of type 'type_date' as 'Month Day'.
 */
import type { z } from 'zod/mini';
import type { ModelInfoRow } from '../contracts/content-api.ts';
import { formatDate } from './format.ts';

const MODEL_INFO_MAX_ROWS = 9;

export interface ModelInfoLine {
  label: string;
  value: string;
  highlight: boolean;
}

const toSeconds = (v: string | number): number | null => {
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) && String(v).trim() !== '' ? n : null;
};

/** Whole years between a birth instant and now (both unix seconds, UTC calendar). */
function ageAt(birthSec: number, nowSec: number): number {
  const b = new Date(birthSec * 1000);
  const n = new Date(nowSec * 1000);
  const beforeBirthday = n.getUTCMonth() < b.getUTCMonth() || (n.getUTCMonth() === b.getUTCMonth() && n.getUTCDate() < b.getUTCDate());
  return n.getUTCFullYear() - b.getUTCFullYear() - (beforeBirthday ? 1 : 0);
}

export function modelInfoLines(info: ReadonlyArray<z.infer<typeof ModelInfoRow>>, nowSec: number): ModelInfoLine[] {
  const isCareer = (r: { label: string }) => r.label.trim().toLowerCase() === 'career status';
  const ordered = [...info.filter(isCareer), ...info.filter((r) => !isCareer(r))];
  return ordered.slice(0, MODEL_INFO_MAX_ROWS).map((r) => {
    const sec = toSeconds(r.value);
    if (r.label === 'Birthday' && sec !== null) return { label: r.label, value: String(ageAt(sec, nowSec)), highlight: false };
    if (r.fieldType === 'type_date' && sec !== null) return { label: r.label, value: formatDate(sec, 'MMMM D'), highlight: false };
    const value = String(r.value);
    return { label: r.label, value, highlight: isCareer(r) && value.trim().toLowerCase() === 'active' };
  });
}
