/** The platform's URL parser (every browser and Node); core's lib is plain ES2023, so the little it uses is declared here. */
declare const URL: {
  canParse(text: string): boolean;
  new (text: string): {
    readonly protocol: string;
    readonly hostname: string;
    readonly pathname: string;
    readonly searchParams: { get(name: string): string | null };
  };
};

/** What the checkout says became of a payment: Mercado Pago's `status` in its back URL. */
export type CheckoutStatus = 'approved' | 'pending' | 'rejected';

const STATUSES: readonly string[] = ['approved', 'pending', 'rejected'];

/** What a checkout's return address says of the payment, each part null when it does not say it. */
export interface CheckoutReturn {
  /** `status` (or `collection_status`), else the portal route's last part: /asunto/:case/:movement/:status. */
  readonly status: CheckoutStatus | null;
  /** `payment_id` (or `collection_id`): the checkout's payment, which recordPayment reports. */
  readonly paymentId: string | null;
  /**
   * The payment movement: the portal route's :movement when the address is that route (where the
   * service's checkout returns), else `external_reference` (the emulator's checkout writes the
   * movement there, for a return address of the script's own).
   */
  readonly movementId: string | null;
}

function statusOf(text: string | null | undefined): CheckoutStatus | null {
  return text !== null && text !== undefined && STATUSES.includes(text) ? (text as CheckoutStatus) : null;
}

function present(text: string | null): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * Reads the address a checkout sent the client back to (createPaymentLink's `returnUrl` with the
 * checkout's query, or the portal's /asunto/:case/:movement/:status): Mercado Pago's back URL
 * carries `status`, `payment_id` and `external_reference` (the emulator's checkout the same).
 * Null for text that is no http(s) URL.
 *
 * @example
 * readCheckoutReturn('http://localhost:4321/pago?status=approved&payment_id=abc&external_reference=77')
 * // { status: 'approved', paymentId: 'abc', movementId: '77' }
 */
export function readCheckoutReturn(address: string): CheckoutReturn | null {
  if (typeof address !== 'string' || !URL.canParse(address.trim())) return null;
  const url = new URL(address.trim());
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return null;
  const query = url.searchParams;
  // The portal's own route, where the checkout returns by default: /asunto/:case/:movement/:status.
  const route = /^\/asunto\/[^/]+\/([^/]+)\/([^/]+)\/?$/.exec(url.pathname);
  return {
    status: statusOf(query.get('status')) ?? statusOf(query.get('collection_status')) ?? statusOf(route?.[2]),
    paymentId: present(query.get('payment_id')) ?? present(query.get('collection_id')),
    movementId: route?.[1] ?? present(query.get('external_reference')),
  };
}
