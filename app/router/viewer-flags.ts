/** The membership flags the held access token says (a guest's without a valid one), which loaders decide by. */
import { nowSeconds, readClaims } from '../../domain/claims.ts';
import { type MembershipFlags, membershipFlags } from '../../domain/membership.ts';
import type { Services } from './services.ts';

export const viewerFlags = (services: Pick<Services, 'sessionTokens' | 'nowMs'>): MembershipFlags =>
  membershipFlags(readClaims(services.sessionTokens.read().atoken), null, nowSeconds(services.nowMs()));
