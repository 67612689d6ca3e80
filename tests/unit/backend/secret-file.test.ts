/** The embedded demo's signing secret: made once into the data folder, owner-only, kept across starts. */
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SECRET_FILE, dataDirSecret } from '../../../backend/auth/secret-file.ts';

const dirs: string[] = [];
const freshDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'secret-'));
  dirs.push(dir);
  return join(dir, 'data');
};
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the data folder’s secret', () => {
  it('is random, made on the first start with owner-only access, and the same on every later start', async () => {
    const dir = await freshDir();
    const first = await dataDirSecret(dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect((await stat(join(dir, SECRET_FILE))).mode & 0o777).toBe(0o600);
    expect(await dataDirSecret(dir)).toBe(first);
    expect(await dataDirSecret(await freshDir())).not.toBe(first);
  });

  it('gives one secret to starts that race on an empty folder', async () => {
    const dir = await freshDir();
    const secrets = await Promise.all([dataDirSecret(dir), dataDirSecret(dir), dataDirSecret(dir)]);
    expect(new Set(secrets).size).toBe(1);
    expect(await readFile(join(dir, SECRET_FILE), 'utf8')).toBe(secrets[0]);
  });

  it('refuses a file that holds no usable secret', async () => {
    const dir = await freshDir();
    await dataDirSecret(dir);
    await writeFile(join(dir, SECRET_FILE), 'short');
    await expect(dataDirSecret(dir)).rejects.toThrow(/no usable secret/);
  });
});
