/**
 * `npm test`: runs the given npm scripts one after another, stops at the first that fails, and prints how long each
 * took (CI's log shows where the time goes). Plain Node, so it runs before anything is built.
 */
import { spawnSync } from 'node:child_process';

const steps = process.argv.slice(2);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const times = [];
const table = () => times.map(([step, seconds, status]) => `  ${step.padEnd(18)} ${seconds.toFixed(0).padStart(5)} s  ${status}`).join('\n');

for (const step of steps) {
  const started = Date.now();
  const { status, signal } = spawnSync(npm, ['run', step], { stdio: 'inherit' });
  const ok = status === 0;
  times.push([step, (Date.now() - started) / 1000, ok ? 'ok' : `failed (${signal ?? status})`]);
  console.log(`\n[test] ${step}: ${ok ? 'ok' : 'FAILED'} in ${times.at(-1)[1].toFixed(0)} s\n`);
  if (!ok) {
    console.log(`[test] steps:\n${table()}`);
    process.exit(status || 1);
  }
}
const total = times.reduce((sum, [, seconds]) => sum + seconds, 0);
console.log(`[test] steps:\n${table()}\n  ${'total'.padEnd(18)} ${total.toFixed(0).padStart(5)} s`);
