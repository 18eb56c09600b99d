import * as v from 'valibot';
import { BillingSchema } from './billing';
import { LocationSchema } from './location';

const text = v.nullable(v.string());

/** The user record of the cloud database (SPEC §3). */
export const UserSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  name: text,
  phone: text,
  email: text,
  owner: text,
  profileImg: text,
  enabled: v.nullable(v.boolean()),
  createdAt: text,
  updatedAt: text,
  deletedAt: text,
  celphone: text,
  userBillingInfoId: text,
  userLocationId: text,
});
export type User = v.InferOutput<typeof UserSchema>;

/** getUser's answer: the user with its linked billing and location records. */
export const UserRecordSchema = v.object({
  user: UserSchema,
  billingInfo: v.nullable(BillingSchema),
  location: v.nullable(LocationSchema),
});
export type UserRecord = v.InferOutput<typeof UserRecordSchema>;
