-- Guest access: an identity of the identity pool may have no user (sub NULL), as the public
-- file-request page gets one to upload without signing in. SQLite cannot drop a NOT NULL, so the
-- table is rebuilt; dropping the old one cascades to identity_credentials, whose rows are kept
-- aside and put back so credentials issued before the upgrade keep signing.
CREATE TABLE identity_ids_with_guests (
  identity_id TEXT PRIMARY KEY,
  sub TEXT UNIQUE REFERENCES cognito_users (sub) ON DELETE CASCADE,
  created_at TEXT NOT NULL
);
INSERT INTO identity_ids_with_guests (identity_id, sub, created_at) SELECT identity_id, sub, created_at FROM identity_ids;
CREATE TEMP TABLE credentials_kept AS SELECT * FROM identity_credentials;
DROP TABLE identity_ids;
ALTER TABLE identity_ids_with_guests RENAME TO identity_ids;
INSERT INTO identity_credentials SELECT * FROM credentials_kept;
DROP TABLE credentials_kept;
