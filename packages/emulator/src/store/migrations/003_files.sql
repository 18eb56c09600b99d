-- Metadata of the files the upload function stored under <filesDir>/<group>/<case>/; the bytes
-- live on disk, one file per key. key is 'group/case/uniqueKey-fileName', the storage key the
-- portal keeps as a movement's file link and hands back to the download function.

CREATE TABLE case_file (
  key               TEXT PRIMARY KEY,
  group_id          TEXT NOT NULL,
  case_id           TEXT NOT NULL,
  name              TEXT NOT NULL,
  content_type      TEXT NOT NULL,
  size              INTEGER NOT NULL,
  uploaded_at       TEXT NOT NULL,
  owner_identity_id TEXT,
  owner_sub         TEXT
);

CREATE INDEX case_file_by_case ON case_file (group_id, case_id, uploaded_at);
