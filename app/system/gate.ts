/**
 * The verified-member gate (spec 000 §4) in the visit: it starts from the token the page was served for (the same
 * viewer the server's gate decided with) and redirects by the router.
 */
import { gateMachine } from '../../machines/gate.machine.ts';
import { readClaims } from '../../domain/claims.ts';
import { viewerOf } from '../../domain/gate.ts';
import { defineVisitMachine } from './define.ts';

export const gate = defineVisitMachine({
  id: 'gate',
  machine: gateMachine,
  provide: (_, nav) => gateMachine.provide({ actions: { redirect: (_, { path }) => nav.go(path) } }),
  input: (root, request) => {
    const claims = readClaims(request.sessionTokens.atoken);
    const viewer = viewerOf({ ageVerification: request.config.ageVerification, claims, nowSec: Math.floor(root.nowMs / 1000) });
    return { viewer, userId: viewer.loggedIn ? (root.user?.uuid ?? claims?.sub ?? null) : null, path: request.path };
  },
});
