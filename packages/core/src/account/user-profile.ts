import * as v from 'valibot';

const text = v.nullable(v.string());
const numericId = v.nullable(v.number());

/** The client-side profile: the user, its billing and its location flattened (SPEC §3). */
export const UserProfileSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  username: text,
  email: text,
  phone: text,
  celphone: text,
  country: text,
  countryId: numericId,
  state: text,
  stateId: numericId,
  city: text,
  cityId: numericId,
  address: text,
  taxId: v.nullable(v.number()),
  billingCompanyName: text,
  billingAddress: text,
  billingEmail: text,
  billingTelephone: text,
  billingTaxCondition: text,
  dynamoLocationId: text,
  dynamoBillingId: text,
});
export type UserProfile = v.InferOutput<typeof UserProfileSchema>;
