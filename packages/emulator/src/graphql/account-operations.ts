import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { GraphQLResolveInfo } from 'graphql';
import type { ConfirmedUser } from '../context';
import {
  billingFieldNames,
  billingTable,
  findRecord,
  insertRecord,
  locationFieldNames,
  locationTable,
  patchRecord,
  present,
  userTable,
  type BillingFields,
  type BillingRecord,
  type LocationFields,
  type LocationRecord,
  type Table,
  type UserRecord,
} from './account-store';
import { conditionalCheckFailed, emptyKey, mappingTemplate, unauthorized } from './appsync-errors';

/** Who is calling: a signed-in user (its access token's sub) or the holder of the API key. */
export type Caller = { readonly kind: 'user'; readonly sub: string } | { readonly kind: 'apiKey' };

export interface UpdateUserInput {
  readonly id: string;
  readonly name?: string | null;
  readonly phone?: string | null;
  readonly userBillingInfoId?: string | null;
  readonly userLocationId?: string | null;
  readonly updatedAt?: string | null;
  readonly deletedAt?: string | null;
}

export type CreateBillingInput = { readonly id?: string | null } & Partial<BillingFields>;
export type UpdateBillingInput = { readonly id: string } & Partial<BillingFields>;
export type CreateLocationInput = { readonly id?: string | null } & Partial<LocationFields>;
export type UpdateLocationInput = { readonly id: string } & Partial<LocationFields>;

/** Everything a resolver needs besides its arguments. */
export interface OperationContext {
  readonly db: Database.Database;
  readonly caller: Caller;
  readonly refuseApiKeyWrites: boolean;
  /** One timestamp per request, as AppSync's $util.time.nowISO8601() within one resolver. */
  readonly now: string;
}

interface OwnedRecord {
  readonly id: string;
  readonly owner: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export function getUser(op: OperationContext, id: string, info: GraphQLResolveInfo): UserRecord | null {
  // User data is read with the user-pool token only, and only one's own (SPEC §6).
  if (op.caller.kind !== 'user') throw unauthorized(info);
  // As an owner rule in AppSync: the rule is checked on the item read, so an id with no item
  // answers null and only an existing record of someone else is refused.
  const record = findRecord(op.db, userTable, id);
  if (record && record.owner !== op.caller.sub) throw unauthorized(info);
  return record;
}

export function updateUser(op: OperationContext, input: UpdateUserInput, info: GraphQLResolveInfo): UserRecord {
  requireWriteAccess(op, info);
  requireKey(input.id);
  if (op.caller.kind === 'user' && op.caller.sub !== input.id) throw unauthorized(info);
  return op.db.transaction(() => {
    if (!findRecord(op.db, userTable, input.id)) throw conditionalCheckFailed();
    if (input.userBillingInfoId != null) claimForUser(op, billingTable, 'Billing', input.userBillingInfoId, input.id, info);
    if (input.userLocationId != null) claimForUser(op, locationTable, 'Location', input.userLocationId, input.id, info);
    patchRecord(op.db, userTable, input.id, {
      ...present(input, ['name', 'phone', 'userBillingInfoId', 'userLocationId', 'deletedAt']),
      updatedAt: input.updatedAt ?? op.now,
    });
    return mustFind(op.db, userTable, input.id);
  })();
}

export function createBilling(op: OperationContext, input: CreateBillingInput, info: GraphQLResolveInfo): BillingRecord {
  return createOwned(op, billingTable, input, present(input, billingFieldNames), info);
}

export function updateBilling(op: OperationContext, input: UpdateBillingInput, info: GraphQLResolveInfo): BillingRecord {
  return updateOwned(op, billingTable, input.id, present(input, billingFieldNames), info);
}

export function createLocation(op: OperationContext, input: CreateLocationInput, info: GraphQLResolveInfo): LocationRecord {
  return createOwned(op, locationTable, input, present(input, locationFieldNames), info);
}

export function updateLocation(op: OperationContext, input: UpdateLocationInput, info: GraphQLResolveInfo): LocationRecord {
  return updateOwned(op, locationTable, input.id, present(input, locationFieldNames), info);
}

/** A user's linked billing or location; only a record the user owns is shown through the link. */
export function linkedRecord<R extends OwnedRecord>(
  db: Database.Database,
  table: Table<R>,
  id: string | null,
  userId: string,
): R | null {
  if (!id) return null;
  const record = findRecord(db, table, id);
  return record?.owner === userId ? record : null;
}

/** The production post-confirmation trigger: a confirmed sign-up gets its User record at once. */
export function createConfirmedUser(db: Database.Database, user: ConfirmedUser, now: string): void {
  db.transaction(() => {
    if (findRecord(db, userTable, user.sub)) return;
    insertRecord(db, userTable, {
      id: user.sub,
      name: user.name,
      phone: user.phone,
      email: user.email,
      owner: user.sub,
      profileImg: null,
      enabled: true,
      createdAt: now,
      updatedAt: now,
      deletedAt: null,
      celphone: user.phone,
      userBillingInfoId: null,
      userLocationId: null,
    });
  })();
}

function createOwned<R extends OwnedRecord>(
  op: OperationContext,
  table: Table<R>,
  input: { readonly id?: string | null },
  fields: NoInfer<Partial<R>>,
  info: GraphQLResolveInfo,
): R {
  requireWriteAccess(op, info);
  if (typeof input.id === 'string') requireKey(input.id);
  const id = input.id ?? randomUUID();
  return op.db.transaction(() => {
    if (findRecord(op.db, table, id)) throw conditionalCheckFailed();
    // An API-key write has no user behind it: the record stays unowned until updateUser links it.
    const owner = op.caller.kind === 'user' ? op.caller.sub : null;
    // Fields the input left out are stored as null (SPEC §5: missing text defaults to null).
    insertRecord(op.db, table, { ...fields, id, owner, createdAt: op.now, updatedAt: op.now } as R);
    return mustFind(op.db, table, id);
  })();
}

function updateOwned<R extends OwnedRecord>(
  op: OperationContext,
  table: Table<R>,
  id: string,
  fields: NoInfer<Partial<R>>,
  info: GraphQLResolveInfo,
): R {
  requireWriteAccess(op, info);
  requireKey(id);
  return op.db.transaction(() => {
    const existing = findRecord(op.db, table, id);
    if (!existing) throw conditionalCheckFailed();
    if (op.caller.kind === 'user' && existing.owner !== op.caller.sub) throw unauthorized(info);
    patchRecord(op.db, table, id, { ...fields, updatedAt: op.now });
    return mustFind(op.db, table, id);
  })();
}

/**
 * Linking a billing or location to a user: the record must exist and be the user's or unowned
 * (created with the API key), in which case the user becomes its owner.
 */
function claimForUser<R extends OwnedRecord>(
  op: OperationContext,
  table: Table<R>,
  model: 'Billing' | 'Location',
  id: string,
  userId: string,
  info: GraphQLResolveInfo,
): void {
  requireKey(id);
  const record = findRecord(op.db, table, id);
  if (!record) throw mappingTemplate(`${model} '${id}' does not exist; create it before linking it to a user.`);
  if (record.owner === null) patchRecord<OwnedRecord>(op.db, table, id, { owner: userId });
  else if (record.owner !== userId) throw unauthorized(info);
}

function requireWriteAccess(op: OperationContext, info: GraphQLResolveInfo): void {
  if (op.caller.kind === 'apiKey' && op.refuseApiKeyWrites) throw unauthorized(info);
}

function requireKey(id: string): void {
  if (id.trim() === '') throw emptyKey();
}

function mustFind<R>(db: Database.Database, table: Table<R>, id: string): R {
  const record = findRecord(db, table, id);
  if (!record) throw new Error(`${table.name} ${id} vanished inside its own transaction`);
  return record;
}
