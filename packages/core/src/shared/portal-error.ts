import { errorMessages, identityMessages, type CatalogueMessage } from './catalogue';

/** Why the identity provider refused; each has its Spanish text in the catalogue. */
export type IdentityReason = keyof typeof identityMessages;

/**
 * How a call failed on the way, before any answer could be used (SPEC §8 transport failures).
 * 'throttled' is an HTTP 429: the service did nothing and asks the caller to wait.
 */
export type TransportFailure = 'network' | 'timeout' | 'aborted' | 'http' | 'malformed' | 'throttled';

/**
 * Every expected failure, tagged by kind, carrying the Spanish text of SPEC §8 the user sees.
 * `detail` keeps what the service said, for logs and developers; it is never shown.
 */
export type PortalError =
  | { readonly kind: 'unauthenticated'; readonly message: CatalogueMessage; readonly detail?: string }
  | {
      readonly kind: 'identity';
      readonly reason: IdentityReason;
      readonly message: CatalogueMessage;
      readonly detail?: string;
    }
  | {
      readonly kind: 'invalid-input';
      /** The first field refused (in the order a person reads the form), with its `message`. */
      readonly field: string;
      readonly message: CatalogueMessage;
      /** Every field refused, each with its message, when the input was checked as a whole: a form marks them all at once. */
      readonly fields?: Readonly<Record<string, CatalogueMessage>>;
      readonly detail?: string;
    }
  | { readonly kind: 'not-found'; readonly message: CatalogueMessage; readonly detail?: string }
  | { readonly kind: 'forbidden'; readonly message: CatalogueMessage; readonly detail?: string }
  | { readonly kind: 'rejected'; readonly status: number; readonly message: CatalogueMessage; readonly detail?: string }
  | {
      readonly kind: 'unavailable';
      readonly transport: TransportFailure;
      readonly message: CatalogueMessage;
      readonly detail?: string;
    }
  /**
   * The caller stopped the call through its `signal` before it ended: the call answered at once
   * and sent nothing more (a request already on its way may still have been done by the service).
   */
  | { readonly kind: 'aborted'; readonly message: CatalogueMessage; readonly detail?: string };

export type PortalErrorKind = PortalError['kind'];

export const portalError = {
  unauthenticated: (detail?: string): PortalError => ({
    kind: 'unauthenticated',
    message: identityMessages.notAuthenticated,
    ...(detail === undefined ? {} : { detail }),
  }),
  identity: (reason: IdentityReason, detail?: string): PortalError => ({
    kind: 'identity',
    reason,
    message: identityMessages[reason],
    ...(detail === undefined ? {} : { detail }),
  }),
  invalidInput: (field: string, message: CatalogueMessage): PortalError => ({ kind: 'invalid-input', field, message }),
  /** Every problem of a form's fields at once (field → message, in reading order); null when there is none. */
  invalidFields: (problems: Readonly<Partial<Record<string, CatalogueMessage>>>): PortalError | null => {
    const fields = Object.fromEntries(
      Object.entries(problems).filter((entry): entry is [string, CatalogueMessage] => entry[1] !== undefined),
    );
    const [first] = Object.entries(fields);
    return first === undefined ? null : { kind: 'invalid-input', field: first[0], message: first[1], fields };
  },
  notFound: (message: CatalogueMessage, detail?: string): PortalError => ({
    kind: 'not-found',
    message,
    ...(detail === undefined ? {} : { detail }),
  }),
  forbidden: (message: CatalogueMessage, detail?: string): PortalError => ({
    kind: 'forbidden',
    message,
    ...(detail === undefined ? {} : { detail }),
  }),
  rejected: (status: number, message: CatalogueMessage, detail?: string): PortalError => ({
    kind: 'rejected',
    status,
    message,
    ...(detail === undefined ? {} : { detail }),
  }),
  aborted: (detail?: string): PortalError => ({
    kind: 'aborted',
    message: errorMessages.aborted,
    ...(detail === undefined ? {} : { detail }),
  }),
  unavailable: (transport: TransportFailure, detail?: string): PortalError => ({
    kind: 'unavailable',
    transport,
    message: transportMessage(transport),
    ...(detail === undefined ? {} : { detail }),
  }),
};

function transportMessage(transport: TransportFailure): CatalogueMessage {
  switch (transport) {
    case 'timeout':
      return errorMessages.timeout;
    case 'http':
    case 'malformed':
      return errorMessages.unexpectedResponse;
    case 'network':
    case 'aborted':
      return errorMessages.network;
    case 'throttled':
      return errorMessages.throttled;
  }
}

/**
 * Gives a failure the text of the intent that failed ('Error al intentar agregar comentario'),
 * keeping its kind and detail. Failures that already say something more useful to the user
 * (not signed in, refused input, identity refusals, too many requests: wait, stopped by the caller) keep their own text.
 */
export function failedTo(message: CatalogueMessage, error: PortalError): PortalError {
  if (
    error.kind === 'unauthenticated' ||
    error.kind === 'invalid-input' ||
    error.kind === 'identity' ||
    error.kind === 'aborted'
  )
    return error;
  if (error.kind === 'unavailable' && error.transport === 'throttled') return error;
  return { ...error, message };
}
