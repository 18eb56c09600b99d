-- A client's meeting can be cancelled (the portal's cancelMeeting: a novedad naming the entry),
-- and a deadline can take the whole day ("Todo el día", as todo_el_dia_agenda on movements).
ALTER TABLE agendas ADD COLUMN cancelada INTEGER NOT NULL DEFAULT 0;
ALTER TABLE agendas ADD COLUMN todo_el_dia INTEGER NOT NULL DEFAULT 0;
