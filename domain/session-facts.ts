/**
 * The facts of a session that other machines and the views need (spec 000 §4 'Membership status', §6 'Visitor
 * groups'): the membership flags, the visitor group and whether the viewer is in the verified view. Computed
 * by the session machine with its own clock (the time of its last token check), kept in its context and
 * emitted as SESSION_CHANGED when they change; views read them through the session's selectors.
 */
import type { User } from '../contracts/site-api.ts';
import type { Claims } from './claims.ts';
import { type Viewer, sameViewer, viewerOf } from './gate.ts';
import { type MembershipFlags, type VisitorGroup, membershipFlags, visitorGroup } from './membership.ts';

export type SessionFacts = {
  flags: MembershipFlags;
  group: VisitorGroup;
  verifiedView: boolean;
  /** What the verified-member gate knows of the viewer from the token held (rules/gate.ts). */
  viewer: Viewer;
  /** The signed-in user's uuid (user info, else the token's subject), null for a guest. */
  userId: string | null;
  /** The signed-in user's e-mail (the greeting of one sibling site), null for a guest. */
  email: string | null;
};

type FactsInput = { claims: Claims | null; user: User | null; ageVerification: boolean; nowMs: number };

/** The gate's viewer of the token held (rules/gate.ts). */
const viewerOfToken = (input: Omit<FactsInput, 'user'>): Viewer =>
  viewerOf({ ageVerification: input.ageVerification, claims: input.claims, nowSec: Math.floor(input.nowMs / 1000) });

/** Whether the token held puts the viewer in the verified view (the gate's rule, rules/gate.ts). */
export const inVerifiedView = (input: Omit<FactsInput, 'user'>): boolean => viewerOfToken(input).verifiedView;

export function sessionFacts(input: FactsInput): SessionFacts {
  const flags = membershipFlags(input.claims, input.user, Math.floor(input.nowMs / 1000));
  const viewer = viewerOfToken(input);
  return {
    flags,
    group: visitorGroup(flags),
    verifiedView: viewer.verifiedView,
    viewer,
    userId: flags.loggedIn ? (input.user?.uuid ?? input.claims?.sub ?? null) : null,
    email: flags.loggedIn ? (input.user?.email ?? null) : null,
  };
}

export function sameFacts(a: SessionFacts, b: SessionFacts): boolean {
  if (a.group !== b.group || a.verifiedView !== b.verifiedView || a.email !== b.email || a.userId !== b.userId) return false;
  if (!sameViewer(a.viewer, b.viewer)) return false;
  return (Object.keys(a.flags) as (keyof MembershipFlags)[]).every((key) => a.flags[key] === b.flags[key]);
}
