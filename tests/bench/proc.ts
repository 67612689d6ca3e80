/** A process's CPU time and resident memory, read from /proc (Linux), for the bench's figures. */
import { readFile } from 'node:fs/promises';

const CLOCK_TICKS = 100;

/** CPU time (user + system, ms) the process has used, from /proc. */
export const cpuMs = async (pid: number) => {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
};

/** Resident set size (MB) of the process, from /proc. */
export const rssMb = async (pid: number) => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
};
