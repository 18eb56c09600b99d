-- Public links (a file request, a calendar request, a consultation's attachment, an invitation)
-- are opened with a random token, not with ids anyone can count through. A token is 32 lowercase
-- hex characters from SQLite's CSPRNG, given to every row that can be opened by link on insert,
-- whoever writes it (actions, seed), and to the rows that existed before.
-- Movement types 2 (Solicitud de archivo), 3 (Archivo adjunto) and 7 (Agenda) carry one.

ALTER TABLE movimientos ADD COLUMN link_token TEXT;
CREATE UNIQUE INDEX movimientos_link_token ON movimientos (link_token);
UPDATE movimientos SET link_token = lower(hex(randomblob(16))) WHERE id_tipo IN (2, 3, 7);
CREATE TRIGGER movimientos_give_link_token AFTER INSERT ON movimientos
  WHEN NEW.id_tipo IN (2, 3, 7) AND NEW.link_token IS NULL
BEGIN
  UPDATE movimientos SET link_token = lower(hex(randomblob(16))) WHERE id_movimiento = NEW.id_movimiento;
END;

ALTER TABLE invitaciones ADD COLUMN token TEXT;
CREATE UNIQUE INDEX invitaciones_token ON invitaciones (token);
UPDATE invitaciones SET token = lower(hex(randomblob(16)));
CREATE TRIGGER invitaciones_give_token AFTER INSERT ON invitaciones
  WHEN NEW.token IS NULL
BEGIN
  UPDATE invitaciones SET token = lower(hex(randomblob(16))) WHERE id_invitacion = NEW.id_invitacion;
END;

-- The movement a file was uploaded for through its link token (null for the case owner's
-- uploads): such a movement takes one upload, and only that file may become its link.
ALTER TABLE case_file ADD COLUMN movement_id INTEGER;
CREATE UNIQUE INDEX case_file_by_movement ON case_file (movement_id) WHERE movement_id IS NOT NULL;
