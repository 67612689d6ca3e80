/**
 * Selectors over the session snapshot for views (spec 000 §4, §6): narrow reads that `useSelector` compares
 * cheaply. The membership facts are the session's own (computed with its clock, kept in its context); the
 * visibility rules of §6 are applied to them here, never recomputed in a view.
 */
import type { SnapshotFrom } from 'xstate';
import { nowSeconds } from '../domain/claims.ts';
import { landingAfterLogin, viewerOf } from '../domain/gate.ts';
import { type AuthButtons, type MembershipFlags, type VisitorGroup, authButtons, joinUrl } from '../domain/membership.ts';
import type { SessionFacts } from '../domain/session-facts.ts';
import { isStaff } from '../domain/staff.ts';
import type { SessionMachine } from './session.machine.ts';

export type SessionSnapshot = SnapshotFrom<SessionMachine>;

export const selectIsSignedIn = (snapshot: SessionSnapshot): boolean => snapshot.hasTag('signedIn');
export const selectIsGuest = (snapshot: SessionSnapshot): boolean => snapshot.hasTag('guest');
export const selectIsLoadingUser = (snapshot: SessionSnapshot): boolean => snapshot.hasTag('loadingUser');
export const selectCanLogOut = (snapshot: SessionSnapshot): boolean => snapshot.can({ type: 'LOGOUT_REQUESTED' });
export const selectFacts = (snapshot: SessionSnapshot): SessionFacts => snapshot.context.facts;
export const selectFlags = (snapshot: SessionSnapshot): MembershipFlags => snapshot.context.facts.flags;
export const selectGroup = (snapshot: SessionSnapshot): VisitorGroup => snapshot.context.facts.group;
export const selectVerifiedView = (snapshot: SessionSnapshot): boolean => snapshot.context.facts.verifiedView;
export const selectAuthButtons = (snapshot: SessionSnapshot): AuthButtons =>
  authButtons(snapshot.context.facts.flags, snapshot.context.facts.verifiedView);
/** Staff (spec 000 §6): the session's token passes the privilege checks at the session's clock (rules/staff.ts). */
export const selectIsStaff = (snapshot: SessionSnapshot): boolean => isStaff(snapshot.context.claims, nowSeconds(snapshot.context.nowMs));
export const selectJoinUrl = (snapshot: SessionSnapshot): string => joinUrl(snapshot.context.facts.flags);

/** Where the login page goes once signed in (rules/gate.ts `landingAfterLogin`). */
export const selectLandingAfterLogin = (snapshot: SessionSnapshot): string =>
  landingAfterLogin(
    viewerOf({ ageVerification: snapshot.context.ageVerification, claims: snapshot.context.claims, nowSec: nowSeconds(snapshot.context.nowMs) }),
  );
