/**
 * The gate's starting facts (app/system/gate.ts), apart from its module: the visit works out the gate's first state
 * from them before XState has come (machines/gate.first.ts). The viewer of the token held, and the first page's path.
 */
import { readClaims } from '../../domain/claims.ts';
import { viewerOf } from '../../domain/gate.ts';
import type { GateInput } from '../../machines/gate.machine.ts';
import type { RootData } from '../router/root-data.ts';
import type { VisitRequest } from './define.ts';

export const gateInput = (root: RootData, request: VisitRequest): GateInput => {
  const claims = readClaims(request.sessionTokens.atoken);
  const viewer = viewerOf({ ageVerification: request.config.ageVerification, claims, nowSec: Math.floor(root.nowMs / 1000) });
  return { viewer, userId: viewer.loggedIn ? (root.user?.uuid ?? claims?.sub ?? null) : null, path: request.path };
};
