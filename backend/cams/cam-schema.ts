/**
 * The live cam tables' DDL (billing.ts), part of db/schema.ts: `cam_balances`, a member's tokens, and
 * `cam_ledger`, every debit and credit with its reason (private, voice-private, spy, tip, tip-menu, toy, compliment,
 * purchase, seed, sim) and the balance it left; the private messenger's `messenger_chats` (a member and a model) and
 * `messenger_messages` (messenger.ts). No imports: the schema module reads it while it loads.
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
CREATE TABLE messenger_chats (
  id serial PRIMARY KEY,
  user_uuid text NOT NULL REFERENCES users(uuid) ON DELETE CASCADE,
  model_id text NOT NULL,
  -- The model has blocked / muted the member (the member's input is disabled).
  blocked boolean NOT NULL DEFAULT false,
  muted boolean NOT NULL DEFAULT false,
  created_at bigint NOT NULL,
  UNIQUE (user_uuid, model_id)
);
CREATE TABLE messenger_messages (
  id bigserial PRIMARY KEY,
  chat_id integer NOT NULL REFERENCES messenger_chats(id) ON DELETE CASCADE,
  from_model boolean NOT NULL,
  content text NOT NULL DEFAULT '',
  -- Tokens of a tip message (0 for a plain one).
  tip integer NOT NULL DEFAULT 0 CHECK (tip >= 0),
  -- Unix milliseconds; read_at null = unread (only the model's messages are read by the member).
  sent_at bigint NOT NULL,
  read_at bigint
);
CREATE INDEX messenger_messages_chat_idx ON messenger_messages (chat_id, id);
`;
