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

/**
 * The account models of SPEC §3 and the operations of SPEC §7, named as Amplify's codegen names
 * them. taxId is a String: a CUIT has 11 digits, past AppSync's 32-bit Int.
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
    billingInfo: (parent, _, { operation }) => linkedRecord(operation, billingTable, parent.userBillingInfoId, parent.id),
    location: (parent, _, { operation }) => linkedRecord(operation, locationTable, parent.userLocationId, parent.id),
  };
  return createSchema<GraphqlRequestContext>({
    typeDefs: accountTypeDefs,
    resolvers: { AWSDateTime: awsDateTime, Query: query, Mutation: mutation, User: user },
  });
}
