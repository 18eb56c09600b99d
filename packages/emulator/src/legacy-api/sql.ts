import type Database from 'better-sqlite3';

type SqlValue = string | number | bigint | Buffer | null;

const statementsByDatabase = new WeakMap<Database.Database, Map<string, Database.Statement<SqlValue[]>>>();

/** A prepared statement for `source`, prepared once per database: actions run the same few SQL texts. */
export function sql<Row = unknown>(db: Database.Database, source: string): Database.Statement<SqlValue[], Row> {
  let statements = statementsByDatabase.get(db);
  if (!statements) {
    statements = new Map();
    statementsByDatabase.set(db, statements);
  }
  let statement = statements.get(source);
  if (!statement) {
    statement = db.prepare<SqlValue[]>(source);
    statements.set(source, statement);
  }
  return statement as Database.Statement<SqlValue[], Row>;
}

/** The id SQLite gave the row just inserted. */
export function insertedId(result: Database.RunResult): number {
  return Number(result.lastInsertRowid);
}
