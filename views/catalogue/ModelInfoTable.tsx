/**
 * A model's information table (spec 000 §2.4 'Models list and card', §5 'Model information is capped at 9
 * rows'): 'Career Status' first, at most 9 rows, the value 'Active' highlighted green, 'Birthday' shown as
 * an age, fields of type 'type_date' as 'Month Day'.
 */
import type { z } from 'zod/mini';
import type { ModelInfoRow } from '../../contracts/content-api.ts';

export const MODEL_INFO_MAX_ROWS = 9;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

type InfoRow = z.infer<typeof ModelInfoRow>;
export interface DisplayRow {
  label: string;
  value: string;
  highlight: boolean;
}

const toSeconds = (v: string | number): number | null => {
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) && String(v).trim() !== '' ? n : null;
};

/** Whole years between a birth instant and now (both unix seconds, UTC calendar). */
export function ageAt(birthSec: number, nowSec: number): number {
  const b = new Date(birthSec * 1000);
  const n = new Date(nowSec * 1000);
  let age = n.getUTCFullYear() - b.getUTCFullYear();
  const beforeBirthday =
    n.getUTCMonth() < b.getUTCMonth() || (n.getUTCMonth() === b.getUTCMonth() && n.getUTCDate() < b.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

/** 'MMMM D' in UTC, e.g. 'March 5'. */
export function monthDay(sec: number): string {
  const d = new Date(sec * 1000);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`;
}

/** The rows as shown: Career Status first, capped at 9, Birthday as an age, type_date as 'Month Day'. */
export function modelInfoRows(info: ReadonlyArray<InfoRow>, nowSec: number): DisplayRow[] {
  const isCareer = (r: InfoRow) => r.label.trim().toLowerCase() === 'career status';
  const ordered = [...info.filter(isCareer), ...info.filter((r) => !isCareer(r))];
  return ordered.slice(0, MODEL_INFO_MAX_ROWS).map((r) => {
    const sec = toSeconds(r.value);
    if (r.label === 'Birthday' && sec !== null) return { label: 'Age', value: String(ageAt(sec, nowSec)), highlight: false };
    if (r.fieldType === 'type_date' && sec !== null) return { label: r.label, value: monthDay(sec), highlight: false };
    const value = String(r.value);
    return { label: r.label, value, highlight: isCareer(r) && value.trim().toLowerCase() === 'active' };
  });
}

export function ModelInfoTable({ info, nowSec, caption }: { info: ReadonlyArray<InfoRow>; nowSec: number; caption: string }) {
  const rows = modelInfoRows(info, nowSec);
  if (rows.length === 0) return null;
  return (
    <table className="cat-model-info">
      <caption>{caption}</caption>
      <tbody>
        {rows.map((r) => (
          <tr key={r.label}>
            <th scope="row">{r.label}</th>
            <td className={r.highlight ? 'is-active-status' : undefined}>{r.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
