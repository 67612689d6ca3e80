/**
 * The signing secret of the embedded demo: without JWT_SECRET, one random secret is made the first time
 * and kept in the data folder (readable by its owner only), so tokens survive a restart and nobody knows it in
 * advance. A shared database (DATABASE_URL) needs JWT_SECRET instead: its processes may not share a folder.
 */
import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const SECRET_FILE = 'jwt-secret';

export async function dataDirSecret(dataDir: string): Promise<string> {
  const file = join(dataDir, SECRET_FILE);
  await mkdir(dataDir, { recursive: true });
  // Written whole to a file of its own, then linked into place: the first start's link wins, and a start that
  // races it never reads a half-written file.
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  await writeFile(draft, randomBytes(32).toString('base64url'), { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(draft, { force: true });
  }
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable secret; delete it to make a new one`);
  return secret;
}
