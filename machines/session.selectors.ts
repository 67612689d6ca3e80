/**
 * Selectors over the session snapshot for views and other machines (spec 000 §4 'Token checks', §6).
 * Views read these with narrow `useSelector` calls; `nowSec` is passed in so renders stay pure.
 */
import type { SnapshotFrom } from 'xstate';
import type { User } from '../contracts/site-api.ts';
import type { MembershipFlags, VisitorGroup } from './rules/membership.ts';
import { authButtons, joinUrl, membershipFlags, visitorGroup } from './rules/membership.ts';
import type { AuthButtons } from './rules/membership.ts';
import type { FieldErrors } from './rules/validation.ts';
import type { HeldTokens, SessionMachine } from './session.machine.ts';

export type SessionSnapshot = SnapshotFrom<SessionMachine>;

export const selectFlags = (snapshot: SessionSnapshot, nowSec: number): MembershipFlags =>
  membershipFlags(snapshot.context.claims, snapshot.context.user, nowSec);
export const selectVisitorGroup = (snapshot: SessionSnapshot, nowSec: number): VisitorGroup => visitorGroup(selectFlags(snapshot, nowSec));
export const selectAuthButtons = (snapshot: SessionSnapshot, nowSec: number): AuthButtons =>
  authButtons(selectFlags(snapshot, nowSec), snapshot.context.verifiedView);
export const selectJoinUrl = (snapshot: SessionSnapshot, nowSec: number): string => joinUrl(selectFlags(snapshot, nowSec));

export const selectIsSignedIn = (snapshot: SessionSnapshot): boolean => snapshot.hasTag('signedIn');
export const selectIsGuest = (snapshot: SessionSnapshot): boolean => snapshot.hasTag('guest');
/** Starting, refreshing or loading the user: the session is not settled yet. */
export const selectIsSettling = (snapshot: SessionSnapshot): boolean =>
  snapshot.hasTag('starting') || snapshot.hasTag('refreshing') || snapshot.hasTag('loadingUser');
export const selectIsLoggingIn = (snapshot: SessionSnapshot): boolean => snapshot.hasTag('loggingIn');
export const selectIsLoggingOut = (snapshot: SessionSnapshot): boolean => snapshot.hasTag('loggingOut');
export const selectLoginFailed = (snapshot: SessionSnapshot): boolean => snapshot.hasTag('loginFailed');
export const selectLoginError = (snapshot: SessionSnapshot): string | null => snapshot.context.loginError;
export const selectFieldErrors = (snapshot: SessionSnapshot): FieldErrors => snapshot.context.fieldErrors;
export const selectCanSubmitLogin = (snapshot: SessionSnapshot): boolean =>
  snapshot.can({ type: 'LOGIN_SUBMITTED', email: 'name@example.com', password: 'x' });

export const selectUser = (snapshot: SessionSnapshot): User | null => snapshot.context.user;
export const selectTokens = (snapshot: SessionSnapshot): HeldTokens => ({ atoken: snapshot.context.atoken, rtoken: snapshot.context.rtoken });
export const selectAccessToken = (snapshot: SessionSnapshot): string | null => snapshot.context.atoken;
export const selectVerifiedView = (snapshot: SessionSnapshot): boolean => snapshot.context.verifiedView;
export const selectFavoriteVideoIds = (snapshot: SessionSnapshot): string[] => snapshot.context.favoriteVideoIds;
export const selectFavoriteModelIds = (snapshot: SessionSnapshot): number[] => snapshot.context.favoriteModelIds;
export const selectTokenBalance = (snapshot: SessionSnapshot): number => snapshot.context.user?.tokenBalance ?? 0;
