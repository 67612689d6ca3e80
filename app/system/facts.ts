/**
 * The session's facts as the visit starts (rules/session-facts.ts): the same token, user and clock the session machine
 * starts from (app/system/session.ts), for the machines whose input depends on who is here.
 */
import { readClaims } from '../../machines/rules/claims.ts';
import { type SessionFacts, sessionFacts } from '../../machines/rules/session-facts.ts';
import type { RootData } from '../router/root-data.ts';
import type { VisitRequest } from './define.ts';

export const startingFacts = (root: RootData, request: VisitRequest): SessionFacts =>
  sessionFacts({ claims: readClaims(request.tokens.atoken), user: root.user, ageVerification: request.config.ageVerification, nowMs: root.nowMs });
