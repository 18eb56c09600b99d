-- A link token opens its link for a limited time (settings.linkTokenLifetimeMs, 30 days by
-- default) from when it was issued, recorded here in epoch milliseconds. The tokens that existed
-- before count from now. A token set to NULL (an account's deletion voids its links) opens nothing.

ALTER TABLE movimientos ADD COLUMN link_token_emitido INTEGER;
UPDATE movimientos SET link_token_emitido = CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER) WHERE link_token IS NOT NULL;

DROP TRIGGER movimientos_give_link_token;
CREATE TRIGGER movimientos_give_link_token AFTER INSERT ON movimientos
  WHEN NEW.id_tipo IN (2, 3, 7) AND NEW.link_token IS NULL
BEGIN
  UPDATE movimientos
     SET link_token = lower(hex(randomblob(16))),
         link_token_emitido = CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)
   WHERE id_movimiento = NEW.id_movimiento;
END;
-- A row written with a token of its own is dated as well.
CREATE TRIGGER movimientos_date_link_token AFTER INSERT ON movimientos
  WHEN NEW.link_token IS NOT NULL AND NEW.link_token_emitido IS NULL
BEGIN
  UPDATE movimientos SET link_token_emitido = CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER) WHERE id_movimiento = NEW.id_movimiento;
END;

ALTER TABLE invitaciones ADD COLUMN token_emitido INTEGER;
UPDATE invitaciones SET token_emitido = CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER) WHERE token IS NOT NULL;

DROP TRIGGER invitaciones_give_token;
CREATE TRIGGER invitaciones_give_token AFTER INSERT ON invitaciones
  WHEN NEW.token IS NULL
BEGIN
  UPDATE invitaciones
     SET token = lower(hex(randomblob(16))),
         token_emitido = CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)
   WHERE id_invitacion = NEW.id_invitacion;
END;
CREATE TRIGGER invitaciones_date_token AFTER INSERT ON invitaciones
  WHEN NEW.token IS NOT NULL AND NEW.token_emitido IS NULL
BEGIN
  UPDATE invitaciones SET token_emitido = CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER) WHERE id_invitacion = NEW.id_invitacion;
END;
