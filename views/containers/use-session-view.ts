/** Narrow reads of the session for containers: its facts (flags, visitor group, verified view) and the §6 rules on them. */
import { shallowEqual, useSelector } from './use-selector.ts';
import { sameFacts } from '../../domain/session-facts.ts';
import { selectAuthButtons, selectFacts, selectIsSignedIn, selectIsStaff, selectJoinUrl } from '../../machines/session.selectors.ts';
import { useVisit } from './VisitContext.tsx';

export function useSessionView() {
  const { session } = useVisit();
  // The same facts in a new object (the session machine taking over from its stand-in, a token check) are the same
  // view: no render of the chrome for it (a store's update is a synchronous render).
  const facts = useSelector(session, selectFacts, sameFacts);
  const buttons = useSelector(session, selectAuthButtons, shallowEqual);
  const joinUrl = useSelector(session, selectJoinUrl);
  const signedIn = useSelector(session, selectIsSignedIn);
  const staff = useSelector(session, selectIsStaff);
  return { flags: facts.flags, group: facts.group, verifiedView: facts.verifiedView, email: facts.email, buttons, joinUrl, signedIn, staff };
}
