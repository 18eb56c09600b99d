-- The user pool, the identity pool, and what the whole emulator shares: the outbox and metadata.

-- Username attributes = email: the pool's internal username is the sub, the e-mail is unique.
CREATE TABLE cognito_users (
  sub TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  email_verified INTEGER NOT NULL DEFAULT 0,
  phone_number TEXT,
  name TEXT,
  status TEXT NOT NULL CHECK (status IN ('UNCONFIRMED', 'CONFIRMED')),
  -- SRP-6a verifier for USER_SRP_AUTH and a scrypt hash for USER_PASSWORD_AUTH; never the password.
  srp_salt TEXT NOT NULL,
  srp_verifier TEXT NOT NULL,
  password_salt TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- At most one live code per user and purpose; a new one replaces the old.
CREATE TABLE cognito_codes (
  sub TEXT NOT NULL REFERENCES cognito_users (sub) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('sign-up', 'password-reset')),
  code TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  PRIMARY KEY (sub, purpose)
);

-- Failed or rate-limited attempts, counted over a sliding window.
CREATE TABLE cognito_attempts (
  subject TEXT NOT NULL,
  action TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX cognito_attempts_by_subject ON cognito_attempts (subject, action, at);

-- One row per sign-in: the origin_jti every token of that sign-in carries, and its refresh token.
CREATE TABLE cognito_sessions (
  origin_jti TEXT PRIMARY KEY,
  sub TEXT NOT NULL REFERENCES cognito_users (sub) ON DELETE CASCADE,
  client_id TEXT NOT NULL,
  event_id TEXT NOT NULL,
  refresh_token_hash TEXT NOT NULL UNIQUE,
  auth_time INTEGER NOT NULL,
  refresh_expires_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE INDEX cognito_sessions_by_sub ON cognito_sessions (sub);

-- Pending PASSWORD_VERIFIER challenges; sub is null for a simulated challenge of an unknown user.
CREATE TABLE cognito_srp_challenges (
  secret_block TEXT PRIMARY KEY,
  sub TEXT REFERENCES cognito_users (sub) ON DELETE CASCADE,
  client_id TEXT NOT NULL,
  srp_a TEXT NOT NULL,
  srp_b TEXT NOT NULL,
  private_b TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);

-- The RS256 key pair the tokens are signed with, generated once per database.
CREATE TABLE cognito_signing_keys (
  kid TEXT PRIMARY KEY,
  private_jwk TEXT NOT NULL,
  public_jwk TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- Identity pool: one identity per user, and the temporary credentials issued to it.
CREATE TABLE identity_ids (
  identity_id TEXT PRIMARY KEY,
  sub TEXT NOT NULL UNIQUE REFERENCES cognito_users (sub) ON DELETE CASCADE,
  created_at TEXT NOT NULL
);

CREATE TABLE identity_credentials (
  access_key_id TEXT PRIMARY KEY,
  -- Kept as issued: verifying a SigV4 signature needs the secret itself, as AWS does.
  secret_access_key TEXT NOT NULL,
  session_token TEXT NOT NULL,
  identity_id TEXT NOT NULL REFERENCES identity_ids (identity_id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL
);

-- E-mails, codes and notifications the emulator "sent", shown on /__emulator.
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  data TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- Facts about this data directory, such as the seeded demo account printed at every start.
CREATE TABLE emulator_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
