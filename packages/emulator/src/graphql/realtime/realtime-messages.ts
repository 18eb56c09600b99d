/** One entry of an error message's payload.errors, in AppSync's shape. */
export interface SocketError {
  readonly errorType: string;
  readonly message: string;
  /** Only on connection_error, as AppSync sends it: Amplify gives up on 401 instead of retrying. */
  readonly errorCode?: number;
}

const notAuthorized = 'You are not authorized to make this call.';

/** The errors the realtime endpoint answers, worded as AppSync words them where it has a word. */
export const socketErrors = {
  /** connection_error: the connection's header holds no valid token or API key. */
  unauthorizedConnection: (): SocketError[] => [
    { errorType: 'UnauthorizedException', message: notAuthorized, errorCode: 401 },
  ],
  /** A start without a valid authorization, or a token revoked while its subscription ran. */
  unauthorized: (): SocketError[] => [{ errorType: 'UnauthorizedException', message: notAuthorized }],
  /** A message the protocol does not have, or an operation other than one subscription. */
  unsupported: (what: string): SocketError[] => [
    { errorType: 'UnsupportedOperation', message: `${what} not supported through the realtime channel` },
  ],
  badRequest: (message: string): SocketError[] => [{ errorType: 'BadRequestException', message }],
  maxSubscriptions: (limit: number): SocketError[] => [
    { errorType: 'MaxSubscriptionsReachedError', message: `A connection may hold at most ${limit} subscriptions.` },
  ],
  /** A connection_init or a start that would make one socket more than its account may hold (RealtimeOptions). */
  tooManyConnections: (limit: number): SocketError[] => [
    {
      errorType: 'LimitExceededError',
      message: `An account may hold at most ${limit} connections at once; close another first.`,
    },
  ],
  internal: (): SocketError[] => [
    { errorType: 'InternalFailure', message: 'The subscription failed in the emulator; see its log.' },
  ],
  /**
   * GraphQL errors of a start (syntax, validation, the operation limits, variables) or of a
   * resolver (an owner rule's 'Unauthorized'): the resolver's errorType, else 'ValidationError'.
   */
  fromGraphql: (errors: readonly unknown[]): SocketError[] =>
    errors.map((error) => {
      const { message, extensions } = (error ?? {}) as { message?: unknown; extensions?: { errorType?: unknown } };
      return {
        errorType: typeof extensions?.errorType === 'string' ? extensions.errorType : 'ValidationError',
        message: typeof message === 'string' ? message : String(error),
      };
    }),
};
