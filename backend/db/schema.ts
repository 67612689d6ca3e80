/**
 * Schema of the embedded reference backend (DESIGN.md 'backend/'; entities of spec 000 §3).
 * Plain PostgreSQL that runs on PGlite and on a real server. Nested wire data is kept as jsonb `data`;
 * the columns beside it are what lists filter and sort on. Times are unix seconds (integer).
 */
import { searchIndexSql } from '../repo/search-sql.ts';
import { camTablesSql } from '../cams/cam-schema.ts';

export const tableNames = [
  'messenger_messages',
  'messenger_chats',
  'cam_ledger',
  'cam_balances',
  'easy_cancel_feedback',
  'email_subscriptions',
  'memberships',
  'payments',
  'forum_votes',
  'forum_posts',
  'forum_discussions',
  'forum_users',
  'downloads',
  'video_events',
  'account_tokens',
  'auth_codes',
  'partner_codes',
  'account_blocks',
  'refresh_tokens',
  'watch_progress',
  'video_ratings',
  'favorite_videos',
  'favorite_models',
  'video_models',
  'video_categories',
  'device_videos',
  'devices',
  'faqs',
  'help_questions',
  'partners',
  'users',
  'videos',
  'models',
  'categories',
  'custom_videos',
  'blog_posts',
  'blog_categories',
  'pages',
  'constructor_pages',
  'settings',
  'login_failures',
  'age_verification_sessions',
  'rate_events',
  'outbox',
  'affiliate_hits',
] as const;

/**
 * Ledgers, not records: rows a refused or an e-mail-only request may add (login failures and requests counted for the
 * limits, the block a failed login puts on its account, the e-mails sent with their single-use links and login codes,
 * which change no account until followed, and the partner app's one-time codes, which change none until exchanged).
 * Provider sessions of the sandbox age-verification provider are a ledger
 * too: opening one changes no account (only the provider's buttons and the verification report do).
 */
export const ledgerTables: ReadonlySet<string> = new Set([
  'login_failures',
  'rate_events',
  'account_blocks',
  'outbox',
  'account_tokens',
  'auth_codes',
  'partner_codes',
  'age_verification_sessions',
]);

export const dropSql = `DROP TABLE IF EXISTS ${tableNames.join(', ')} CASCADE;`;

export const schemaSql = `
CREATE TABLE videos (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  published_at integer NOT NULL,
  views integer NOT NULL DEFAULT 0,
  data jsonb NOT NULL
);
CREATE INDEX videos_published_idx ON videos (published_at DESC, id DESC);
CREATE INDEX videos_views_idx ON videos (views DESC, id DESC);

CREATE TABLE models (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  published_at integer NOT NULL,
  views integer NOT NULL DEFAULT 0,
  is_featured boolean NOT NULL DEFAULT false,
  data jsonb NOT NULL
);

CREATE TABLE video_models (
  video_id integer NOT NULL REFERENCES videos(id) ON DELETE CASCADE,
  model_id integer NOT NULL REFERENCES models(id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (video_id, model_id)
);
CREATE INDEX video_models_model_idx ON video_models (model_id);

CREATE TABLE categories (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  type text,
  sort integer NOT NULL DEFAULT 0,
  data jsonb NOT NULL
);

CREATE TABLE video_categories (
  video_id integer NOT NULL REFERENCES videos(id) ON DELETE CASCADE,
  category_id integer NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
  PRIMARY KEY (video_id, category_id)
);
CREATE INDEX video_categories_category_idx ON video_categories (category_id);

CREATE TABLE custom_videos (
  id text PRIMARY KEY,
  type text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  data jsonb NOT NULL
);

CREATE TABLE blog_categories (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  data jsonb NOT NULL
);

CREATE TABLE blog_posts (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  published_at integer NOT NULL,
  category_slug text REFERENCES blog_categories(slug) ON DELETE SET NULL,
  data jsonb NOT NULL
);
CREATE INDEX blog_posts_published_idx ON blog_posts (published_at DESC, id DESC);
CREATE INDEX blog_posts_category_idx ON blog_posts (category_slug, published_at DESC);

CREATE TABLE pages (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  data jsonb NOT NULL
);

-- Page constructor (spec 000 §2.2 promotional landing pages and /{slug}): typed sections as jsonb, rails stored as
-- video ids or a category slug and model ids, resolved to cards per request.
CREATE TABLE constructor_pages (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  data jsonb NOT NULL
);

-- Devices of the help section (spec 000 §3 'Device page') and the videos listed on each device's page.
CREATE TABLE devices (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  sort integer NOT NULL DEFAULT 0,
  data jsonb NOT NULL
);

CREATE TABLE device_videos (
  device_id integer NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
  video_id integer NOT NULL REFERENCES videos(id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (device_id, video_id)
);

-- The help topics' questions (topic tech, general or bill), the FAQs and the partner sites, each listed by sort.
CREATE TABLE help_questions (
  id integer PRIMARY KEY,
  topic text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  data jsonb NOT NULL
);

CREATE TABLE faqs (
  id integer PRIMARY KEY,
  sort integer NOT NULL DEFAULT 0,
  data jsonb NOT NULL
);

CREATE TABLE partners (
  id integer PRIMARY KEY,
  sort integer NOT NULL DEFAULT 0,
  data jsonb NOT NULL
);

CREATE TABLE users (
  uuid text PRIMARY KEY,
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  status_code integer NOT NULL,
  status text NOT NULL,
  is_trial boolean NOT NULL DEFAULT false,
  has_benefits boolean NOT NULL DEFAULT false,
  has_non_removable_card boolean NOT NULL DEFAULT false,
  roles jsonb NOT NULL DEFAULT '[]'::jsonb,
  partners jsonb NOT NULL DEFAULT '[]'::jsonb,
  affiliate_id text,
  token_balance integer NOT NULL DEFAULT 0,
  registered_at integer NOT NULL,
  -- The access token's kind as the account's record sets it (domain/access-token-kind.ts: renew, verify-only,
  -- verified-app); NULL = derived from the age verification (backend/auth/age-verification.ts tokenKindOf).
  token_kind text,
  -- When the account passed age verification (unix seconds); NULL = not yet.
  age_verified_at integer,
  -- The sign-up's 'occasional email updates' choice (spec 001 §2 checkout form).
  receives_updates boolean NOT NULL DEFAULT true,
  -- The value pop-ups and header bars closed or followed (spec 001 §3 'Shown pop-ups on the user'): their uuids.
  shown_value_popups jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- The member's avatar (spec 001 §3 'Avatar'): the URL shown ('' none), and the file of the member's own upload
  -- in the data folder's uploads ('' none; backend/routes/account-settings.ts).
  avatar text NOT NULL DEFAULT '',
  avatar_upload text NOT NULL DEFAULT '',
  -- The generation of the member's cam tokens (backend/cams/cam-token.ts): a token carries the one it was signed in,
  -- and the cam provider takes it only while it is still the member's. A password change or a logout moves it on.
  cam_token_generation integer NOT NULL DEFAULT 0
);

-- A buyer's payment at a sandbox biller: pending until the biller's postback; the transaction id makes a
-- repeated postback change nothing.
CREATE TABLE payments (
  uuid text PRIMARY KEY,
  user_uuid text NOT NULL REFERENCES users(uuid) ON DELETE CASCADE,
  price_uuid text NOT NULL,
  slave_price_uuids jsonb NOT NULL,
  payment_system text NOT NULL,
  amount_cents integer NOT NULL,
  currency text NOT NULL,
  status text NOT NULL,
  message text NOT NULL DEFAULT '',
  created_at integer NOT NULL,
  completed_at integer,
  transaction_id text UNIQUE,
  -- A member-plus price's payment (backend/routes/member-plus.ts; price_uuid names the member-plus price): its approval
  -- makes the one membership on the price's partner site and leaves the buyer's status on this site as it is.
  member_plus boolean NOT NULL DEFAULT false,
  -- A live cam token pack's payment (backend/routes/tokens.ts; price_uuid names the pack's price): its approval credits
  -- these tokens (cam_balances, with a cam_ledger row) in the same statement and leaves the buyer's memberships alone.
  tokens integer NOT NULL DEFAULT 0 CHECK (tokens >= 0),
  -- An upgrade's payment: the membership of this site its approval ends (backend/repo/upgrades.ts); null for any other.
  replaces text
);

-- A membership bought here (site_host '') or on a partner site by a bundle or a member-plus price (spec 001 §3 'Dashboard').
CREATE TABLE memberships (
  uuid text PRIMARY KEY,
  user_uuid text NOT NULL REFERENCES users(uuid) ON DELETE CASCADE,
  payment_uuid text REFERENCES payments(uuid) ON DELETE SET NULL,
  site_host text NOT NULL,
  price_uuid text NOT NULL,
  payment_system text NOT NULL,
  status_code integer NOT NULL,
  is_non_recurring boolean NOT NULL,
  joined_at integer NOT NULL,
  rebill_at integer,
  amount_cents integer NOT NULL,
  currency text NOT NULL
);
CREATE INDEX memberships_user_idx ON memberships (user_uuid);

CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  user_uuid text NOT NULL REFERENCES users(uuid) ON DELETE CASCADE,
  issued_at integer NOT NULL,
  expires_at integer NOT NULL,
  revoked_at integer,
  -- Rotation (spec 000 §4): when this token was used, the hash of the token that replaced it, and the new pair
  -- sealed with this token, so a repeat of it within the grace window gets that same pair (backend/auth/rotation.ts).
  rotated_at integer,
  successor_hash text,
  successor_sealed text
);
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_uuid);

CREATE TABLE favorite_videos (
  user_uuid text NOT NULL REFERENCES users(uuid) ON DELETE CASCADE,
  video_id integer NOT NULL REFERENCES videos(id) ON DELETE CASCADE,
  created_at integer NOT NULL,
  PRIMARY KEY (user_uuid, video_id)
);

-- A member's place in a video's full film or trailer, one row each, the latest write kept.
CREATE TABLE watch_progress (
  user_uuid text NOT NULL REFERENCES users(uuid) ON DELETE CASCADE,
  video_id integer NOT NULL REFERENCES videos(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('full', 'trailer')),
  position double precision NOT NULL,
  duration double precision NOT NULL,
  finished boolean NOT NULL,
  updated_at integer NOT NULL,
  PRIMARY KEY (user_uuid, video_id, kind)
);
CREATE INDEX watch_progress_recent_idx ON watch_progress (user_uuid, updated_at DESC);

-- A member's rating of a video, 0-5 (written by a headset app through the HereSphere feed).
CREATE TABLE video_ratings (
  user_uuid text NOT NULL REFERENCES users(uuid) ON DELETE CASCADE,
  video_id integer NOT NULL REFERENCES videos(id) ON DELETE CASCADE,
  rating double precision NOT NULL,
  updated_at integer NOT NULL,
  PRIMARY KEY (user_uuid, video_id)
);

CREATE TABLE favorite_models (
  user_uuid text NOT NULL REFERENCES users(uuid) ON DELETE CASCADE,
  model_id integer NOT NULL REFERENCES models(id) ON DELETE CASCADE,
  created_at integer NOT NULL,
  PRIMARY KEY (user_uuid, model_id)
);

-- The e-mail sending service's subscription preferences (spec 001 §7 {sendService}/v1/subscription/{uid};
-- contracts/email-subscription.ts): one per account, found by its uid (the key of the preferences link); type 0-3 and
-- the other fields (frequency, topics) as jsonb.
CREATE TABLE email_subscriptions (
  uid text PRIMARY KEY,
  user_uuid text NOT NULL UNIQUE REFERENCES users(uuid) ON DELETE CASCADE,
  type integer NOT NULL CHECK (type BETWEEN 0 AND 3),
  fields jsonb NOT NULL DEFAULT '{}'::jsonb,
  updated_at integer NOT NULL
);

CREATE TABLE settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL
);

-- Failed logins, counted per account ('account:<e-mail>') and per address ('address:<ip>') for the login limits
-- (backend/auth/login-limits.ts); in the database so every process counts the same attempts.
CREATE TABLE login_failures (
  key text NOT NULL,
  at integer NOT NULL
);
CREATE INDEX login_failures_key_idx ON login_failures (key, at);

-- Sessions of the sandbox age-verification provider (backend/routes/age-verification.ts): status pending, approved,
-- refused or failed (contracts/age-verification.ts), and the site path the provider's page sends the visitor back to.
CREATE TABLE age_verification_sessions (
  id text PRIMARY KEY,
  user_uuid text NOT NULL REFERENCES users(uuid) ON DELETE CASCADE,
  status text NOT NULL,
  return_path text NOT NULL,
  created_at integer NOT NULL,
  decided_at integer
);
CREATE INDEX age_verification_sessions_user_idx ON age_verification_sessions (user_uuid);
-- Requests counted for the rate limits of the account actions (backend/auth/rate-limits.ts): code requests, code
-- sign-ins, reset, unblock, e-mail change and removal e-mails, per account and per address.
CREATE TABLE rate_events (
  key text NOT NULL,
  at integer NOT NULL
);
CREATE INDEX rate_events_key_idx ON rate_events (key, at);

-- Accounts blocked after repeated failed logins (spec 000 §9 'password attempts'; backend/auth/login-limits.ts),
-- until the unblock link of the e-mail is followed or the password is reset.
CREATE TABLE account_blocks (
  user_uuid text PRIMARY KEY REFERENCES users(uuid) ON DELETE CASCADE,
  blocked_at integer NOT NULL
);

-- Single-use links sent by e-mail (backend/repo/account-tokens.ts): 'reset', 'unblock', 'email-change' (email = the
-- new address), 'removal'. Only the SHA-256 of a token is kept.
CREATE TABLE account_tokens (
  token_hash text PRIMARY KEY,
  purpose text NOT NULL,
  user_uuid text NOT NULL REFERENCES users(uuid) ON DELETE CASCADE,
  email text,
  created_at integer NOT NULL,
  expires_at integer NOT NULL,
  used_at integer
);
CREATE INDEX account_tokens_user_idx ON account_tokens (user_uuid, purpose);

-- The login code of an account (one at a time: a new request replaces it), hashed, with the tries it has left.
CREATE TABLE auth_codes (
  user_uuid text PRIMARY KEY REFERENCES users(uuid) ON DELETE CASCADE,
  code_hash text NOT NULL,
  created_at integer NOT NULL,
  expires_at integer NOT NULL,
  tries_left integer NOT NULL
);

-- One-time codes of the partner app login (/playalogin/; backend/repo/partner-codes.ts): the SHA-256 of the code,
-- bound to the user, the app (client_id) and the redirect URI; spent once (used_at). refresh_hash is the refresh
-- token of the pair the exchange gave, revoked when the same code is presented again (OAuth's code-reuse rule).
CREATE TABLE partner_codes (
  code_hash text PRIMARY KEY,
  user_uuid text NOT NULL REFERENCES users(uuid) ON DELETE CASCADE,
  client_id text NOT NULL,
  redirect_uri text NOT NULL,
  created_at integer NOT NULL,
  expires_at integer NOT NULL,
  used_at integer,
  refresh_hash text
);
CREATE INDEX partner_codes_user_idx ON partner_codes (user_uuid);

-- Downloads counted per member (spec 000 §7 'Downloads and events', §9 daily limit 20): one row per download call
-- answered with a signed file URL; the day's count is the rows since UTC midnight (backend/repo/downloads.ts).
-- The forum (spec 000 §2.4 'Comments (forum-backed)', §7 'Forum comments'): its users (seeded voices, and a site
-- member's own the first time they write, by the member's uuid), one discussion per video and per model, threaded
-- posts (reply_to) and one vote per user and post (+1 up, -1 down).
CREATE TABLE forum_users (
  id serial PRIMARY KEY,
  user_uuid text UNIQUE REFERENCES users(uuid) ON DELETE CASCADE,
  username text NOT NULL UNIQUE,
  created_at integer NOT NULL
);
CREATE TABLE forum_discussions (
  id integer PRIMARY KEY,
  subject_kind text NOT NULL,
  subject_id integer NOT NULL,
  title text NOT NULL,
  UNIQUE (subject_kind, subject_id)
);
CREATE TABLE forum_posts (
  id serial PRIMARY KEY,
  discussion_id integer NOT NULL REFERENCES forum_discussions(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES forum_users(id) ON DELETE CASCADE,
  reply_to integer REFERENCES forum_posts(id) ON DELETE CASCADE,
  content text NOT NULL,
  notify_me boolean NOT NULL DEFAULT false,
  created_at integer NOT NULL
);
CREATE INDEX forum_posts_discussion_idx ON forum_posts (discussion_id);
CREATE TABLE forum_votes (
  post_id integer NOT NULL REFERENCES forum_posts(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES forum_users(id) ON DELETE CASCADE,
  value smallint NOT NULL,
  PRIMARY KEY (post_id, user_id)
);

CREATE TABLE downloads (
  id serial PRIMARY KEY,
  user_uuid text NOT NULL REFERENCES users(uuid) ON DELETE CASCADE,
  video_id integer NOT NULL REFERENCES videos(id) ON DELETE CASCADE,
  file text NOT NULL,
  at integer NOT NULL
);
CREATE INDEX downloads_user_idx ON downloads (user_uuid, at);

-- The video event log (PUT /api/wp/user/event: 'videoDownloaded' with the video's id, quality, title and slug).
CREATE TABLE video_events (
  id serial PRIMARY KEY,
  user_uuid text NOT NULL REFERENCES users(uuid) ON DELETE CASCADE,
  event_type text NOT NULL,
  video_id text NOT NULL,
  data jsonb NOT NULL,
  created_at integer NOT NULL
);
CREATE INDEX video_events_user_idx ON video_events (user_uuid, created_at);

-- Every e-mail the backend sent (backend/mail/outbox.ts), readable in embedded mode at GET /api/dev/outbox.
CREATE TABLE outbox (
  id serial PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at integer NOT NULL
);
CREATE INDEX outbox_to_idx ON outbox (to_address, id DESC);

-- The js-hit tracker's hits (spec 001 §4 'Affiliate id'; POST /api/affiliate/hits, backend/routes/affiliate.ts): one
-- page of an affiliate's visitor; is_unique marks a browser's first hit for the affiliate (its hit cookie was unset).
CREATE TABLE affiliate_hits (
  id serial PRIMARY KEY,
  aff_id text NOT NULL,
  offer_id text NOT NULL DEFAULT '',
  path text NOT NULL,
  is_unique boolean NOT NULL,
  created_at integer NOT NULL
);
CREATE INDEX affiliate_hits_aff_idx ON affiliate_hits (aff_id, created_at);

-- The easy-cancel survey's feedback (spec 001 §4 'Dashboard and cancellation'; POST /api/easy-cancel,
-- backend/routes/easy-cancel.ts): the answers ([{questionId, answerId}]) and the comment of a member's cancellation.
CREATE TABLE easy_cancel_feedback (
  id serial PRIMARY KEY,
  user_uuid text NOT NULL REFERENCES users(uuid) ON DELETE CASCADE,
  membership_uuid text NOT NULL,
  answers jsonb NOT NULL,
  comment text NOT NULL DEFAULT '',
  created_at integer NOT NULL
);
CREATE INDEX easy_cancel_feedback_user_idx ON easy_cancel_feedback (user_uuid);

${camTablesSql}

-- Full-text search (GET {content}/search/{query}, backend/repo/search.ts): one GIN index per searched table over the
-- same expressions the queries match ('simple' configuration: prefix matching as the visitor types).
${searchIndexSql}
`;
