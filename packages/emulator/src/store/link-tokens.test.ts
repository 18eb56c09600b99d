import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyMigrations, openDatabase, type SqlDatabase } from './database';

const migrations = fileURLToPath(new URL('./migrations/', import.meta.url));
const linkTokens = '006_link_tokens.sql';
const token = /^[0-9a-f]{32}$/;

/** Migration 006 on a database that already holds request movements and invitations, and on rows written after it. */
describe('the link tokens migration', () => {
  let directory: string;
  let db: SqlDatabase;

  const tokenOf = (movementId: number) =>
    (
      db.prepare('SELECT link_token FROM movimientos WHERE id_movimiento = ?').get(movementId) as {
        link_token: string | null;
      }
    ).link_token;

  function insertMovement(type: number): number {
    return Number(
      db
        .prepare(
          `INSERT INTO movimientos (id_caso, id_tipo, fecha_alta, origen) VALUES (1, ?, '2025-06-02 10:00:00', 'abogado')`,
        )
        .run(type).lastInsertRowid,
    );
  }

  function insertInvitation(): number {
    return Number(
      db
        .prepare(
          `INSERT INTO invitaciones (id_grupo, id_abogado, id_contacto, email, estado, fecha_alta)
                  VALUES (1, 1, 1, 'cliente@example.com', 'pendiente', '2025-06-02 10:00:00')`,
        )
        .run().lastInsertRowid,
    );
  }

  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'emulator-link-tokens-'));
    for (const file of readdirSync(migrations).filter((name) => name.endsWith('.sql') && name < linkTokens)) {
      copyFileSync(join(migrations, file), join(directory, file));
    }
    db = openDatabase(':memory:', directory);
    const at = '2025-06-02 10:00:00';
    db.prepare(
      `INSERT INTO estudios (id_estudio, nombre_estudio, localidad, provincia, fecha_alta) VALUES (1, 'Estudio', 'Córdoba', 'Córdoba', ?)`,
    ).run(at);
    db.prepare(`INSERT INTO grupos (id_grupo, id_estudio, nombre) VALUES (1, 1, 'Grupo')`).run();
    db.prepare(
      `INSERT INTO abogados (id_abogado, nombre, apellido, email, fecha_alta) VALUES (1, 'Ana', 'Abogada', 'ana@estudio.test', ?)`,
    ).run(at);
    db.prepare(
      `INSERT INTO contactos (id_contacto, id_grupo, id_abogado, estado, fecha_alta) VALUES (1, 1, 1, 'pendiente', ?)`,
    ).run(at);
    db.prepare(
      `INSERT INTO casos (id_caso, nombre, tipo, id_abogado, id_grupo, estado, origen, fecha_alta, fecha_modificacion)
       VALUES (1, 'Caso', 'Consulta', 1, 1, 'Activo', 'portal', ?, ?)`,
    ).run(at, at);
  });

  afterEach(() => {
    db.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('gives the rows that existed a token, and every new request movement and invitation one on insert', () => {
    const before = [1, 2, 3, 4, 5, 6, 7, 8].map(insertMovement);
    const invitationBefore = insertInvitation();
    copyFileSync(join(migrations, linkTokens), join(directory, linkTokens));
    expect(applyMigrations(db, directory)).toEqual(['006_link_tokens']);

    const after = [1, 2, 3, 4, 5, 6, 7, 8].map(insertMovement);
    for (const movements of [before, after]) {
      movements.forEach((movementId, index) => {
        if ([2, 3, 7].includes(index + 1)) expect(tokenOf(movementId)).toMatch(token);
        else expect(tokenOf(movementId)).toBeNull();
      });
    }
    const invitationTokens = db
      .prepare('SELECT token FROM invitaciones WHERE id_invitacion IN (?, ?)')
      .all(invitationBefore, insertInvitation()) as { token: string }[];
    expect(invitationTokens.map((row) => row.token)).toEqual([
      expect.stringMatching(token),
      expect.stringMatching(token),
    ]);
    const all = [...before, ...after].map(tokenOf).filter((value) => value !== null);
    expect(new Set(all).size).toBe(all.length);
  });
});
