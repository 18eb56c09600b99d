import type { CDPSession } from 'playwright-core';

/**
 * The conditions a tour of the browser benchmark runs under, each applied to every tab through
 * the DevTools protocol. The matrix, and why not every combination:
 * - loopback at CPU 1×: the figures every earlier run of this benchmark reported;
 * - loopback at CPU 4× slower (a mid-range phone): the page's own work, without the network's,
 *   against the page-work targets (first rows ≤ 600 ms after the data, /agenda ≤ 1,000 ms, interaction
 *   latency p98 ≤ 200 ms);
 * - 4G at CPU 1×: what the network costs (bytes, round trips, preflights) against the 4G
 *   targets, without the CPU's slowdown mixed in, so each figure says which one it measures;
 * - 4G at CPU 1× with the APIs under the portal's own origin (when the local portal offers it):
 *   the same screens without CORS preflights;
 * - 4G and CPU 4× together: a mid-range phone on a phone's network, as a person meets the portal,
 *   against the targets set for both at once (/agenda usable in ≤ 4 s, what Pagos owes in ≤ 2 s).
 * The interactions run at loopback only, where the network does not hide what the page does.
 */
export interface Profile {
  readonly id: ProfileId;
  readonly title: string;
  /** Emulation.setCPUThrottlingRate: 1 is the machine's own speed, 4 is four times slower. */
  readonly cpuRate: number;
  readonly network: NetworkProfile | null;
  /** The APIs are called under the portal's origin through its reverse proxy, not the emulator's. */
  readonly sameOrigin: boolean;
  /** Tours of the screens; the tables read the median across them. */
  readonly tours: number;
  /** Typing, switching views, opening a case and filtering, with Event Timing. */
  readonly interactions: boolean;
  /** The JS heap after a garbage collection, once each screen settled (a collection is slow under throttling). */
  readonly heap: boolean;
  readonly targets: Targets;
}

export type ProfileId = 'loopback-1x' | 'loopback-4x' | '4g' | '4g-same-origin' | '4g-4x';

export interface NetworkProfile {
  readonly name: string;
  /** Added by Chromium to each request (each HTTP transaction) before its response starts, not to each TCP round trip; preflights, which it leaves out, are held as long by RequestHolds. */
  readonly latencyMs: number;
  readonly downloadBitsPerSecond: number;
  readonly uploadBitsPerSecond: number;
}

/** A phone's 4G network: 9 Mbit/s down, 1.5 Mbit/s up, 170 ms round trip. */
export const FOUR_G: NetworkProfile = {
  name: '4G',
  latencyMs: 170,
  downloadBitsPerSecond: 9_000_000,
  uploadBitsPerSecond: 1_500_000,
};

/** A target in ms, and what it is measured on. */
export interface Targets {
  /** First rows after the click (targets on 4G), per screen; none where no target is set. */
  readonly firstShownMs: (screen: string) => number | null;
  /** First rows after the screen's data arrived (targets at 4× CPU), per screen. */
  readonly afterDataMs: (screen: string) => number | null;
  /** Interaction latency, p98 across the interactions of a kind (target at 1× and 4× CPU). */
  readonly interactionP98Ms: number | null;
  /**
   * Cached rows of /asuntos and /agenda on a repeat visit, after the navigation, before the API
   * answers, at the machine's speed: the page-work targets are set at 4× CPU (first rows after
   * the data, interaction latency), and the network's on the 4G profile; this one is set apart.
   * At 4× the figure is reported without a target.
   */
  readonly repeatVisitMs: number | null;
}

const REPEAT_VISIT_MS = 300;
const none = () => null;

/** On 4G: sign-in click → first screen ≤ 2.5 s; /agenda ≤ 4 s; the list screens ≤ 1.5 s after navigation. */
function fourGFirstShown(screen: string): number | null {
  if (screen === 'sign-in') return 2500;
  if (screen === '/agenda') return 4000;
  return ['/asuntos', '/directorio', '/notificaciones', '/abogados'].includes(screen) ? 1500 : null;
}

/**
 * Both throttles together: /agenda usable in ≤ 4 s; on Pagos, what is owed (the cases whose `pago`
 * counts some) in ≤ 2 s; the other list screens as on 4G alone.
 */
function phoneFirstShown(screen: string): number | null {
  if (screen === '/pagos') return 2000;
  return fourGFirstShown(screen);
}

/** The page's own work at 4× CPU: first rows ≤ 600 ms after the data on every screen, /agenda ≤ 1,000 ms. */
function fourXAfterData(screen: string): number | null {
  if (screen === 'sign-in') return null;
  return screen === '/agenda' ? 1000 : 600;
}

export const PROFILES: readonly Profile[] = [
  {
    id: 'loopback-1x',
    title: 'loopback, CPU 1×',
    cpuRate: 1,
    network: null,
    sameOrigin: false,
    tours: 3,
    interactions: true,
    heap: true,
    targets: { firstShownMs: none, afterDataMs: none, interactionP98Ms: 100, repeatVisitMs: REPEAT_VISIT_MS },
  },
  {
    id: 'loopback-4x',
    title: 'loopback, CPU 4× slower (mid-range phone)',
    cpuRate: 4,
    network: null,
    sameOrigin: false,
    tours: 3,
    interactions: true,
    heap: false,
    targets: { firstShownMs: none, afterDataMs: fourXAfterData, interactionP98Ms: 200, repeatVisitMs: null },
  },
  {
    id: '4g',
    title: '4G (9 Mbit/s down, 1.5 up, 170 ms per request), CPU 1×, APIs cross-origin',
    cpuRate: 1,
    network: FOUR_G,
    sameOrigin: false,
    tours: 2,
    interactions: false,
    heap: false,
    targets: {
      firstShownMs: fourGFirstShown,
      afterDataMs: none,
      interactionP98Ms: null,
      repeatVisitMs: REPEAT_VISIT_MS,
    },
  },
  {
    id: '4g-same-origin',
    title: '4G (9 Mbit/s down, 1.5 up, 170 ms per request), CPU 1×, APIs under the portal’s origin',
    cpuRate: 1,
    network: FOUR_G,
    sameOrigin: true,
    tours: 2,
    interactions: false,
    heap: false,
    targets: {
      firstShownMs: fourGFirstShown,
      afterDataMs: none,
      interactionP98Ms: null,
      repeatVisitMs: REPEAT_VISIT_MS,
    },
  },
  {
    id: '4g-4x',
    title:
      '4G (9 Mbit/s down, 1.5 up, 170 ms per request) and CPU 4× slower together (a mid-range phone on its network), APIs cross-origin',
    cpuRate: 4,
    network: FOUR_G,
    sameOrigin: false,
    tours: 2,
    interactions: false,
    heap: false,
    targets: { firstShownMs: phoneFirstShown, afterDataMs: none, interactionP98Ms: null, repeatVisitMs: null },
  },
];

/**
 * The profiles BENCH_PROFILES names (comma-separated ids), all unless told; BENCH_TOURS sets
 * every profile's tours at once.
 */
export function chosenProfiles(env: NodeJS.ProcessEnv): Profile[] {
  const names = (env['BENCH_PROFILES'] ?? '').split(',').filter((name) => name !== '');
  const unknown = names.filter((name) => !PROFILES.some((profile) => profile.id === name));
  if (unknown.length > 0)
    throw new Error(
      `Unknown profile ${unknown.join(', ')}: choose from ${PROFILES.map((profile) => profile.id).join(', ')}.`,
    );
  const tours = env['BENCH_TOURS'] === undefined ? null : Number(env['BENCH_TOURS']);
  return PROFILES.filter((profile) => names.length === 0 || names.includes(profile.id)).map((profile) =>
    tours === null ? profile : { ...profile, tours },
  );
}

/** Applies the profile to one tab; Network.enable must have been sent on the same session. */
export async function applyProfile(cdp: CDPSession, profile: Profile): Promise<void> {
  if (profile.cpuRate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuRate });
  if (profile.network !== null) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.network.latencyMs,
      // Bytes per second.
      downloadThroughput: profile.network.downloadBitsPerSecond / 8,
      uploadThroughput: profile.network.uploadBitsPerSecond / 8,
      connectionType: 'cellular4g',
    });
  }
}

/**
 * Requests held before they go out, through CDP Fetch (paused at the request stage, then
 * continued). Chromium's network emulation leaves CORS preflights out: under the 4G profile an
 * OPTIONS request was answered in a few ms while every other request took its 170 ms. So on a
 * network profile each preflight is held for the profile's latency here, as a real network would
 * cost it; and on a repeat visit every api.php request is held, so rows shown before it came from
 * the device.
 */
export class RequestHolds {
  private apiPhpDelayMs: number | null = null;

  private constructor(
    private readonly cdp: CDPSession,
    private readonly emulatorOrigin: string,
    private readonly preflightMs: number | null,
  ) {}

  static async attach(cdp: CDPSession, emulatorOrigin: string, profile: Profile): Promise<RequestHolds> {
    const holds = new RequestHolds(cdp, emulatorOrigin, profile.network?.latencyMs ?? null);
    cdp.on('Fetch.requestPaused', (event) => {
      const delay =
        event.request.method === 'OPTIONS'
          ? holds.preflightMs
          : holds.apiPhpDelayMs !== null && API_PHP.test(event.request.url)
            ? holds.apiPhpDelayMs
            : null;
      const go = () => void cdp.send('Fetch.continueRequest', { requestId: event.requestId }).catch(() => {});
      if (delay === null) go();
      else setTimeout(go, delay);
    });
    await holds.enable();
    return holds;
  }

  /** Holds every api.php request this long, until released. */
  async holdApiPhp(delayMs: number | null): Promise<void> {
    this.apiPhpDelayMs = delayMs;
    await this.enable();
  }

  /** The requests that may need holding: the emulator's (its preflights), and api.php's on either origin while held. */
  private async enable(): Promise<void> {
    const patterns = [
      ...(this.preflightMs !== null
        ? [{ urlPattern: `${this.emulatorOrigin}/*`, requestStage: 'Request' as const }]
        : []),
      ...(this.apiPhpDelayMs !== null
        ? [{ urlPattern: '*/justiciable-api/api.php/*', requestStage: 'Request' as const }]
        : []),
    ];
    if (patterns.length > 0) await this.cdp.send('Fetch.enable', { patterns });
    else await this.cdp.send('Fetch.disable');
  }
}

const API_PHP = /\/justiciable-api\/api\.php\//;
