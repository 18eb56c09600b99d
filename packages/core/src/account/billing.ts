import * as v from 'valibot';

const text = v.nullable(v.string());

/** Billing data (SPEC §3). taxId is numeric on the wire and defaults to 0 (SPEC §5). */
export const BillingSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  billingName: text,
  taxId: v.number(),
  address: text,
  phone: text,
  condition: text,
  email: text,
  createdAt: text,
  updatedAt: text,
  owner: text,
});
export type Billing = v.InferOutput<typeof BillingSchema>;

/** What createBilling and updateBilling send (SPEC §7). */
export type BillingInput = Pick<Billing, 'billingName' | 'taxId' | 'address' | 'phone' | 'condition' | 'email'>;
