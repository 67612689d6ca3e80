/**
 * Parsing of HTTP Range request headers (RFC 9110 §14) for the demo clip
 * route, so browsers can play and seek the video (spec 000 §2.4 'Video page').
 * Only single byte ranges are honoured; anything else is served whole.
 */

export type RangeResult = { kind: 'none' } | { kind: 'unsatisfiable' } | { kind: 'range'; start: number; end: number };

/** Reads `bytes=a-b`, `bytes=a-` or `bytes=-n` against a file of `size` bytes; `end` is inclusive. */
export function parseRange(header: string | undefined | null, size: number): RangeResult {
  if (!header) return { kind: 'none' };
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return { kind: 'none' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'none' };
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'range', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return { kind: 'unsatisfiable' };
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (end < start) return { kind: 'none' };
  return { kind: 'range', start, end };
}
