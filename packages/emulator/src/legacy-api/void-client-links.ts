import type Database from 'better-sqlite3';
import { sql } from './sql';

/**
 * What an account's deletion voids in the legacy tables: the link tokens of the
 * request movements of its cases (file and date requests, attachments), so those public links
 * open, read and write nothing; and its checkouts not approved yet, so their pages show nothing of
 * the case. Cases, movements and approved payments stay: they are the study's records too. Run by
 * justiciableContactDeleted (the portal's api.php deletion step) and when the pool account is
 * deleted; doing it twice changes nothing.
 */
export function voidClientLinks(
  db: Database.Database,
  sub: string,
): { readonly links: number; readonly checkouts: number } {
  const links = sql(
    db,
    `UPDATE movimientos SET link_token = NULL, link_token_emitido = NULL
      WHERE link_token IS NOT NULL AND id_caso IN (SELECT id_caso FROM casos WHERE id_justiciable = ?)`,
  ).run(sub).changes;
  const checkouts = sql(db, `DELETE FROM pagos_checkout WHERE id_justiciable = ? AND estado <> 'aprobado'`).run(
    sub,
  ).changes;
  return { links, checkouts };
}
