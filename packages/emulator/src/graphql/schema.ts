import type { GraphQLResolveInfo } from 'graphql';
import { createSchema } from 'graphql-yoga';
import {
  createBilling,
  createLocation,
  getUser,
  linkedRecord,
  updateBilling,
  updateLocation,
  updateUser,
  visibleLinkId,
  type CreateBillingInput,
  type CreateLocationInput,
  type OperationContext,
  type UpdateBillingInput,
  type UpdateLocationInput,
  type UpdateUserInput,
} from './account-operations';
import { billingTable, locationTable, type BillingRecord, type LocationRecord, type UserRecord } from './account-store';
import { awsDateTime } from './aws-date-time';
import {
  accountEvents,
  accountSubscriptions,
  type AccountSubscriptionArgs,
  type AccountSubscriptionName,
} from './realtime/account-subscriptions';

/**
 * The account models of SPEC §3 and the operations of SPEC §7, named as Amplify's codegen names
 * them. taxId is a String: a CUIT has 11 digits, past AppSync's 32-bit Int. The subscriptions are
 * served over the realtime socket (realtime/), each scoped to its owner.
 */
const accountTypeDefs = /* GraphQL */ `
  scalar AWSDateTime

  type User {
    id: ID!
    name: String
    phone: String
    email: String
    owner: String
    profileImg: String
    enabled: Boolean
    createdAt: AWSDateTime!
    updatedAt: AWSDateTime!
    deletedAt: AWSDateTime
    celphone: String
    userBillingInfoId: ID
    userLocationId: ID
    billingInfo: Billing
    location: Location
  }

  type Billing {
    id: ID!
    billingName: String
    taxId: String
    address: String
    phone: String
    condition: String
    email: String
    createdAt: AWSDateTime!
    updatedAt: AWSDateTime!
    owner: String
  }

  type Location {
    id: ID!
    countryId: Int
    country: String
    cityId: Int
    city: String
    regionId: Int
    region: String
    address: String
    createdAt: AWSDateTime!
    updatedAt: AWSDateTime!
    owner: String
  }

  input UpdateUserInput {
    id: ID!
    name: String
    phone: String
    userBillingInfoId: ID
    userLocationId: ID
    updatedAt: AWSDateTime
    deletedAt: AWSDateTime
  }

  input CreateBillingInput {
    id: ID
    billingName: String
    taxId: String
    address: String
    phone: String
    condition: String
    email: String
  }

  input UpdateBillingInput {
    id: ID!
    billingName: String
    taxId: String
    address: String
    phone: String
    condition: String
    email: String
  }

  input CreateLocationInput {
    id: ID
    countryId: Int
    country: String
    cityId: Int
    city: String
    regionId: Int
    region: String
    address: String
  }

  input UpdateLocationInput {
    id: ID!
    countryId: Int
    country: String
    cityId: Int
    city: String
    regionId: Int
    region: String
    address: String
  }

  type Query {
    getUser(id: ID!): User
  }

  type Mutation {
    updateUser(input: UpdateUserInput!): User
    createBilling(input: CreateBillingInput!): Billing
    updateBilling(input: UpdateBillingInput!): Billing
    createLocation(input: CreateLocationInput!): Location
    updateLocation(input: UpdateLocationInput!): Location
  }
  type Subscription {
    onUpdateUser(filter: ModelSubscriptionUserFilterInput, owner: String): User
      @aws_subscribe(mutations: ["updateUser"])
    onCreateBilling(filter: ModelSubscriptionBillingFilterInput, owner: String): Billing
      @aws_subscribe(mutations: ["createBilling"])
    onUpdateBilling(filter: ModelSubscriptionBillingFilterInput, owner: String): Billing
      @aws_subscribe(mutations: ["updateBilling"])
    onCreateLocation(filter: ModelSubscriptionLocationFilterInput, owner: String): Location
      @aws_subscribe(mutations: ["createLocation"])
    onUpdateLocation(filter: ModelSubscriptionLocationFilterInput, owner: String): Location
      @aws_subscribe(mutations: ["updateLocation"])
  }

  "Which mutations a subscription follows (AppSync's directive); the emulator follows every write of the record instead."
  directive @aws_subscribe(mutations: [String]) on FIELD_DEFINITION

  input ModelSubscriptionIDInput {
    ne: ID
    eq: ID
    le: ID
    lt: ID
    ge: ID
    gt: ID
    contains: ID
    notContains: ID
    between: [ID]
    beginsWith: ID
    in: [ID]
    notIn: [ID]
  }

  input ModelSubscriptionStringInput {
    ne: String
    eq: String
    le: String
    lt: String
    ge: String
    gt: String
    contains: String
    notContains: String
    between: [String]
    beginsWith: String
    in: [String]
    notIn: [String]
  }

  input ModelSubscriptionIntInput {
    ne: Int
    eq: Int
    le: Int
    lt: Int
    ge: Int
    gt: Int
    between: [Int]
    in: [Int]
    notIn: [Int]
  }

  input ModelSubscriptionBooleanInput {
    ne: Boolean
    eq: Boolean
  }

  input ModelSubscriptionUserFilterInput {
    id: ModelSubscriptionIDInput
    name: ModelSubscriptionStringInput
    phone: ModelSubscriptionStringInput
    email: ModelSubscriptionStringInput
    profileImg: ModelSubscriptionStringInput
    enabled: ModelSubscriptionBooleanInput
    createdAt: ModelSubscriptionStringInput
    updatedAt: ModelSubscriptionStringInput
    deletedAt: ModelSubscriptionStringInput
    celphone: ModelSubscriptionStringInput
    userBillingInfoId: ModelSubscriptionIDInput
    userLocationId: ModelSubscriptionIDInput
    and: [ModelSubscriptionUserFilterInput]
    or: [ModelSubscriptionUserFilterInput]
    owner: ModelSubscriptionStringInput
  }

  input ModelSubscriptionBillingFilterInput {
    id: ModelSubscriptionIDInput
    billingName: ModelSubscriptionStringInput
    taxId: ModelSubscriptionStringInput
    address: ModelSubscriptionStringInput
    phone: ModelSubscriptionStringInput
    condition: ModelSubscriptionStringInput
    email: ModelSubscriptionStringInput
    createdAt: ModelSubscriptionStringInput
    updatedAt: ModelSubscriptionStringInput
    and: [ModelSubscriptionBillingFilterInput]
    or: [ModelSubscriptionBillingFilterInput]
    owner: ModelSubscriptionStringInput
  }

  input ModelSubscriptionLocationFilterInput {
    id: ModelSubscriptionIDInput
    countryId: ModelSubscriptionIntInput
    country: ModelSubscriptionStringInput
    cityId: ModelSubscriptionIntInput
    city: ModelSubscriptionStringInput
    regionId: ModelSubscriptionIntInput
    region: ModelSubscriptionStringInput
    address: ModelSubscriptionStringInput
    createdAt: ModelSubscriptionStringInput
    updatedAt: ModelSubscriptionStringInput
    and: [ModelSubscriptionLocationFilterInput]
    or: [ModelSubscriptionLocationFilterInput]
    owner: ModelSubscriptionStringInput
  }
`;

/** What each resolver receives as context: the yoga server context of one request. */
export interface GraphqlRequestContext {
  readonly operation: OperationContext;
}

type Resolver<A, R, P = unknown> = (parent: P, args: A, context: GraphqlRequestContext, info: GraphQLResolveInfo) => R;

export function createAccountSchema() {
  const query: { getUser: Resolver<{ id: string }, UserRecord | null> } = {
    getUser: (_, { id }, { operation }, info) => getUser(operation, id, info),
  };
  const mutation: {
    updateUser: Resolver<{ input: UpdateUserInput }, UserRecord>;
    createBilling: Resolver<{ input: CreateBillingInput }, BillingRecord>;
    updateBilling: Resolver<{ input: UpdateBillingInput }, BillingRecord>;
    createLocation: Resolver<{ input: CreateLocationInput }, LocationRecord>;
    updateLocation: Resolver<{ input: UpdateLocationInput }, LocationRecord>;
  } = {
    updateUser: (_, { input }, { operation }, info) => updateUser(operation, input, info),
    createBilling: (_, { input }, { operation }, info) => createBilling(operation, input, info),
    updateBilling: (_, { input }, { operation }, info) => updateBilling(operation, input, info),
    createLocation: (_, { input }, { operation }, info) => createLocation(operation, input, info),
    updateLocation: (_, { input }, { operation }, info) => updateLocation(operation, input, info),
  };
  const user: {
    userBillingInfoId: Resolver<unknown, string | null, UserRecord>;
    userLocationId: Resolver<unknown, string | null, UserRecord>;
    billingInfo: Resolver<unknown, BillingRecord | null, UserRecord>;
    location: Resolver<unknown, LocationRecord | null, UserRecord>;
  } = {
    userBillingInfoId: (parent, _, { operation }) => visibleLinkId(operation, parent.userBillingInfoId),
    userLocationId: (parent, _, { operation }) => visibleLinkId(operation, parent.userLocationId),
    billingInfo: (parent, _, { operation }) =>
      linkedRecord(operation, billingTable, parent.userBillingInfoId, parent.id),
    location: (parent, _, { operation }) => linkedRecord(operation, locationTable, parent.userLocationId, parent.id),
  };
  const subscription = Object.fromEntries(
    Object.keys(accountSubscriptions).map((name) => [
      name,
      {
        subscribe: (
          _: unknown,
          args: AccountSubscriptionArgs,
          { operation }: GraphqlRequestContext,
          info: GraphQLResolveInfo,
        ) => accountEvents(operation, name as AccountSubscriptionName, args, info),
        // Each event is the record as stored; the subscriber's selection set picks its fields.
        resolve: (record: unknown) => record,
      },
    ]),
  );
  return createSchema<GraphqlRequestContext>({
    typeDefs: accountTypeDefs,
    resolvers: { AWSDateTime: awsDateTime, Query: query, Mutation: mutation, Subscription: subscription, User: user },
  });
}
