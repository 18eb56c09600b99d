-- The legacy api.php database: studies, lawyers, the directory, and each client's cases,
-- movements, agenda, notifications, invitations and contact requests.
-- Clients are Cognito users: id_justiciable is the user-pool sub (text).
-- Timestamps are Argentine local time as the PHP backend wrote them: 'YYYY-MM-DD HH:MM:SS'.
-- Booleans are 0/1 here; the API renders them as the 't'/'f' of the old Postgres driver.

CREATE TABLE estudios (
  id_estudio     INTEGER PRIMARY KEY,
  nombre_estudio TEXT    NOT NULL,
  descripcion    TEXT    NOT NULL DEFAULT '',
  direccion      TEXT,
  localidad      TEXT    NOT NULL,
  provincia      TEXT    NOT NULL,
  telefono       TEXT,
  email          TEXT,
  sitio_web      TEXT,
  habilitado     INTEGER NOT NULL DEFAULT 1 CHECK (habilitado IN (0, 1)),
  fecha_alta     TEXT    NOT NULL
);

-- A study works through groups; public links carry both ids.
CREATE TABLE grupos (
  id_grupo   INTEGER PRIMARY KEY,
  id_estudio INTEGER NOT NULL REFERENCES estudios (id_estudio),
  nombre     TEXT    NOT NULL
);
CREATE INDEX grupos_estudio ON grupos (id_estudio);

CREATE TABLE abogados (
  id_abogado  INTEGER PRIMARY KEY,
  nombre      TEXT NOT NULL,
  apellido    TEXT NOT NULL,
  email       TEXT NOT NULL,
  telefono    TEXT,
  matricula   TEXT,
  descripcion TEXT NOT NULL DEFAULT '',
  fecha_alta  TEXT NOT NULL
);

-- A lawyer's membership in a group: one directory entry.
CREATE TABLE abogados_grupo (
  id_abogado_grupo INTEGER PRIMARY KEY,
  id_abogado       INTEGER NOT NULL REFERENCES abogados (id_abogado),
  id_grupo         INTEGER NOT NULL REFERENCES grupos (id_grupo),
  descripcion      TEXT    NOT NULL DEFAULT '',
  visible          INTEGER NOT NULL DEFAULT 1 CHECK (visible IN (0, 1)),
  fecha_alta       TEXT    NOT NULL,
  fecha_baja       TEXT
);
CREATE INDEX abogados_grupo_abogado ON abogados_grupo (id_abogado);
CREATE INDEX abogados_grupo_grupo ON abogados_grupo (id_grupo);

CREATE TABLE especialidades (
  id_especialidad INTEGER PRIMARY KEY,
  nombre          TEXT NOT NULL UNIQUE
);

CREATE TABLE abogado_especialidades (
  id_abogado      INTEGER NOT NULL REFERENCES abogados (id_abogado),
  id_especialidad INTEGER NOT NULL REFERENCES especialidades (id_especialidad),
  PRIMARY KEY (id_abogado, id_especialidad)
) WITHOUT ROWID;

CREATE TABLE medios_comunicacion (
  id_tipo_medio_comunicacion INTEGER PRIMARY KEY,
  nombre                     TEXT NOT NULL UNIQUE
);

-- How a lawyer attends (presencial, videollamada, telefónica) and what a consultation costs that way.
CREATE TABLE abogado_medios (
  id_abogado                 INTEGER NOT NULL REFERENCES abogados (id_abogado),
  id_tipo_medio_comunicacion INTEGER NOT NULL REFERENCES medios_comunicacion (id_tipo_medio_comunicacion),
  precio                     INTEGER NOT NULL CHECK (precio >= 0),
  direccion_link             TEXT,
  PRIMARY KEY (id_abogado, id_tipo_medio_comunicacion)
) WITHOUT ROWID;

CREATE TABLE servicios (
  id_servicio INTEGER PRIMARY KEY,
  id_abogado  INTEGER NOT NULL REFERENCES abogados (id_abogado),
  nombre      TEXT    NOT NULL,
  descripcion TEXT    NOT NULL DEFAULT '',
  tipo_cobro  TEXT    NOT NULL CHECK (tipo_cobro IN ('monto_unico', 'sin_cargo', 'a_convenir')),
  precio      INTEGER NOT NULL DEFAULT 0 CHECK (precio >= 0)
);
CREATE INDEX servicios_abogado ON servicios (id_abogado);

CREATE TABLE tipos_movimiento (
  id_tipo     INTEGER PRIMARY KEY,
  nombre_tipo TEXT NOT NULL
);

CREATE TABLE tipos_documento (
  id_tipo_documento INTEGER PRIMARY KEY,
  nombre            TEXT NOT NULL
);

CREATE TABLE categorias_documento (
  id_categoria INTEGER PRIMARY KEY,
  id_grupo     INTEGER NOT NULL REFERENCES grupos (id_grupo),
  nombre       TEXT    NOT NULL
);
CREATE INDEX categorias_documento_grupo ON categorias_documento (id_grupo);

-- A client's link with a group and lawyer ("my lawyers"). Pending while an invitation or a
-- consultation awaits an answer; fecha_baja ends it (unlink, account deletion).
CREATE TABLE contactos (
  id_contacto    INTEGER PRIMARY KEY,
  id_justiciable TEXT,
  email          TEXT,
  id_grupo       INTEGER NOT NULL REFERENCES grupos (id_grupo),
  id_abogado     INTEGER NOT NULL REFERENCES abogados (id_abogado),
  estado         TEXT    NOT NULL CHECK (estado IN ('pendiente', 'activo', 'rechazado')),
  fecha_alta     TEXT    NOT NULL,
  fecha_baja     TEXT
);
CREATE INDEX contactos_justiciable ON contactos (id_justiciable);

CREATE TABLE casos (
  id_caso                    INTEGER PRIMARY KEY,
  nombre                     TEXT    NOT NULL,
  tipo                       TEXT    NOT NULL,
  id_servicio                INTEGER REFERENCES servicios (id_servicio),
  id_tipo_consulta           INTEGER,
  id_justiciable             TEXT,
  email_justiciable          TEXT,
  nombre_cliente             TEXT,
  telefono_cliente           TEXT,
  id_abogado                 INTEGER NOT NULL REFERENCES abogados (id_abogado),
  id_grupo                   INTEGER NOT NULL REFERENCES grupos (id_grupo),
  estado                     TEXT    NOT NULL CHECK (estado IN ('Pendiente', 'Activo', 'Archivado')),
  consulta_aceptada          INTEGER NOT NULL DEFAULT 0 CHECK (consulta_aceptada IN (0, 1)),
  id_tipo_medio_comunicacion INTEGER REFERENCES medios_comunicacion (id_tipo_medio_comunicacion),
  origen                     TEXT    NOT NULL CHECK (origen IN ('portal', 'link', 'estudio')),
  usuario_alta               TEXT,
  datos_formulario           TEXT,
  -- When the emulated lawyer accepts this consultation (epoch ms); null when nobody will.
  aceptar_en                 INTEGER,
  fecha_alta                 TEXT    NOT NULL,
  fecha_modificacion         TEXT    NOT NULL
);
CREATE INDEX casos_justiciable ON casos (id_justiciable, fecha_alta);
CREATE INDEX casos_aceptar_en ON casos (aceptar_en) WHERE aceptar_en IS NOT NULL;

CREATE TABLE movimientos (
  id_movimiento          INTEGER PRIMARY KEY,
  id_caso                INTEGER NOT NULL REFERENCES casos (id_caso),
  id_tipo                INTEGER NOT NULL REFERENCES tipos_movimiento (id_tipo),
  fecha_alta             TEXT    NOT NULL,
  nombres                TEXT    NOT NULL DEFAULT '',
  descripcion_movimiento TEXT    NOT NULL DEFAULT '',
  comentarios            TEXT,
  fecha_inicio_agenda    TEXT,
  hora_inicio_agenda     TEXT,
  todo_el_dia_agenda     INTEGER NOT NULL DEFAULT 0 CHECK (todo_el_dia_agenda IN (0, 1)),
  link_archivo           TEXT,
  link_url               TEXT,
  monto                  INTEGER,
  cuenta                 TEXT,
  pagado                 INTEGER NOT NULL DEFAULT 0 CHECK (pagado IN (0, 1)),
  origen                 TEXT    NOT NULL CHECK (origen IN ('abogado', 'justiciable')),
  id_justiciable         TEXT,
  tipo_reunion           TEXT,
  direccion_link         TEXT,
  conexidad              TEXT,
  diligencia             TEXT,
  prueba                 TEXT,
  concepto               TEXT,
  acto_procesal          TEXT
);
CREATE INDEX movimientos_caso ON movimientos (id_caso);

CREATE TABLE comentarios (
  id_comentario   INTEGER PRIMARY KEY,
  id_movimiento   INTEGER NOT NULL REFERENCES movimientos (id_movimiento),
  nombres_usuario TEXT    NOT NULL,
  comentario      TEXT    NOT NULL,
  origen          TEXT    NOT NULL CHECK (origen IN ('abogado', 'justiciable')),
  id_justiciable  TEXT,
  fecha_alta      TEXT    NOT NULL
);
CREATE INDEX comentarios_movimiento ON comentarios (id_movimiento);

-- Agenda entries. A type-7 movement owns one (id_movimiento), dated once someone picks the date.
CREATE TABLE agendas (
  id_agenda      INTEGER PRIMARY KEY,
  id_justiciable TEXT,
  id_caso        INTEGER REFERENCES casos (id_caso),
  id_movimiento  INTEGER REFERENCES movimientos (id_movimiento),
  id_abogado     INTEGER NOT NULL REFERENCES abogados (id_abogado),
  id_grupo       INTEGER NOT NULL REFERENCES grupos (id_grupo),
  titulo         TEXT    NOT NULL DEFAULT '',
  texto          TEXT    NOT NULL DEFAULT '',
  fecha_ini      TEXT,
  hora_ini       TEXT,
  hora_fin       TEXT,
  tipo_reunion   TEXT,
  direccion_link TEXT,
  fecha_alta     TEXT    NOT NULL
);
CREATE INDEX agendas_justiciable ON agendas (id_justiciable);
CREATE INDEX agendas_abogado ON agendas (id_abogado);
CREATE INDEX agendas_movimiento ON agendas (id_movimiento);

-- Addressed to a client by sub, or by e-mail when the study wrote before the account existed.
CREATE TABLE notificaciones (
  id_notificacion INTEGER PRIMARY KEY,
  id_justiciable  TEXT,
  email           TEXT,
  tipo            TEXT    NOT NULL,
  titulo          TEXT    NOT NULL,
  descripcion     TEXT    NOT NULL,
  id_caso         INTEGER,
  id_grupo        INTEGER,
  id_invitacion   INTEGER,
  leido           INTEGER NOT NULL DEFAULT 0 CHECK (leido IN (0, 1)),
  fecha_alta      TEXT    NOT NULL
);
CREATE INDEX notificaciones_justiciable ON notificaciones (id_justiciable);
CREATE INDEX notificaciones_email ON notificaciones (email COLLATE NOCASE);

-- A study inviting a client (by e-mail) to link; id_contacto is the pending link it created.
CREATE TABLE invitaciones (
  id_invitacion   INTEGER PRIMARY KEY,
  id_grupo        INTEGER NOT NULL REFERENCES grupos (id_grupo),
  id_abogado      INTEGER NOT NULL REFERENCES abogados (id_abogado),
  id_contacto     INTEGER NOT NULL REFERENCES contactos (id_contacto),
  email           TEXT    NOT NULL,
  id_justiciable  TEXT,
  mensaje         TEXT    NOT NULL DEFAULT '',
  estado          TEXT    NOT NULL CHECK (estado IN ('pendiente', 'aceptada', 'rechazada')),
  fecha_alta      TEXT    NOT NULL,
  fecha_respuesta TEXT
);
CREATE INDEX invitaciones_email ON invitaciones (email COLLATE NOCASE);

-- A client's contact request to a lawyer from the directory.
CREATE TABLE solicitudes (
  id_solicitud   INTEGER PRIMARY KEY,
  id_abogado     INTEGER NOT NULL REFERENCES abogados (id_abogado),
  id_grupo       INTEGER NOT NULL REFERENCES grupos (id_grupo),
  id_justiciable TEXT    NOT NULL,
  username       TEXT    NOT NULL,
  email          TEXT    NOT NULL,
  telefono       TEXT,
  leido          INTEGER NOT NULL DEFAULT 0 CHECK (leido IN (0, 1)),
  estado         TEXT    NOT NULL CHECK (estado IN ('pendiente', 'aceptada', 'rechazada')),
  id_contacto    INTEGER REFERENCES contactos (id_contacto),
  aceptar_en     INTEGER,
  fecha_alta     TEXT    NOT NULL
);
CREATE INDEX solicitudes_justiciable ON solicitudes (id_justiciable);
CREATE INDEX solicitudes_aceptar_en ON solicitudes (aceptar_en) WHERE aceptar_en IS NOT NULL;

-- One emulated Mercado Pago checkout per payment link handed out by getPaymentLinkMP.
CREATE TABLE pagos_checkout (
  token                TEXT    PRIMARY KEY,
  id_movimiento        INTEGER NOT NULL REFERENCES movimientos (id_movimiento),
  id_caso              INTEGER NOT NULL REFERENCES casos (id_caso),
  id_justiciable       TEXT    NOT NULL,
  id_abogado           INTEGER NOT NULL REFERENCES abogados (id_abogado),
  id_grupo_justiciable INTEGER,
  monto                INTEGER NOT NULL,
  estado               TEXT    NOT NULL CHECK (estado IN ('pendiente', 'aprobado', 'rechazado')),
  volver_a             TEXT,
  fecha_alta           TEXT    NOT NULL,
  fecha_resultado      TEXT
);

INSERT INTO tipos_movimiento (id_tipo, nombre_tipo) VALUES
  (1, 'Consulta'),
  (2, 'Solicitud de archivo'),
  (3, 'Archivo adjunto'),
  (4, 'Pago'),
  (5, 'Novedad'),
  (6, 'Escrito judicial'),
  (7, 'Agenda'),
  (8, 'Audiencia');

INSERT INTO medios_comunicacion (id_tipo_medio_comunicacion, nombre) VALUES
  (1, 'Presencial'),
  (2, 'Videollamada'),
  (3, 'Telefónica');

INSERT INTO tipos_documento (id_tipo_documento, nombre) VALUES
  (1, 'DNI'),
  (2, 'Poder'),
  (3, 'Contrato'),
  (4, 'Recibo de sueldo'),
  (5, 'Telegrama laboral'),
  (6, 'Partida de nacimiento'),
  (7, 'Acta de matrimonio'),
  (8, 'Escritura'),
  (9, 'Sentencia'),
  (10, 'Certificado médico'),
  (11, 'Otro');
