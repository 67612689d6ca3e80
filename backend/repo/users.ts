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
  /** The uuids of the value pop-ups and header bars closed or followed (spec 001 §3 'Shown pop-ups on the user'). */
  shown_value_popups?: string[];
  /** The avatar's URL ('' none) and the file name of the member's own upload ('' none): account-settings routes. */
  avatar?: string;
  avatar_upload?: string;
  /** The generation of the member's cam tokens (cams/cam-token.ts); a password change or a logout moves it on. */
  cam_token_generation: number;
}

export async function userByEmail(db: Db, email: string): Promise<UserRecord | undefined> {
  const [row] = await db.query<UserRecord>('SELECT * FROM users WHERE email = $1', [email.trim().toLowerCase()]);
  return row;
}

export async function userByUuid(db: Db, uuid: string): Promise<UserRecord | undefined> {
  const [row] = await db.query<UserRecord>('SELECT * FROM users WHERE uuid = $1', [uuid]);
  return row;
}

/** The current generation of the member's cam tokens; null for no such member (e.g. the account was removed). */
export async function camTokenGeneration(db: Db, uuid: string): Promise<number | null> {
  const [row] = await db.query<{ generation: number }>('SELECT cam_token_generation AS generation FROM users WHERE uuid = $1', [uuid]);
  return row ? row.generation : null;
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
  shownValuePopUps: (u.shown_value_popups ?? []).map((uuid) => ({ uuid })),
  avatar: u.avatar ?? '',
});

/** Adds a value pop-up's uuid to the user's shown ones (kept once, in the order first shown); returns the list. */
export async function addShownValuePopup(db: Db, userUuid: string, uuid: string): Promise<string[]> {
  const [row] = await db.query<{ shown: string[] }>(
    `UPDATE users SET shown_value_popups = CASE WHEN shown_value_popups ? $2 THEN shown_value_popups
       ELSE shown_value_popups || jsonb_build_array($2::text) END
     WHERE uuid = $1 RETURNING shown_value_popups AS shown`,
    [userUuid, uuid],
  );
  return row?.shown ?? [];
}
