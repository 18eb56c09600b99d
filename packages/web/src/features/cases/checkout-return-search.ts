import * as v from 'valibot';

/**
 * What the checkout's return URL (Mercado Pago's back URLs) adds to /asunto/:case/:movement/:paid:
 * `payment_id`, the payment the portal reports so the cloud can verify it (core reads it from
 * the whole address, which the case's loader hands it). Mercado Pago's are digits, which the
 * router reads as a number; any other value reads as none.
 */
export const CheckoutReturnSearchSchema = v.object({
  payment_id: v.fallback(
    v.optional(
      v.pipe(
        v.union([v.string(), v.pipe(v.number(), v.safeInteger(), v.minValue(0))]),
        v.transform(String),
        v.regex(/^[A-Za-z0-9_-]{1,64}$/),
      ),
    ),
    undefined,
  ),
});
