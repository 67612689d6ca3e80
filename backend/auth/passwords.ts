/** Password hashing with node:crypto scrypt (salted; timing-safe compare). Format: scrypt$N$r$p$salt$hash (base64url). */
import { type BinaryLike, type ScryptOptions, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const N = 16_384;
const r = 8;
const p = 1;
const KEY_LENGTH = 32;

function derive(password: BinaryLike, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** Hashes with a random salt, or with `salt` (the seed passes one so its rows are deterministic). */
export async function hashPassword(password: string, salt: Buffer = randomBytes(16)): Promise<string> {
  const key = await derive(password, salt, { N, r, p }, KEY_LENGTH);
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, rr, pp, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(rr), p: Number(pp) }, expected.length);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of a random password, compared against when the e-mail is unknown so timing does not reveal it. */
export const dummyHash = hashPassword(randomBytes(12).toString('hex'));
