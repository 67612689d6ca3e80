/** Users (spec 000 §3 'User session'); their refresh tokens are in refresh-tokens.ts. */
import type { User } from '../../contracts/site-api.ts';
import type { Db } from '../db/db.ts';

export interface UserRecord {
  uuid: string;
  email: string;
  password_hash: string;
  status_code: number;
  status: string;
  is_trial: boolean;
  has_benefits: boolean;
  has_non_removable_card: boolean;
  roles: string[];
  partners: string[];
  affiliate_id: string | null;
  token_balance: number;
  registered_at: number;
  token_kind: string | null;
  age_verified_at: number | null;
}

export async function userByEmail(db: Db, email: string): Promise<UserRecord | undefined> {
  const [row] = await db.query<UserRecord>('SELECT * FROM users WHERE email = $1', [email.trim().toLowerCase()]);
  return row;
}

export async function userByUuid(db: Db, uuid: string): Promise<UserRecord | undefined> {
  const [row] = await db.query<UserRecord>('SELECT * FROM users WHERE uuid = $1', [uuid]);
  return row;
}

export const toWireUser = (u: UserRecord): User => ({
  uuid: u.uuid,
  email: u.email,
  affiliateId: u.affiliate_id,
  tokenBalance: u.token_balance,
  registeredAt: u.registered_at,
  status: u.status,
  isTrial: u.is_trial,
  hasBenefits: u.has_benefits,
  hasNonRemovableCard: u.has_non_removable_card,
  roles: u.roles,
  shownValuePopUps: [],
});
