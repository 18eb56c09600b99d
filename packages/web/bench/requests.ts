import type { CDPSession } from 'playwright-core';

/** What a request was for, told apart by the emulator's mount points (packages/emulator/src/server.ts). */
export const REQUEST_KINDS = [
  'userPool',
  'identityPool',
  'graphql',
  'apiPhp',
  'lambda',
  'static',
  'preflight',
  'other',
] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

export const REQUEST_KIND_TITLES: Record<RequestKind, string> = {
  userPool: 'user pool',
  identityPool: 'identity pool',
  graphql: 'GraphQL',
  apiPhp: 'api.php',
  lambda: 'Lambda',
  static: 'static',
  preflight: 'CORS preflight',
  other: 'other',
};

export interface RecordedRequest {
  readonly kind: RequestKind;
  readonly method: string;
  /** The Cognito operation, the GraphQL field, the api.php action, the Lambda function or the path. */
  readonly label: string;
  /** Wall-clock milliseconds (epoch), comparable with the page's performance.timeOrigin + now(). */
  readonly startedAt: number;
  /** Null while in flight. */
  endedAt: number | null;
  failed: boolean;
  /** Bytes received on the wire, headers included, in the encoding the server chose (Network.loadingFinished's encodedDataLength); 0 until it ended. */
  bytes: number;
}

export interface Origins {
  readonly app: string;
  readonly emulator: string;
}

/**
 * Every request of one page, from Chromium's own network log rather than Playwright's request
 * events: only the log shows the CORS preflights, each a round trip the app waits for.
 */
export class RequestRecorder {
  readonly requests: RecordedRequest[] = [];
  private readonly open = new Map<string, RecordedRequest>();
  /**
   * Wall clock minus the log's monotonic clock, in ms, read once: only start events carry the
   * wall clock, and a preflight's is taken when it is reported, later than it started.
   */
  private clockOffset: number | null = null;

  private constructor(private readonly origins: Origins) {}

  static async attach(cdp: CDPSession, origins: Origins): Promise<RequestRecorder> {
    const recorder = new RequestRecorder(origins);
    cdp.on('Network.requestWillBeSent', (event) => {
      recorder.clockOffset ??= event.wallTime * 1000 - event.timestamp * 1000;
      // A redirect is sent under the same id: the hop before it ends here.
      recorder.finish(event.requestId, event.timestamp, false);
      const url = new URL(event.request.url);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
      const request: RecordedRequest = {
        ...recorder.classify(url, event.request.method, event.request.headers, event.request.postData),
        method: event.request.method,
        startedAt: recorder.wallClock(event.timestamp),
        endedAt: null,
        failed: false,
        bytes: 0,
      };
      recorder.requests.push(request);
      recorder.open.set(event.requestId, request);
    });
    cdp.on('Network.loadingFinished', (event) =>
      recorder.finish(event.requestId, event.timestamp, false, event.encodedDataLength),
    );
    cdp.on('Network.loadingFailed', (event) => recorder.finish(event.requestId, event.timestamp, true));
    await cdp.send('Network.enable');
    return recorder;
  }

  inFlight(): number {
    return this.open.size;
  }

  /** The requests that started in [from, to). */
  startedBetween(from: number, to: number): RecordedRequest[] {
    return this.requests.filter((request) => request.startedAt >= from && request.startedAt < to);
  }

  private finish(requestId: string, timestamp: number, failed: boolean, bytes = 0): void {
    const request = this.open.get(requestId);
    if (!request) return;
    request.endedAt = this.wallClock(timestamp);
    request.failed = failed;
    request.bytes = bytes;
    this.open.delete(requestId);
  }

  private wallClock(timestamp: number): number {
    return timestamp * 1000 + (this.clockOffset ?? 0);
  }

  private classify(
    url: URL,
    method: string,
    headers: Record<string, string>,
    body: string | undefined,
  ): { kind: RequestKind; label: string } {
    if (method === 'OPTIONS') return { kind: 'preflight', label: url.pathname };
    if (url.origin !== this.origins.app && url.origin !== this.origins.emulator)
      return { kind: 'other', label: url.href };
    const path = url.pathname;
    // The app's own origin passes /__emulator (the configuration) on to the emulator.
    if (url.origin === this.origins.app && path.startsWith('/__emulator/')) return { kind: 'other', label: path };
    // The APIs answer on the emulator's origin, or under the app's behind its reverse proxy (at some prefix).
    if (/\/cognito(-identity)?$/.test(path)) {
      // Both services answer on /cognito; only the target says which one was asked.
      const target = headerValue(headers, 'x-amz-target') ?? '';
      const [service = '', operation = target] = target.split('.');
      return { kind: service === 'AWSCognitoIdentityService' ? 'identityPool' : 'userPool', label: operation };
    }
    if (/\/graphql$/.test(path)) return { kind: 'graphql', label: graphqlField(body) };
    const action = /\/justiciable-api\/api\.php\/([^/]+)/.exec(path);
    if (action?.[1]) return { kind: 'apiPhp', label: action[1] };
    const lambda = /\/lambda\/[^/]+\/functions\/([^/]+)/.exec(path);
    if (lambda?.[1]) return { kind: 'lambda', label: decodeURIComponent(lambda[1]) };
    return { kind: url.origin === this.origins.app ? 'static' : 'other', label: path };
  }
}

function headerValue(headers: Record<string, string>, name: string): string | undefined {
  return Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
}

/** The operation's name, or else its first field: enough to tell the GraphQL calls apart. */
function graphqlField(body: string | undefined): string {
  try {
    const { query, operationName } = JSON.parse(body ?? '') as { query?: string; operationName?: string };
    return operationName ?? /\{\s*(\w+)/.exec(query ?? '')?.[1] ?? '?';
  } catch {
    return '?';
  }
}

/** Bytes on the wire of the requests that ended. */
export function bytesOf(requests: readonly RecordedRequest[]): number {
  return requests.reduce((total, request) => total + request.bytes, 0);
}

export function countByKind(requests: readonly RecordedRequest[]): Record<RequestKind, number> {
  const counts = Object.fromEntries(REQUEST_KINDS.map((kind) => [kind, 0])) as Record<RequestKind, number>;
  for (const request of requests) counts[request.kind] += 1;
  return counts;
}

/**
 * The wave of each request, in order of start: a wave is a set of requests in flight together,
 * and a new one begins with the first request that starts after every request of the current
 * wave has ended. The number of waves is the number of round trips the user waited in sequence.
 */
export function assignWaves(requests: readonly RecordedRequest[]): { request: RecordedRequest; wave: number }[] {
  const byStart = [...requests].sort((a, b) => a.startedAt - b.startedAt);
  let wave = 0;
  let waveEnd = Number.NEGATIVE_INFINITY;
  return byStart.map((request) => {
    const end = request.endedAt ?? Number.POSITIVE_INFINITY;
    if (request.startedAt >= waveEnd) {
      wave += 1;
      waveEnd = end;
    } else {
      waveEnd = Math.max(waveEnd, end);
    }
    return { request, wave };
  });
}
