import type { AccountRepository, UserUpdate } from '../account/account-repository';
import type { Billing, BillingInput } from '../account/billing';
import type { Location, LocationInput } from '../account/location';
import type { User, UserRecord } from '../account/user';
import { errorMessages } from '../shared/catalogue';
import { portalError, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import { detached } from './detached';
import { InMemoryFake } from './in-memory-fake';
import type { InMemoryWorld } from './in-memory-world';

/** Like a GraphQL input: a field left out stays as it is, and a null clears it. */
function changed<T>(next: T | undefined, current: T): T {
  return next === undefined ? current : next;
}

/**
 * The cloud database as AppSync serves it (SPEC §6): reads with the client's token see only
 * their own user; writes go with the API key, so they need no session, only an existing record.
 * Every write fires the world's account change, which the AccountEvents fake delivers.
 */
export class InMemoryAccountRepository extends InMemoryFake<AccountRepository> implements AccountRepository {
  constructor(private readonly world: InMemoryWorld) {
    super();
  }

  getUser(id: string): Promise<Result<UserRecord, PortalError>> {
    return this.respond('getUser', () => {
      const session = this.world.signedIn();
      if (!session.ok) return session;
      const user = this.world.users.get(id);
      if (user === undefined) return err(portalError.notFound(errorMessages.loadUser, `user ${id}`));
      if (id !== session.value.userId) return err(portalError.forbidden(errorMessages.loadUser, `user ${id}`));
      const billing = user.userBillingInfoId === null ? undefined : this.world.billings.get(user.userBillingInfoId);
      const location = user.userLocationId === null ? undefined : this.world.locations.get(user.userLocationId);
      return ok(detached({ user, billingInfo: billing ?? null, location: location ?? null }));
    });
  }

  updateUser(update: UserUpdate): Promise<Result<User, PortalError>> {
    return this.respond('updateUser', () => {
      const user = this.world.users.get(update.id);
      if (user === undefined) return err(portalError.notFound(errorMessages.saveProfile, `user ${update.id}`));
      const updated: User = {
        ...user,
        name: changed(update.name, user.name),
        phone: changed(update.phone, user.phone),
        userBillingInfoId: changed(update.userBillingInfoId, user.userBillingInfoId),
        userLocationId: changed(update.userLocationId, user.userLocationId),
        updatedAt: changed(update.updatedAt, user.updatedAt),
        deletedAt: changed(update.deletedAt, user.deletedAt),
      };
      this.world.users.set(update.id, updated);
      this.world.publishAccountChange({ kind: 'user', user: updated });
      return ok(detached(updated));
    });
  }

  createBilling(input: BillingInput): Promise<Result<Billing, PortalError>> {
    return this.respond('createBilling', () => {
      const billing: Billing = { ...this.newRecordStamp(), ...detached(input) };
      this.world.billings.set(billing.id, billing);
      this.world.publishAccountChange({ kind: 'billing', billing });
      return ok(detached(billing));
    });
  }

  updateBilling(id: string, input: BillingInput): Promise<Result<Billing, PortalError>> {
    return this.respond('updateBilling', () => {
      const billing = this.world.billings.get(id);
      if (billing === undefined) return err(portalError.notFound(errorMessages.saveBilling, `billing ${id}`));
      const updated: Billing = { ...billing, ...detached(input), updatedAt: this.world.nowIso() };
      this.world.billings.set(id, updated);
      this.world.publishAccountChange({ kind: 'billing', billing: updated });
      return ok(detached(updated));
    });
  }

  createLocation(input: LocationInput): Promise<Result<Location, PortalError>> {
    return this.respond('createLocation', () => {
      const location: Location = { ...this.newRecordStamp(), ...detached(input) };
      this.world.locations.set(location.id, location);
      this.world.publishAccountChange({ kind: 'location', location });
      return ok(detached(location));
    });
  }

  updateLocation(id: string, input: LocationInput): Promise<Result<Location, PortalError>> {
    return this.respond('updateLocation', () => {
      const location = this.world.locations.get(id);
      if (location === undefined) return err(portalError.notFound(errorMessages.saveLocation, `location ${id}`));
      const updated: Location = { ...location, ...detached(input), updatedAt: this.world.nowIso() };
      this.world.locations.set(id, updated);
      this.world.publishAccountChange({ kind: 'location', location: updated });
      return ok(detached(updated));
    });
  }

  /** What the database adds to a new record: its id, timestamps and owner. */
  private newRecordStamp() {
    const now = this.world.nowIso();
    return {
      id: `registro-${this.world.newId()}`,
      createdAt: now,
      updatedAt: now,
      owner: this.world.session?.userId ?? null,
    };
  }
}
