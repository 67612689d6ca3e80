/**
 * Moves an MPEG-TS segment in time (ISO/IEC 13818-1): every PES packet's PTS and DTS and every adaptation field's PCR
 * are shifted by the same 90 kHz amount, modulo 2^33 as the clock wraps. The cam simulator's rooms loop six generated
 * segments forever; shifting each one to its place in the endless stream keeps its timestamps running on, so players
 * need no discontinuities (hls.js stalled on one at each wrap, every 12 s).
 */

const PACKET = 188;
const SYNC = 0x47;
const WRAP = 2 ** 33;

/** A 33-bit timestamp as the 5 bytes of a PES header (its 4-bit prefix kept). */
function readTimestamp(b: Uint8Array, at: number): number {
  const b0 = b[at] ?? 0;
  return (
    ((b0 >> 1) & 0x07) * 2 ** 30 +
    (b[at + 1] ?? 0) * 2 ** 22 +
    ((b[at + 2] ?? 0) >> 1) * 2 ** 15 +
    (b[at + 3] ?? 0) * 2 ** 7 +
    ((b[at + 4] ?? 0) >> 1)
  );
}

function writeTimestamp(b: Uint8Array, at: number, ts: number): void {
  const prefix = (b[at] ?? 0) & 0xf0;
  b[at] = prefix | ((Math.floor(ts / 2 ** 30) & 0x07) * 2 + 1);
  b[at + 1] = Math.floor(ts / 2 ** 22) & 0xff;
  b[at + 2] = (Math.floor(ts / 2 ** 15) & 0x7f) * 2 + 1;
  b[at + 3] = Math.floor(ts / 2 ** 7) & 0xff;
  b[at + 4] = (ts & 0x7f) * 2 + 1;
}

/** A PCR's 33-bit base (its 6 reserved bits and 9-bit extension kept). */
function shiftPcr(b: Uint8Array, at: number, shift: number): void {
  const base = (b[at] ?? 0) * 2 ** 25 + (b[at + 1] ?? 0) * 2 ** 17 + (b[at + 2] ?? 0) * 2 ** 9 + (b[at + 3] ?? 0) * 2 + ((b[at + 4] ?? 0) >> 7);
  const next = (base + shift) % WRAP;
  b[at] = Math.floor(next / 2 ** 25) & 0xff;
  b[at + 1] = Math.floor(next / 2 ** 17) & 0xff;
  b[at + 2] = Math.floor(next / 2 ** 9) & 0xff;
  b[at + 3] = Math.floor(next / 2) & 0xff;
  b[at + 4] = ((next & 1) << 7) | ((b[at + 4] ?? 0) & 0x7f);
}

/** A copy of `segment` with every PTS, DTS and PCR moved on by `shift` (90 kHz ticks, any non-negative amount). */
export function shiftTimestamps(segment: Uint8Array, shift: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(segment);
  const by = ((shift % WRAP) + WRAP) % WRAP;
  for (let p = 0; p + PACKET <= out.length; p += PACKET) {
    if (out[p] !== SYNC) continue;
    const start = ((out[p + 1] ?? 0) & 0x40) !== 0;
    const control = ((out[p + 3] ?? 0) >> 4) & 0x03;
    let payload = p + 4;
    if (control === 2 || control === 3) {
      const length = out[p + 4] ?? 0;
      if (length > 0 && ((out[p + 5] ?? 0) & 0x10) !== 0) shiftPcr(out, p + 6, by);
      payload = p + 5 + length;
    }
    if (!start || control === 2 || payload + 14 > p + PACKET) continue;
    // A PES packet starts here (PSI sections start with a pointer field, never 00 00 01).
    if (out[payload] !== 0 || out[payload + 1] !== 0 || out[payload + 2] !== 1) continue;
    const flags = ((out[payload + 7] ?? 0) >> 6) & 0x03;
    if (flags & 0x02) writeTimestamp(out, payload + 9, (readTimestamp(out, payload + 9) + by) % WRAP);
    if (flags === 0x03) writeTimestamp(out, payload + 14, (readTimestamp(out, payload + 14) + by) % WRAP);
  }
  return out;
}
