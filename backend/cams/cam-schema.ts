/**
 * The live cam tables' DDL (issue 16; billing.ts), part of db/schema.ts: `cam_balances`, a member's tokens, and
 * `cam_ledger`, every debit and credit with its reason (private, voice-private, spy, tip, tip-menu, toy, compliment,
 * purchase, seed, sim) and the balance it left. No imports: the schema module reads it while it loads.
 */
export const camTablesSql = `
CREATE TABLE cam_balances (
  user_uuid text PRIMARY KEY REFERENCES users(uuid) ON DELETE CASCADE,
  tokens integer NOT NULL CHECK (tokens >= 0),
  updated_at integer NOT NULL
);
CREATE TABLE cam_ledger (
  id serial PRIMARY KEY,
  user_uuid text NOT NULL REFERENCES users(uuid) ON DELETE CASCADE,
  delta integer NOT NULL,
  balance integer NOT NULL,
  reason text NOT NULL,
  ref text NOT NULL DEFAULT '',
  created_at integer NOT NULL
);
CREATE INDEX cam_ledger_user_idx ON cam_ledger (user_uuid, id);
`;
