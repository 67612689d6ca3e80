/**
 * The 18+ splash's starting facts (app/system/age-splash.ts), apart from its module: the visit draws the splash from
 * them before XState has come (machines/age-splash.first.ts). The age cookie, and the first page's path.
 */
import { AGE_COOKIE } from '../../domain/constants.ts';
import type { AgeSplashInput } from '../../machines/age-splash.machine.ts';
import type { RootData } from '../router/root-data.ts';
import type { VisitRequest } from './define.ts';

export const ageSplashInput = (_: RootData, request: VisitRequest): AgeSplashInput => ({
  agreed: request.cookies.get(AGE_COOKIE) === '1',
  path: request.path,
});
