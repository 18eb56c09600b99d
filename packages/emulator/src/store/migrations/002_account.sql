-- The AppSync models of SPEC §3: User, Billing and Location, as the GraphQL endpoint stores them.
-- Ids are text (AppSync ID); timestamps are ISO 8601 strings (AWSDateTime); owner is the user-pool
-- sub of the account the record belongs to, null for a record an API-key write created and no
-- user has linked yet.

CREATE TABLE account_billing (
  id            TEXT PRIMARY KEY,
  billing_name  TEXT,
  tax_id        TEXT,
  address       TEXT,
  phone         TEXT,
  tax_condition TEXT,
  email         TEXT,
  owner         TEXT,
  created_at    TEXT NOT NULL,
  updated_at    TEXT NOT NULL
);

CREATE TABLE account_location (
  id         TEXT PRIMARY KEY,
  country_id INTEGER,
  country    TEXT,
  city_id    INTEGER,
  city       TEXT,
  region_id  INTEGER,
  region     TEXT,
  address    TEXT,
  owner      TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE account_user (
  id                   TEXT PRIMARY KEY,
  name                 TEXT,
  phone                TEXT,
  email                TEXT,
  owner                TEXT,
  profile_img          TEXT,
  enabled              INTEGER,
  created_at           TEXT NOT NULL,
  updated_at           TEXT NOT NULL,
  deleted_at           TEXT,
  celphone             TEXT,
  user_billing_info_id TEXT REFERENCES account_billing (id) ON DELETE SET NULL,
  user_location_id     TEXT REFERENCES account_location (id) ON DELETE SET NULL
);
