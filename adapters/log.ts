/**
 * Logger used by the adapters to report swallowed errors (spec 000 §8: errors are logged,
 * callers get empty defaults). `consoleLogger` for the app, `memoryLogger()` for tests.
 */

export type Logger = {
  error(msg: string, detail?: unknown): void;
  warn(msg: string, detail?: unknown): void;
};

export type LogEntry = { level: 'error' | 'warn'; msg: string; detail?: unknown };

export const consoleLogger: Logger = {
  error: (msg, detail) => console.error(msg, ...(detail === undefined ? [] : [detail])),
  warn: (msg, detail) => console.warn(msg, ...(detail === undefined ? [] : [detail])),
};

/** A logger that keeps its entries in memory (for tests). */
export function memoryLogger(): Logger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  return {
    entries,
    error: (msg, detail) => entries.push({ level: 'error', msg, detail }),
    warn: (msg, detail) => entries.push({ level: 'warn', msg, detail }),
  };
}
