/**
 * Declares tests that need a PostgreSQL server (TEST_DATABASE_URL). Without one they are skipped, except on CI
 * (CI set), where a failing test says the coverage is missing instead of losing it unnoticed.
 */
import { describe, it } from 'vitest';
import { missingPostgres, mustRunPostgres, testDatabaseUrl } from './postgres.ts';

export function describeWithPostgres(name: string, body: (serverUrl: string) => void): void {
  const url = testDatabaseUrl();
  if (url) describe(name, () => body(url));
  else if (mustRunPostgres())
    describe(name, () =>
      it('has a PostgreSQL to run on', () => {
        throw new Error(missingPostgres);
      }),
    );
  else describe.skip(`${name} (${missingPostgres})`, () => body(''));
}
