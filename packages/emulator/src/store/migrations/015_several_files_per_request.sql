-- A lawyer's file request takes several files through its link (up to 10, the portal's limit per
-- answer), each recorded with the request it was uploaded for; the one-file-per-movement index goes.
-- Numbered apart from the next free versions, which other changes of the same day take.
DROP INDEX IF EXISTS case_file_by_movement;
CREATE INDEX case_file_by_movement_id ON case_file (movement_id) WHERE movement_id IS NOT NULL;
