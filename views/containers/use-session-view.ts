/** Narrow reads of the session for containers: its facts (flags, visitor group, verified view) and the §6 rules on them. */
import { shallowEqual, useSelector } from './use-selector.ts';
import { selectAuthButtons, selectFacts, selectIsSignedIn, selectIsStaff, selectJoinUrl } from '../../machines/session.selectors.ts';
import { useVisit } from './VisitContext.tsx';

export function useSessionView() {
  const { session } = useVisit();
  const facts = useSelector(session, selectFacts);
  const buttons = useSelector(session, selectAuthButtons, shallowEqual);
  const joinUrl = useSelector(session, selectJoinUrl);
  const signedIn = useSelector(session, selectIsSignedIn);
  const staff = useSelector(session, selectIsStaff);
  return { flags: facts.flags, group: facts.group, verifiedView: facts.verifiedView, email: facts.email, buttons, joinUrl, signedIn, staff };
}
