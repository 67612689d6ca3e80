/** Narrow reads of the session for containers: membership flags, visitor group, auth buttons, join URL (spec 000 §4, §6). */
import { shallowEqual, useSelector } from '@xstate/react';
import { nowSeconds } from '../../machines/rules/claims.ts';
import { authButtons, joinUrl, membershipFlags, visitorGroup } from '../../machines/rules/membership.ts';
import { selectIsSignedIn } from '../../machines/session.selectors.ts';
import { useVisit } from './VisitContext.tsx';

export function useSessionView() {
  const { session } = useVisit();
  const state = useSelector(
    session,
    (s) => ({ claims: s.context.claims, user: s.context.user, verifiedView: s.context.verifiedView, signedIn: selectIsSignedIn(s) }),
    shallowEqual,
  );
  const flags = membershipFlags(state.claims, state.user, nowSeconds());
  return {
    flags,
    group: visitorGroup(flags),
    buttons: authButtons(flags, state.verifiedView),
    joinUrl: joinUrl(flags),
    verifiedView: state.verifiedView,
    signedIn: state.signedIn,
    user: state.user,
  };
}
