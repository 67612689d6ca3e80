/**
 * The test runner's secret for the developer and simulator calls (backend/http/dev-access.ts): every site the tests
 * start is given it (DEV_TOOLS=on, DEV_TOOLS_SECRET), and the tests' calls to the outbox and the cam simulator send it
 * in the X-Dev-Secret header. Nobody else holds it; a site without it serves those calls to administrators only.
 */
import { DEV_SECRET_HEADER } from '../../backend/http/dev-access.ts';

export const TEST_DEV_SECRET = 'test-runner-dev-secret-7f3a9c21';

/** The headers of a developer call from a test. */
export const devHeaders = (): Record<string, string> => ({ [DEV_SECRET_HEADER]: TEST_DEV_SECRET });

/** The environment that turns the developer calls on for the test runner. */
export const DEV_TOOLS_ENV = { DEV_TOOLS: 'on', DEV_TOOLS_SECRET: TEST_DEV_SECRET } as const;
