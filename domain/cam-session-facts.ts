/**
 * What the cam session (machines/cam-session.machine.ts, a visit machine with systemId 'camSession'; spec 002 §4.5)
 * knows, as the other cam machines and the views read it. Its context holds these facts; the selectors here read
 * them from any snapshot that carries them, so screens and machines depend on the facts, not on the chart.
 */
export interface CamSessionFacts {
  /** The viewer is signed in to the site (a member's session). */
  signedIn: boolean;
  /**
   * Authorised for live cam (§4.5, §6: authorised members and inactive members with benefits) and signed in to the
   * provider: may tip and take shows. Other expired and inactive members sign in to chat only (camAuthorised false).
   */
  camAuthorised: boolean;
  /**
   * A signed-in member's cam sign-in is under way (auth info, provider login, first balance; again after a reconnect):
   * a paid request waits for it, or its control is disabled, instead of going to /tokens/ as if refused.
   */
  signingIn: boolean;
  /** Active, expired or inactive member: may send chat messages (§6). */
  mayChat: boolean;
  /** The token balance (GET {siteHost}/api/{provider}/balance); null before it is known. */
  balance: number | null;
  /**
   * The provider's user name, set by the provider sign-in ('' before it, as a guest, after a refusal): a member signed
   * in for chat only (expired or inactive without benefits, §6) has one but is not camAuthorised.
   */
  userName: string;
}

/** Signed in to the provider, to chat at least (the messenger logs in after it). */
export const providerSignedIn = (facts: CamSessionFacts): boolean => facts.userName !== '';

export const NO_CAM_SESSION: CamSessionFacts = {
  signedIn: false,
  camAuthorised: false,
  signingIn: false,
  mayChat: false,
  balance: null,
  userName: '',
};

/** The cam session's facts as it starts, before any sign-in (its context's first facts; a server render's too). */
export const startingCamFacts = (start: { enabled: boolean; signedIn: boolean; mayChat: boolean }): CamSessionFacts => ({
  ...NO_CAM_SESSION,
  signedIn: start.enabled && start.signedIn,
  mayChat: start.enabled && start.signedIn && start.mayChat,
});

type WithFacts = { context: { facts: CamSessionFacts } };

export const selectCamFacts = (snapshot: WithFacts): CamSessionFacts => snapshot.context.facts;
export const selectCamBalance = (snapshot: WithFacts): number | null => snapshot.context.facts.balance;

/** The event the cam session takes to fetch the balance again (after a tip, a purchase, a show: §4.7 step 6). */
export const BALANCE_REFRESH = { type: 'BALANCE_REFRESH_REQUESTED' } as const;
