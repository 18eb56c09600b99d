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
  /** Whether the API key may write at all (EMULATOR_ALLOW_API_KEY_WRITES); it never reads. */
  readonly allowApiKeyWrites: boolean;
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
  // The API key has no user to compare, so at least it never touches deletedAt: SPEC §6 marks a
  // deletion (and the portal undoes one) with the user's token.
  if (op.caller.kind === 'apiKey' && Object.hasOwn(input, 'deletedAt')) throw unauthorized(info);
  return op.db.transaction(() => {
    const user = findRecord(op.db, userTable, input.id);
    if (!user) throw conditionalCheckFailed();
    // A user writes only its own record; checked on the item, as an owner rule is.
    if (op.caller.kind === 'user' && op.caller.sub !== user.id) throw unauthorized(info);
    relink(op, billingTable, 'Billing', user.userBillingInfoId, input.userBillingInfoId, user.id, info);
    relink(op, locationTable, 'Location', user.userLocationId, input.userLocationId, user.id, info);
    patchRecord(op.db, userTable, input.id, {
      ...present(input, ['name', 'phone', 'userBillingInfoId', 'userLocationId', 'deletedAt']),
      updatedAt: input.updatedAt ?? op.now,
    });
    return mustFind(op.db, userTable, input.id);
  })();
}

export function createBilling(
  op: OperationContext,
  input: CreateBillingInput,
  info: GraphQLResolveInfo,
): BillingRecord {
  return createOwned(op, billingTable, input, present(input, billingFieldNames), info);
}

export function updateBilling(
  op: OperationContext,
  input: UpdateBillingInput,
  info: GraphQLResolveInfo,
): BillingRecord {
  return updateOwned(op, billingTable, input.id, present(input, billingFieldNames), info);
}

export function createLocation(
  op: OperationContext,
  input: CreateLocationInput,
  info: GraphQLResolveInfo,
): LocationRecord {
  return createOwned(op, locationTable, input, present(input, locationFieldNames), info);
}

export function updateLocation(
  op: OperationContext,
  input: UpdateLocationInput,
  info: GraphQLResolveInfo,
): LocationRecord {
  return updateOwned(op, locationTable, input.id, present(input, locationFieldNames), info);
}

/**
 * A user's link (userBillingInfoId, userLocationId) as the caller sees it. The API key reads
 * nothing, and an id is all an update of that record asks for: its answers show no links, so the
 * key never learns the id of a record it did not create.
 */
export function visibleLinkId(op: OperationContext, id: string | null): string | null {
  return op.caller.kind === 'apiKey' ? null : id;
}

/** A user's linked billing or location; only a record the user owns is shown, and never to the API key. */
export function linkedRecord<R extends OwnedRecord>(
  op: OperationContext,
  table: Table<R>,
  id: string | null,
  userId: string,
): R | null {
  const shownId = visibleLinkId(op, id);
  if (!shownId) return null;
  const record = findRecord(op.db, table, shownId);
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
    // The API key, when allowed, has no user to compare: it updates any record whose id it knows,
    // which is why its answers show no links (visibleLinkId).
    if (op.caller.kind === 'user' && existing.owner !== op.caller.sub) throw unauthorized(info);
    patchRecord(op.db, table, id, { ...fields, updatedAt: op.now });
    return mustFind(op.db, table, id);
  })();
}

/**
 * Checks a change of a user's billing or location link (`nextId`; undefined when not sent), and
 * makes a claimed record the user's. A user links only records it owns, so a record is only ever
 * linked from its owner. The API key links only a record nobody owns yet (one it created), which
 * then becomes the user's, and only where the user has no link yet: replacing or clearing one
 * would let anyone holding the key swap in a record of their own. (A link never dangles: the
 * tables' foreign keys clear it when its record goes.)
 */
function relink<R extends OwnedRecord>(
  op: OperationContext,
  table: Table<R>,
  model: 'Billing' | 'Location',
  linkedId: string | null,
  nextId: string | null | undefined,
  userId: string,
  info: GraphQLResolveInfo,
): void {
  if (nextId === undefined || nextId === linkedId) return;
  if (nextId !== null) requireKey(nextId);
  if (op.caller.kind === 'apiKey' && linkedId !== null) throw unauthorized(info);
  if (nextId === null) return;
  const record = findRecord(op.db, table, nextId);
  if (!record) throw mappingTemplate(`${model} '${nextId}' does not exist; create it before linking it to a user.`);
  if (record.owner === userId) return;
  if (op.caller.kind === 'apiKey' && record.owner === null)
    patchRecord<OwnedRecord>(op.db, table, nextId, { owner: userId });
  else throw unauthorized(info);
}

function requireWriteAccess(op: OperationContext, info: GraphQLResolveInfo): void {
  if (op.caller.kind === 'apiKey' && !op.allowApiKeyWrites) throw unauthorized(info);
}

function requireKey(id: string): void {
  if (id.trim() === '') throw emptyKey();
}

function mustFind<R>(db: Database.Database, table: Table<R>, id: string): R {
  const record = findRecord(db, table, id);
  if (!record) throw new Error(`${table.name} ${id} vanished inside its own transaction`);
  return record;
}
