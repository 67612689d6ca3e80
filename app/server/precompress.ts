/**
 * Build step: writes a gzip (level 9) and a brotli copy beside every built script and stylesheet, so the
 * server sends them compressed at the best ratio without compressing on each request.
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = resolve(import.meta.dirname, '../../dist/client/assets');
let count = 0;
let raw = 0;
let gz = 0;
for (const name of await readdir(dir)) {
  if (!/\.(js|css|svg)$/.test(name)) continue;
  const body = await readFile(resolve(dir, name));
  const gzip = gzipSync(body, { level: 9 });
  await writeFile(resolve(dir, `${name}.gz`), gzip);
  await writeFile(resolve(dir, `${name}.br`), brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  count += 1;
  raw += body.length;
  gz += gzip.length;
}
console.log(`precompressed ${count} assets: ${(raw / 1024).toFixed(0)} KB → ${(gz / 1024).toFixed(0)} KB gzip`);
