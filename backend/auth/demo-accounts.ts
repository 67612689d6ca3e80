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
];

/** Status text of a membership status code. */
export const statusText = (usc: number): string => (usc === 100 ? 'active' : usc === 200 ? 'canceled' : usc === 300 ? 'expired' : 'inactive');
