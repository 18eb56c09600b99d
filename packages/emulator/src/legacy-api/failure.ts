/** The body every api.php answer carries: the PHP status code inside the JSON, plus the rest. */
export interface LegacyAnswer {
  readonly status: number;
  readonly message?: string;
  readonly [field: string]: unknown;
}

/**
 * An action that stops early. The legacy PHP answers its own refusals (status 400) with HTTP 200;
 * authentication and authorization failures use the HTTP status too, so nothing can mistake
 * them for data.
 */
export class LegacyFailure extends Error {
  constructor(
    readonly httpStatus: 200 | 401 | 403,
    readonly answer: LegacyAnswer & { readonly message: string },
  ) {
    super(answer.message);
    this.name = 'LegacyFailure';
  }
}

export function rejected(message: string): LegacyFailure {
  return new LegacyFailure(200, { status: 400, message });
}

export function unauthenticated(): LegacyFailure {
  return new LegacyFailure(401, { status: 401, message: 'El usuario no está autenticado' });
}

export function forbidden(message: string): LegacyFailure {
  return new LegacyFailure(403, { status: 403, message });
}

/** A client over its address's limit of calls without a token (HTTP 429, with Retry-After). */
export const TOO_MANY_REQUESTS = {
  status: 429,
  message: 'Demasiadas solicitudes. Espere unos minutos e intente nuevamente.',
} as const;
