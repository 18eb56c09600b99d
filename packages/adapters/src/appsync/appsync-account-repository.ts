import {
  err,
  errorMessages,
  mapResult,
  ok,
  portalError,
  type AccountRepository,
  type Billing,
  type BillingInput,
  type Location,
  type LocationInput,
  type PortalError,
  type Result,
  type User,
  type UserRecord,
  type UserUpdate,
} from '@justiciable/core';
import * as v from 'valibot';
import {
  BILLING_SELECTION,
  BillingWireSchema,
  billingFromWire,
  billingInputToWire,
  LOCATION_SELECTION,
  LocationWireSchema,
  locationFromWire,
  locationInputToWire,
  USER_SELECTION,
  UserRecordWireSchema,
  userFromWire,
  userRecordFromWire,
  UserWireSchema,
} from './account-wire';
import type { AppSyncAuthMode, AppSyncClient, AppSyncOperation } from './appsync-client';

export type AccountOperationName =
  | 'getUser'
  | 'updateUser'
  | 'markUserDeleted'
  | 'createBilling'
  | 'updateBilling'
  | 'createLocation'
  | 'updateLocation';

/**
 * How each operation authenticates by default: every one with the user-pool access token, so the
 * backend can check that a write is the caller's own. SPEC §6 writes user, billing and location
 * with the API key instead, but that key ships inside the web app: a backend accepting its writes
 * lets anyone rewrite anyone's profile.
 */
export const ACCOUNT_OPERATION_AUTH: Readonly<Record<AccountOperationName, AppSyncAuthMode>> = {
  getUser: 'userPool',
  updateUser: 'userPool',
  markUserDeleted: 'userPool',
  createBilling: 'userPool',
  updateBilling: 'userPool',
  createLocation: 'userPool',
  updateLocation: 'userPool',
};

/**
 * SPEC §6 to the letter, for a backend that demands API-key writes (`accountWritesAuth: 'apiKey'`):
 * the overrides moving the writes to user, billing and location to the API key. The deletion
 * marking keeps the user-pool token, as SPEC §6 says.
 */
export const API_KEY_ACCOUNT_WRITES: Readonly<Partial<Record<AccountOperationName, AppSyncAuthMode>>> = {
  updateUser: 'apiKey',
  createBilling: 'apiKey',
  updateBilling: 'apiKey',
  createLocation: 'apiKey',
  updateLocation: 'apiKey',
};

const GET_USER = `query GetUser($id: ID!) {
  getUser(id: $id) { ${USER_SELECTION} billingInfo { ${BILLING_SELECTION} } location { ${LOCATION_SELECTION} } }
}`;
const UPDATE_USER = `mutation UpdateUser($input: UpdateUserInput!) { updateUser(input: $input) { ${USER_SELECTION} } }`;
const CREATE_BILLING = `mutation CreateBilling($input: CreateBillingInput!) { createBilling(input: $input) { ${BILLING_SELECTION} } }`;
const UPDATE_BILLING = `mutation UpdateBilling($input: UpdateBillingInput!) { updateBilling(input: $input) { ${BILLING_SELECTION} } }`;
const CREATE_LOCATION = `mutation CreateLocation($input: CreateLocationInput!) { createLocation(input: $input) { ${LOCATION_SELECTION} } }`;
const UPDATE_LOCATION = `mutation UpdateLocation($input: UpdateLocationInput!) { updateLocation(input: $input) { ${LOCATION_SELECTION} } }`;

function accountOperations(auth: Readonly<Record<AccountOperationName, AppSyncAuthMode>>) {
  return {
    getUser: {
      document: GET_USER,
      kind: 'query',
      auth: auth.getUser,
      data: v.object({ getUser: v.nullish(UserRecordWireSchema, null) }),
      failure: errorMessages.loadUser,
    },
    updateUser: {
      document: UPDATE_USER,
      kind: 'mutation',
      auth: auth.updateUser,
      data: v.object({ updateUser: UserWireSchema }),
      failure: errorMessages.saveProfile,
    },
    markUserDeleted: {
      document: UPDATE_USER,
      kind: 'mutation',
      auth: auth.markUserDeleted,
      data: v.object({ updateUser: UserWireSchema }),
      failure: errorMessages.deleteAccount,
    },
    createBilling: {
      document: CREATE_BILLING,
      kind: 'mutation',
      auth: auth.createBilling,
      data: v.object({ createBilling: BillingWireSchema }),
      failure: errorMessages.saveBilling,
    },
    updateBilling: {
      document: UPDATE_BILLING,
      kind: 'mutation',
      auth: auth.updateBilling,
      data: v.object({ updateBilling: BillingWireSchema }),
      failure: errorMessages.saveBilling,
    },
    createLocation: {
      document: CREATE_LOCATION,
      kind: 'mutation',
      auth: auth.createLocation,
      data: v.object({ createLocation: LocationWireSchema }),
      failure: errorMessages.saveLocation,
    },
    updateLocation: {
      document: UPDATE_LOCATION,
      kind: 'mutation',
      auth: auth.updateLocation,
      data: v.object({ updateLocation: LocationWireSchema }),
      failure: errorMessages.saveLocation,
    },
  } as const satisfies Record<AccountOperationName, AppSyncOperation<v.GenericSchema>>;
}

/** Users, billing and location in the AppSync GraphQL API (SPEC §7). */
export class AppSyncAccountRepository implements AccountRepository {
  private readonly operations: ReturnType<typeof accountOperations>;

  constructor(
    private readonly client: AppSyncClient,
    authOverrides: Partial<Record<AccountOperationName, AppSyncAuthMode>> = {},
  ) {
    this.operations = accountOperations({ ...ACCOUNT_OPERATION_AUTH, ...authOverrides });
  }

  async getUser(id: string): Promise<Result<UserRecord, PortalError>> {
    const answer = await this.client.request(this.operations.getUser, { id });
    if (!answer.ok) return answer;
    if (answer.value.getUser === null) return err(portalError.notFound(errorMessages.loadUser, `no user ${id}`));
    return ok(userRecordFromWire(answer.value.getUser));
  }

  async updateUser(update: UserUpdate): Promise<Result<User, PortalError>> {
    // Marking the account deleted is step 1 of its deletion (SPEC §4), with its own credentials;
    // undoing the mark (deletedAt: null, when step 2 fails) takes the same ones.
    const operation = update.deletedAt !== undefined ? this.operations.markUserDeleted : this.operations.updateUser;
    const answer = await this.client.request(operation, { input: update });
    return mapResult(answer, (data) => userFromWire(data.updateUser));
  }

  async createBilling(input: BillingInput): Promise<Result<Billing, PortalError>> {
    const answer = await this.client.request(this.operations.createBilling, { input: billingInputToWire(input) });
    return mapResult(answer, (data) => billingFromWire(data.createBilling));
  }

  async updateBilling(id: string, input: BillingInput): Promise<Result<Billing, PortalError>> {
    const answer = await this.client.request(this.operations.updateBilling, {
      input: { id, ...billingInputToWire(input) },
    });
    return mapResult(answer, (data) => billingFromWire(data.updateBilling));
  }

  async createLocation(input: LocationInput): Promise<Result<Location, PortalError>> {
    const answer = await this.client.request(this.operations.createLocation, { input: locationInputToWire(input) });
    return mapResult(answer, (data) => locationFromWire(data.createLocation));
  }

  async updateLocation(id: string, input: LocationInput): Promise<Result<Location, PortalError>> {
    const answer = await this.client.request(this.operations.updateLocation, {
      input: { id, ...locationInputToWire(input) },
    });
    return mapResult(answer, (data) => locationFromWire(data.updateLocation));
  }
}
