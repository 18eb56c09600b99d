import type { PortalError } from '../shared/portal-error';
import type { Result } from '../shared/result';
import type { Billing, BillingInput } from './billing';
import type { Location, LocationInput } from './location';
import type { User, UserRecord } from './user';

export interface UserUpdate {
  readonly id: string;
  readonly name?: string | null;
  readonly phone?: string | null;
  readonly userBillingInfoId?: string | null;
  readonly userLocationId?: string | null;
  readonly updatedAt?: string | null;
  readonly deletedAt?: string | null;
}

/** The cloud database of users, billing and location (SPEC §7 GraphQL). */
export interface AccountRepository {
  /** The user with billing and location; 'not-found' when there is no record. */
  getUser(id: string): Promise<Result<UserRecord, PortalError>>;
  updateUser(update: UserUpdate): Promise<Result<User, PortalError>>;
  createBilling(input: BillingInput): Promise<Result<Billing, PortalError>>;
  updateBilling(id: string, input: BillingInput): Promise<Result<Billing, PortalError>>;
  createLocation(input: LocationInput): Promise<Result<Location, PortalError>>;
  updateLocation(id: string, input: LocationInput): Promise<Result<Location, PortalError>>;
}

/** The legacy API's view of the client, kept in step with the account (SPEC §4). */
export interface ClientRegistry {
  /** Propagates a name change to the client's comments; callers ignore the answer. */
  renameClient(clientId: string, newName: string): Promise<Result<void, PortalError>>;
  /** Marks the client's contacts deleted (account deletion, step 2). */
  deleteClientContacts(clientId: string): Promise<Result<void, PortalError>>;
}
