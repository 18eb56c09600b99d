import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type Database from 'better-sqlite3';

const migrationsDirectory = fileURLToPath(new URL('../store/migrations/', import.meta.url));

/**
 * Adds to a fake context's database the legacy tables and the link tokens the file functions
 * read to decide who may touch a case's files, and the columns that classify a stored file.
 */
export function addCaseTables(db: Database.Database): void {
  for (const file of [
    '004_legacy.sql',
    '006_link_tokens.sql',
    '007_document_classification.sql',
    '008_link_token_lifetime.sql',
  ])
    db.exec(readFileSync(join(migrationsDirectory, file), 'utf8'));
}

/** A study, group, lawyer and a case of that group belonging to the client sub (null: nobody's). */
export function insertCase(
  db: Database.Database,
  ids: { readonly groupId: number; readonly caseId: number },
  sub: string | null,
): void {
  const at = '2025-06-02 10:00:00';
  db.prepare(
    `INSERT OR IGNORE INTO estudios (id_estudio, nombre_estudio, localidad, provincia, fecha_alta) VALUES (1, 'Estudio', 'Córdoba', 'Córdoba', ?)`,
  ).run(at);
  db.prepare(`INSERT OR IGNORE INTO grupos (id_grupo, id_estudio, nombre) VALUES (?, 1, 'Grupo')`).run(ids.groupId);
  db.prepare(
    `INSERT OR IGNORE INTO abogados (id_abogado, nombre, apellido, email, fecha_alta) VALUES (1, 'Ana', 'Abogada', 'ana@estudio.test', ?)`,
  ).run(at);
  db.prepare(
    `INSERT INTO casos (id_caso, nombre, tipo, id_justiciable, id_abogado, id_grupo, estado, origen, fecha_alta, fecha_modificacion)
     VALUES (?, 'Caso', 'Consulta', ?, 1, ?, 'Activo', 'portal', ?, ?)`,
  ).run(ids.caseId, sub, ids.groupId, at, at);
}
