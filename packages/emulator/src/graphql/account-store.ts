import type Database from 'better-sqlite3';
import { accountWritten, type AccountModel } from './realtime/account-changes';

/** The AppSync models as GraphQL shows them; SQL columns are mapped below, one table each. */
export interface UserRecord {
  readonly id: string;
  readonly name: string | null;
  readonly phone: string | null;
  readonly email: string | null;
  readonly owner: string | null;
  readonly profileImg: string | null;
  readonly enabled: boolean | null;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly deletedAt: string | null;
  readonly celphone: string | null;
  readonly userBillingInfoId: string | null;
  readonly userLocationId: string | null;
}

export interface BillingRecord extends BillingFields {
  readonly id: string;
  readonly owner: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface BillingFields {
  readonly billingName: string | null;
  readonly taxId: string | null;
  readonly address: string | null;
  readonly phone: string | null;
  readonly condition: string | null;
  readonly email: string | null;
}

export interface LocationRecord extends LocationFields {
  readonly id: string;
  readonly owner: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface LocationFields {
  readonly countryId: number | null;
  readonly country: string | null;
  readonly cityId: number | null;
  readonly city: string | null;
  readonly regionId: number | null;
  readonly region: string | null;
  readonly address: string | null;
}

export const billingFieldNames = ['billingName', 'taxId', 'address', 'phone', 'condition', 'email'] as const;
export const locationFieldNames = ['countryId', 'country', 'cityId', 'city', 'regionId', 'region', 'address'] as const;

type SqlValue = string | number | null;

export interface Table<R> {
  readonly name: string;
  /** The GraphQL type its rows are: what a subscription of its changes is named after. */
  readonly model: AccountModel;
  readonly columns: { readonly [K in keyof R & string]: string };
  /** Turns a row into a record where SQL differs (SQLite has no booleans: they are stored as 0/1). */
  readonly fromSql?: (row: Record<string, SqlValue>) => R;
}

export const userTable: Table<UserRecord> = {
  name: 'account_user',
  model: 'User',
  columns: {
    id: 'id',
    name: 'name',
    phone: 'phone',
    email: 'email',
    owner: 'owner',
    profileImg: 'profile_img',
    enabled: 'enabled',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
    deletedAt: 'deleted_at',
    celphone: 'celphone',
    userBillingInfoId: 'user_billing_info_id',
    userLocationId: 'user_location_id',
  },
  fromSql: (row) => ({ ...row, enabled: row.enabled === null ? null : row.enabled === 1 }) as unknown as UserRecord,
};

export const billingTable: Table<BillingRecord> = {
  name: 'account_billing',
  model: 'Billing',
  columns: {
    id: 'id',
    billingName: 'billing_name',
    taxId: 'tax_id',
    address: 'address',
    phone: 'phone',
    condition: 'tax_condition',
    email: 'email',
    owner: 'owner',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
  },
};

export const locationTable: Table<LocationRecord> = {
  name: 'account_location',
  model: 'Location',
  columns: {
    id: 'id',
    countryId: 'country_id',
    country: 'country',
    cityId: 'city_id',
    city: 'city',
    regionId: 'region_id',
    region: 'region',
    address: 'address',
    owner: 'owner',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
  },
};

export function findRecord<R>(db: Database.Database, table: Table<R>, id: string): R | null {
  const select = Object.entries(table.columns)
    .map(([field, column]) => `${column as string} AS ${field}`)
    .join(', ');
  const row = db
    .prepare<[string], Record<string, SqlValue>>(`SELECT ${select} FROM ${table.name} WHERE id = ?`)
    .get(id);
  if (!row) return null;
  return table.fromSql ? table.fromSql(row) : (row as R);
}

/** Inserts a row naming every column; a field the record lacks is stored as null. */
export function insertRecord<R>(db: Database.Database, table: Table<R>, record: R): void {
  const fields = Object.keys(table.columns) as (keyof R & string)[];
  const columns = fields.map((field) => table.columns[field]).join(', ');
  const placeholders = fields.map((field) => `@${field}`).join(', ');
  db.prepare(`INSERT INTO ${table.name} (${columns}) VALUES (${placeholders})`).run(sqlValues(table, record, fields));
  const { id } = record as { readonly id: string };
  accountWritten(db, table.model, 'create', id, () => storedRecord(db, table, id));
}

/** Sets the fields present in the patch (a null clears one); absent fields keep their value. */
export function patchRecord<R>(db: Database.Database, table: Table<R>, id: string, patch: Partial<R>): void {
  const fields = (Object.keys(patch) as (keyof R & string)[]).filter(
    (field) => field !== 'id' && field in table.columns,
  );
  if (fields.length === 0) return;
  const assignments = fields.map((field) => `${table.columns[field]} = @${field}`).join(', ');
  db.prepare(`UPDATE ${table.name} SET ${assignments} WHERE id = @id`).run({ ...sqlValues(table, patch, fields), id });
  accountWritten(db, table.model, 'update', id, () => storedRecord(db, table, id));
}

/** Every write is published to the subscriptions (graphql/realtime), whichever path made it. */
function storedRecord<R>(
  db: Database.Database,
  table: Table<R>,
  id: string,
): { readonly id: string; readonly owner: string | null } | null {
  return findRecord(db, table, id) as { readonly id: string; readonly owner: string | null } | null;
}

function sqlValues<R>(
  table: Table<R>,
  record: Partial<R>,
  fields: readonly (keyof R & string)[],
): Record<string, SqlValue> {
  const values: Record<string, SqlValue> = {};
  for (const field of fields) {
    const value: unknown = record[field] ?? null;
    values[field] = typeof value === 'boolean' ? Number(value) : (value as SqlValue);
  }
  return values;
}

/** The fields among `names` that the caller sent, a null included: absent ones are left alone. */
export function present<T extends object, K extends keyof T & string>(
  input: T,
  names: readonly K[],
): Partial<Pick<T, K>> {
  const sent: Partial<Pick<T, K>> = {};
  for (const name of names) if (Object.hasOwn(input, name)) sent[name] = input[name];
  return sent;
}
