import type { EmulatorContext } from '../context';
import { findRecord, patchRecord, userTable, type UserRecord } from './account-store';

/**
 * What the studio's back office does to a client: marks its User record enabled or not (SPEC §3's
 * `enabled`), outside the client's GraphQL API, which has no input for it. Like every write of the
 * record it reaches the client's onUpdateUser subscriptions, so an open portal learns it at once.
 */
export function setUserEnabled(ctx: EmulatorContext, sub: string, enabled: boolean): UserRecord {
  return ctx.db.transaction(() => {
    if (!findRecord(ctx.db, userTable, sub)) throw new Error(`setUserEnabled: there is no User ${sub}.`);
    patchRecord(ctx.db, userTable, sub, { enabled, updatedAt: new Date().toISOString() });
    const user = findRecord(ctx.db, userTable, sub);
    if (!user) throw new Error(`User ${sub} vanished inside its own transaction`);
    return user;
  })();
}
