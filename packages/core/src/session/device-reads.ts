import { offlineMessages } from '../shared/catalogue';
import type { PortalError } from '../shared/portal-error';
import type { Result } from '../shared/result';
import type { DeviceCopy as Saved, DeviceStore } from './device-store';
import { loadedOf, type Loaded } from './loaded';
import { defaultSignals, type SessionSignals } from './session-signals';

/**
 * How long an answer read behind a copy waits for its page's loader to take it, and an answer
 * handed over waits for the next read of its key (the router's minute of fresh data); after that
 * the loader reads the network again.
 */
const REFRESHED_KEPT_MS = 60_000;

/** One read of a signed-in page's data that the device keeps a copy of. */
export interface DeviceRead<T> {
  readonly userId: string;
  /** What is read, the same on every visit ('asuntos', 'movimientos:123'). */
  readonly key: string;
  /** The route whose loader reads it, reloaded when the answer read behind its copy comes. */
  readonly routeId: string;
  readonly read: () => Promise<Result<T, PortalError>>;
  /**
   * Keep the latest answer in memory too, for `known` on another page: only for small answers
   * that page needs at once (the memory is the page's, for as long as it lives).
   */
  readonly keepInMemory?: boolean;
}

export interface DeviceReads {
  read<T>(request: DeviceRead<T>): Promise<Loaded<T>>;
  /**
   * Starts reading the device's copies of `keys` for `userId` now; the first read of each in this
   * page's life takes what it found rather than reading again.
   */
  prefetch(userId: string, keys: readonly string[]): void;
  /**
   * What is known of `key` without asking the network: the latest answer a read kept in memory
   * (`keepInMemory`), else the device's copy, else null. For a page that shows another page's
   * answer beside its own data rather than reading it again.
   */
  known<T>(userId: string, key: string): Promise<Saved<T> | null>;
  /**
   * Keeps `value` on the device under `key` for `userId` (when the browser is idle, or at once when
   * the page is hidden), unless another client is signed in by then: for what a page reads bit by
   * bit rather than in one loader's answer (Pagos' payments, case by case).
   */
  keep(userId: string, key: string, value: unknown): void;
  /**
   * Hands `answer`, read from the network for another page (or still being read), to the next
   * read of `key` for `userId` within the minute after it came: that read waits for it rather
   * than asking again, and takes it fresh. The answer is kept on the device too. The landing
   * panel's agenda so becomes the agenda page's, rather than the large account's 25 MB read again
   * on a phone's network a few seconds later, or read twice at once when Agenda is tapped before
   * the panel has its answer. An answer that failed is not handed over.
   */
  handOver<T>(userId: string, key: string, answer: Promise<Result<T, PortalError>>): void;
  /** Drops what was handed over and not yet taken: a change made since may have outdated it. */
  forgetHandedOver(): void;
}

export interface DeviceReadsOptions {
  readonly store: DeviceStore;
  /** Whether this user is still the one signed in: an answer that comes after they left is not kept. */
  readonly isSignedIn: (userId: string) => boolean;
  /** Reloads one page's data (the web's router.invalidate), so its loader takes the answer read behind the copy. */
  readonly refreshRoute: (routeId: string) => void;
  readonly isOnline?: () => boolean;
  readonly now?: () => number;
  /** The page, whose hiding runs the writes still waiting for an idle moment; none in a script. */
  readonly page?: PageVisibility | null;
  /** Runs work when the process has a moment (the browser's idle callback), or soon. */
  readonly whenIdle?: SessionSignals['whenIdle'];
}

/** As much of the page as the writes need: whether it is hidden, and when that changes (the browser's document). */
export interface PageVisibility {
  readonly visibilityState: 'visible' | 'hidden';
  addEventListener(type: 'visibilitychange', listener: () => void): void;
}

/** An answer one page read for another's next read (DeviceReads' handOver). */
interface HandedOver {
  readonly answer: Promise<Result<unknown, PortalError>>;
  /** When the answer came; null while it is being read. */
  settledAt: number | null;
  /** The answer's value once it came. */
  value?: { readonly value: unknown };
}

interface Refresh {
  readonly answer: Promise<Loaded<unknown>>;
  /** A loader took the answer before it came: no reload when it does. */
  taken: boolean;
  settledAt: number | null;
}

/**
 * Reads through the device (stale-while-revalidate across visits). The first read of a key in
 * this page's life answers the device's copy at once, marked 'refreshing', and reads the network
 * behind it; its answer is kept on the device and the route reloads to show it. Every later read
 * goes to the network, as before (the router's own minute of fresh data stays), and falls back to
 * the copy, marked 'offline' or 'unanswered', when the network gives no answer. Without a copy, a
 * screen read offline says it needs the network.
 */
export function createDeviceReads({
  store: cache,
  isSignedIn,
  refreshRoute,
  isOnline = defaultSignals.isOnline,
  now = defaultSignals.now,
  page = null,
  whenIdle = defaultSignals.whenIdle,
}: DeviceReadsOptions): DeviceReads {
  const seen = new Set<string>();
  const whenIdleOrHidden = idleWrites(page, whenIdle);
  const prefetched = new Map<string, Promise<Saved<unknown> | null>>();
  const idOf = (userId: string, key: string) => JSON.stringify([userId, key]);
  const inMemory = new Map<string, Saved<unknown>>();
  const handedOver = new Map<string, HandedOver>();

  /**
   * Writes an answer to the device once the page has shown it: IndexedDB copies the value on the
   * main thread when the write starts (50,000 agenda entries take a few hundred milliseconds on a
   * phone), which must not stand between the answer and its first rows. Whether its client is
   * still the one signed in is asked when the write runs.
   */
  function keepOnDevice(userId: string, key: string, value: unknown): void {
    whenIdleOrHidden(() => {
      if (isSignedIn(userId)) void cache.put(userId, key, value);
    });
  }
  const refreshes = new Map<string, Refresh>();

  /** The network's answer: the one handed over for this read if any (read again if it failed), else the read's own. */
  async function fromNetwork<T>(request: DeviceRead<T>, handed?: Promise<Result<T, PortalError>>): Promise<Loaded<T>> {
    const given = handed === undefined ? undefined : await handed;
    const result = given?.ok === true ? given : await request.read();
    if (result.ok) {
      if (request.keepInMemory === true)
        inMemory.set(idOf(request.userId, request.key), { value: result.value, savedAt: new Date(now()) });
      // handOver keeps what it hands over.
      if (result !== given) keepOnDevice(request.userId, request.key, result.value);
      return loadedOf(result);
    }
    if (result.error.kind !== 'unavailable') return loadedOf(result);
    const saved = await cache.get<T>(request.userId, request.key);
    if (saved !== null)
      return { ok: true, value: saved.value, savedAt: saved.savedAt, freshness: isOnline() ? 'unanswered' : 'offline' };
    return { ok: false, message: isOnline() ? result.error.message : offlineMessages.needsNetwork };
  }

  return {
    async read<T>(request: DeviceRead<T>): Promise<Loaded<T>> {
      const id = idOf(request.userId, request.key);
      const handed = handedOver.get(id);
      handedOver.delete(id);
      const usable =
        handed !== undefined && (handed.settledAt === null || now() - handed.settledAt < REFRESHED_KEPT_MS)
          ? handed
          : undefined;
      if (usable?.value !== undefined) {
        seen.add(id);
        prefetched.delete(id);
        return { ok: true, value: usable.value.value as T };
      }
      // Still being read: taken as this read's network answer, behind the device's copy if there is one.
      const network = usable?.answer as Promise<Result<T, PortalError>> | undefined;
      const refresh = refreshes.get(id);
      if (refresh !== undefined) {
        refreshes.delete(id);
        if (refresh.settledAt === null || now() - refresh.settledAt < REFRESHED_KEPT_MS) {
          refresh.taken = true;
          return refresh.answer as Promise<Loaded<T>>;
        }
      }
      if (seen.has(id)) return fromNetwork(request, network);
      const early = prefetched.get(id) as Promise<Saved<T> | null> | undefined;
      prefetched.delete(id);
      const saved = await (early ?? cache.get<T>(request.userId, request.key));
      if (saved === null) {
        seen.add(id);
        return fromNetwork(request, network);
      }
      // Offline for sure: the copy, and the first read once online again (shell/connection-status.tsx reloads then).
      if (!isOnline()) return { ok: true, value: saved.value, savedAt: saved.savedAt, freshness: 'offline' };
      seen.add(id);
      const entry: Refresh = { answer: fromNetwork(request, network), taken: false, settledAt: null };
      refreshes.set(id, entry);
      void entry.answer.then(() => {
        entry.settledAt = now();
        if (!entry.taken) refreshRoute(request.routeId);
      });
      return { ok: true, value: saved.value, savedAt: saved.savedAt, freshness: 'refreshing' };
    },
    async known<T>(userId: string, key: string): Promise<Saved<T> | null> {
      if (!isSignedIn(userId)) return null;
      return (inMemory.get(idOf(userId, key)) as Saved<T> | undefined) ?? cache.get<T>(userId, key);
    },
    keep: keepOnDevice,
    handOver(userId, key, answer) {
      const id = idOf(userId, key);
      const handed: HandedOver = { answer, settledAt: null };
      handedOver.set(id, handed);
      const drop = () => {
        if (handedOver.get(id) === handed) handedOver.delete(id);
      };
      void answer.then((result) => {
        handed.settledAt = now();
        if (!result.ok) return drop();
        handed.value = { value: result.value };
        keepOnDevice(userId, key, result.value);
        // Not held past its minute: the large account's agenda is a lot of memory for a page to keep.
        defaultSignals.setTimer(drop, REFRESHED_KEPT_MS);
      });
    },
    forgetHandedOver: () => handedOver.clear(),
    prefetch(userId, keys) {
      for (const key of keys) {
        const id = idOf(userId, key);
        if (!seen.has(id) && !prefetched.has(id)) prefetched.set(id, cache.get(userId, key));
      }
    },
  };
}

/**
 * Runs each write when the browser is idle, or at once when the page is hidden (the person left
 * the tab, locked the phone, or is leaving the page), where an idle moment may come too late: a
 * phone's browser can discard a hidden tab, and what waited was never kept.
 */
function idleWrites(page: PageVisibility | null, whenIdle: SessionSignals['whenIdle']): (work: () => void) => void {
  const pending = new Set<() => void>();
  const run = (work: () => void) => {
    if (pending.delete(work)) work();
  };
  page?.addEventListener('visibilitychange', () => {
    if (page.visibilityState === 'hidden') for (const work of [...pending]) run(work);
  });
  return (work) => {
    pending.add(work);
    whenIdle(() => run(work));
  };
}
