/**
 * Demo accounts of the embedded backend, one per membership state (spec 000 §4 'Membership status': inactive 1,
 * active 100, canceled 200, expired 300; §6 roles). All use the password `demo1234`.
 */

export const DEMO_PASSWORD = 'demo1234';

export interface DemoAccount {
  email: string;
  /** Membership status code, the `usc` claim. */
  usc: 1 | 100 | 200 | 300;
  status: 'inactive' | 'active' | 'canceled' | 'expired';
  isTrial: boolean;
  hasBenefits: boolean;
  roles: string[];
  description: string;
  /** Days before the seed's base date it registered (default: 300, 280, … by position, all before the cutoff). */
  registeredDaysAgo?: number;
  /** The token kind its record sets (domain/access-token-kind.ts); absent = derived from the age verification. */
  tokenKind?: 'renew' | 'verify-only' | 'verified-app';
  /** Passed age verification already. */
  ageVerified?: boolean;
}

export const demoAccounts: readonly DemoAccount[] = [
  { email: 'active@demo.test', usc: 100, status: 'active', isTrial: false, hasBenefits: false, roles: [], description: 'Active member' },
  { email: 'expired@demo.test', usc: 300, status: 'expired', isTrial: false, hasBenefits: false, roles: [], description: 'Expired member' },
  { email: 'inactive@demo.test', usc: 1, status: 'inactive', isTrial: false, hasBenefits: false, roles: [], description: 'Inactive (never paid)' },
  { email: 'benefits@demo.test', usc: 1, status: 'inactive', isTrial: false, hasBenefits: true, roles: [], description: 'Inactive with benefits' },
  { email: 'trial@demo.test', usc: 100, status: 'active', isTrial: true, hasBenefits: false, roles: [], description: 'Active trial member' },
  { email: 'canceled@demo.test', usc: 200, status: 'canceled', isTrial: false, hasBenefits: false, roles: [], description: 'Canceled member' },
  {
    email: 'admin@demo.test',
    usc: 100,
    status: 'active',
    isTrial: false,
    hasBenefits: false,
    roles: ['admin'],
    description: 'Active member with the admin role',
  },
  // Age verification (spec 000 §4): registered after the cutoff (backend/auth/age-verification.ts), so they must pass.
  {
    email: 'unverified@demo.test',
    usc: 100,
    status: 'active',
    isTrial: false,
    hasBenefits: false,
    roles: [],
    description: 'Active member who must pass age verification (token kind verify)',
    registeredDaysAgo: 10,
  },
  {
    email: 'unverified-strict@demo.test',
    usc: 100,
    status: 'active',
    isTrial: false,
    hasBenefits: false,
    roles: [],
    description: 'Active member who must pass age verification, join-now closed too (token kind verify-only)',
    registeredDaysAgo: 9,
    tokenKind: 'verify-only',
  },
  {
    email: 'renew@demo.test',
    usc: 300,
    status: 'expired',
    isTrial: false,
    hasBenefits: false,
    roles: [],
    description: 'Expired member who must renew first (token kind renew)',
    tokenKind: 'renew',
  },
  {
    email: 'verified@demo.test',
    usc: 100,
    status: 'active',
    isTrial: false,
    hasBenefits: false,
    roles: [],
    description: 'Active member who passed age verification (token kind verified)',
    registeredDaysAgo: 8,
    ageVerified: true,
  },
  {
    email: 'app@demo.test',
    usc: 100,
    status: 'active',
    isTrial: false,
    hasBenefits: false,
    roles: [],
    description: "Active member verified by the partner VR app's login (token kind verified-app)",
    registeredDaysAgo: 7,
    tokenKind: 'verified-app',
    ageVerified: true,
  },
  // Account actions (spec 001 §2): the end-to-end tests remove one and change the other's e-mail (they reseed first).
  {
    email: 'removable@demo.test',
    usc: 1,
    status: 'inactive',
    isTrial: false,
    hasBenefits: false,
    roles: [],
    description: 'Inactive member the account-removal test removes',
    registeredDaysAgo: 400,
  },
  {
    email: 'changer@demo.test',
    usc: 1,
    status: 'inactive',
    isTrial: false,
    hasBenefits: false,
    roles: [],
    description: 'Inactive member whose e-mail the e-mail change test changes',
    registeredDaysAgo: 400,
  },
  // Easy cancel (spec 001 §2): the end-to-end test answers the survey and cancels its membership.
  {
    email: 'easycancel@demo.test',
    usc: 100,
    status: 'active',
    isTrial: false,
    hasBenefits: false,
    roles: [],
    description: 'Active monthly member whose membership the easy-cancel test cancels through the survey',
    registeredDaysAgo: 400,
  },
  // The dashboard's favourites page: 15 favourite videos and 3 models (two pages of videos); its e2e test removes some.
  {
    email: 'favorites@demo.test',
    usc: 100,
    status: 'active',
    isTrial: false,
    hasBenefits: false,
    roles: [],
    description: 'Active member with 15 favourite videos and 3 favourite models (the favourites page test removes some)',
    registeredDaysAgo: 400,
  },
  // Account settings (spec 001 §2): the end-to-end tests change one's avatar and the other's password.
  {
    email: 'avatar@demo.test',
    usc: 100,
    status: 'active',
    isTrial: false,
    hasBenefits: false,
    roles: [],
    description: 'Active member whose avatar the account settings test changes',
    registeredDaysAgo: 400,
  },
  {
    email: 'password@demo.test',
    usc: 100,
    status: 'active',
    isTrial: false,
    hasBenefits: false,
    roles: [],
    description: 'Active member whose password the account settings test changes',
    registeredDaysAgo: 400,
  },
  // Membership cancellation (spec 001 §4 'Dashboard and cancellation'): the end-to-end test cancels its membership.
  {
    email: 'cancel@demo.test',
    usc: 100,
    status: 'active',
    isTrial: false,
    hasBenefits: false,
    roles: [],
    description: 'Active member (monthly, plus a partner site) whose membership the cancellation test cancels',
    registeredDaysAgo: 200,
  },
  // Live VR cams: active members with cam access, each spending its own tokens in its end-to-end test
  // (balances: backend/cams/billing.ts SEEDED_CAM_BALANCES).
  {
    email: 'camtips@demo.test',
    usc: 100,
    status: 'active',
    isTrial: false,
    hasBenefits: false,
    roles: [],
    description: 'Active member with 1000 cam tokens (the room tip and chat test)',
    registeredDaysAgo: 400,
  },
  {
    email: 'camshow@demo.test',
    usc: 100,
    status: 'active',
    isTrial: false,
    hasBenefits: false,
    roles: [],
    description: 'Active member with 400 cam tokens (the private show test: enough to start one, soon low)',
    registeredDaysAgo: 400,
  },
  {
    email: 'camspy@demo.test',
    usc: 100,
    status: 'active',
    isTrial: false,
    hasBenefits: false,
    roles: [],
    description: 'Active member with 1000 cam tokens (the spy mode test)',
    registeredDaysAgo: 400,
  },
];

/** Status text of a membership status code. */
export const statusText = (usc: number): string => (usc === 100 ? 'active' : usc === 200 ? 'canceled' : usc === 300 ? 'expired' : 'inactive');
