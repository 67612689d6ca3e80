import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import HeaviestFirst from './tests/support/heaviest-first.ts';

export default defineConfig({
  test: {
    // Vitest runs one worker fewer than there are cores: one on CI's two, which left a core idle through the unit,
    // model and integration tests (each file is single-threaded work). Every core gets a worker.
    maxWorkers: availableParallelism(),
    // The heaviest e2e files start first (tests/support/heaviest-first.ts), so the two workers finish together.
    sequence: { sequencer: HeaviestFirst },
    // The unit, model and integration files share their worker's module graph (isolate: false): each of their files
    // imports the app, the machines or the backend anew otherwise, which was a third of their time on CI's 2 cores (unit
    // and model 152 → 105 s, integration 90 → 54 s on PGlite). A file leaves no state behind that another reads: each
    // makes its own actors, databases (cloned from the templates) and servers; with a file run alone the same holds.
    projects: [
      // The fast part (npm run test:unit): rules, views, adapters, the app's parts, and the machines' model tests.
      { test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node', testTimeout: 20_000, isolate: false } },
      // Path replays are computation: on a busy 2-core runner the header bar's and the favourites' took 20 s (ci51).
      { test: { name: 'model', include: ['tests/model/**/*.test.ts'], environment: 'node', testTimeout: 60_000, isolate: false } },
      // The integration part (npm run test:integration): the backend on PGlite and PostgreSQL, ffmpeg and sockets, and the
      // app over a backend or a site server. Backend tests hash passwords and run dozens of logins against PostgreSQL: 5 s
      // is short on a busy 2-core machine. Every file starts from the seeded databases its global setup makes once per run.
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          isolate: false,
          globalSetup: ['tests/integration/templates.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // A page reaches what a poll waits for through the network, a chunk's load and a render: vitest's 1 s default
          // failed four such polls in a run on a 2-core machine three times slower than usual (a heading after the
          // terms' fetch, a list after a client navigation). Waiting longer asserts the same thing.
          expect: { poll: { timeout: 5_000 } },
          // Each file has its own site on its own copy of the seeded database (tests/support/site-process.ts), so files
          // run side by side: two at a time on CI's 2 cores (E2E_WORKERS to change it).
          maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
          // Like the other projects, files share their worker's modules (playwright-core and the support code are
          // imported once per worker); each file still starts its own site and browser.
          isolate: false,
          globalSetup: ['tests/support/e2e-setup.ts'],
        },
      },
    ],
  },
});
