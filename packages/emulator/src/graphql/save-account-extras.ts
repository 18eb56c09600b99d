import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { EmulatorContext } from '../context';
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
  type LocationFields,
  type Table,
} from './account-store';

export interface AccountExtras {
  readonly billing?: Partial<BillingFields>;
  readonly location?: Partial<LocationFields>;
}

export interface SavedAccountExtras {
  readonly billingId: string | null;
  readonly locationId: string | null;
}

/**
 * For the seed: gives a confirmed user billing and location data as the account page would, the
 * records owned by the user and linked from its User record. A record already linked is updated
 * in place, so seeding twice leaves one of each.
 */
export function saveAccountExtras(ctx: EmulatorContext, sub: string, extras: AccountExtras): SavedAccountExtras {
  return ctx.db.transaction(() => {
    const user = findRecord(ctx.db, userTable, sub);
    if (!user) throw new Error(`saveAccountExtras: there is no User ${sub}; fire hooks.userConfirmed for it first.`);
    const now = new Date().toISOString();
    const billingId = extras.billing
      ? saveLinked(ctx.db, billingTable, user.userBillingInfoId, sub, present(extras.billing, billingFieldNames), now)
      : user.userBillingInfoId;
    const locationId = extras.location
      ? saveLinked(ctx.db, locationTable, user.userLocationId, sub, present(extras.location, locationFieldNames), now)
      : user.userLocationId;
    patchRecord(ctx.db, userTable, sub, { userBillingInfoId: billingId, userLocationId: locationId, updatedAt: now });
    return { billingId, locationId };
  })();
}

function saveLinked<R extends { id: string; owner: string | null; createdAt: string; updatedAt: string }>(
  db: Database.Database,
  table: Table<R>,
  linkedId: string | null,
  owner: string,
  fields: NoInfer<Partial<R>>,
  now: string,
): string {
  if (linkedId && findRecord(db, table, linkedId)) {
    patchRecord(db, table, linkedId, { ...fields, updatedAt: now });
    return linkedId;
  }
  const id = randomUUID();
  insertRecord(db, table, { ...fields, id, owner, createdAt: now, updatedAt: now } as R);
  return id;
}
