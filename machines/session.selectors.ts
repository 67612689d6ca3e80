/**
 * Selectors over the session snapshot for views (spec 000 §4): narrow reads that `useSelector` compares
 * cheaply. Membership flags are derived from claims and user with machines/rules/membership.ts.
 */
import type { SnapshotFrom } from 'xstate';
import type { FieldErrors } from './rules/validation.ts';
import type { SessionMachine } from './session.machine.ts';

export type SessionSnapshot = SnapshotFrom<SessionMachine>;

export const selectIsSignedIn = (snapshot: SessionSnapshot): boolean => snapshot.hasTag('signedIn');
export const selectIsGuest = (snapshot: SessionSnapshot): boolean => snapshot.hasTag('guest');
/** Logging in, or loading the user right after: the login form is busy. */
export const selectIsSubmittingLogin = (snapshot: SessionSnapshot): boolean => snapshot.hasTag('loggingIn') || snapshot.hasTag('loadingUser');
export const selectLoginError = (snapshot: SessionSnapshot): string | null => snapshot.context.loginError;
export const selectFieldErrors = (snapshot: SessionSnapshot): FieldErrors => snapshot.context.fieldErrors;
export const selectCanLogOut = (snapshot: SessionSnapshot): boolean => snapshot.can({ type: 'LOGOUT_REQUESTED' });
