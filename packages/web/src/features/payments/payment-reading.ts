import type { Case, CasePayments, PaymentReadProgress, Portal, SignedInClient } from '@justiciable/core';
import { readFailureMessage } from '../../data/loaded';

/** Where a reading of the client's payments stands: what is known of each case, how far it came, how it ended. */
export interface PaymentReadingState {
  /** What is known of each case: read on this visit or kept on the device from an earlier one. */
  readonly known: readonly CasePayments[];
  /** The cases read on this visit: what the others show may be out of date. */
  readonly readNow: ReadonlySet<string>;
  /** The phase being read and how far; null before the first and once done. */
  readonly progress: PaymentReadProgress | null;
  /** The catalogue's message when a case could not be read; null otherwise. */
  readonly failure: string | null;
  readonly done: boolean;
}

/** The page's signals the reading waits on: shown, online. */
export interface ReadingSignals {
  readonly isShown: () => boolean;
  readonly isOnline: () => boolean;
  /** Calls `changed` whenever either may have changed; answers how to stop. */
  readonly watch: (changed: () => void) => () => void;
}

/** The browser's: the tab visible and the browser online. */
export function browserSignals(): ReadingSignals {
  return {
    isShown: () => document.visibilityState === 'visible',
    isOnline: () => navigator.onLine,
    watch: (changed) => {
      document.addEventListener('visibilitychange', changed);
      window.addEventListener('online', changed);
      window.addEventListener('offline', changed);
      return () => {
        document.removeEventListener('visibilitychange', changed);
        window.removeEventListener('online', changed);
        window.removeEventListener('offline', changed);
      };
    },
  };
}

interface ReadingOptions {
  readonly portal: Pick<Portal, 'readPayments'>;
  readonly client: SignedInClient;
  /** Keeps what is known on the device (the page's DeviceReads.keep). */
  readonly keep: (known: readonly CasePayments[]) => void;
  readonly signals: ReadingSignals;
}

/** How many cases read between two copies kept on the device: a long reading cut short keeps most of it. */
const KEEP_EVERY = 100;
/** The page is told of the cases read at most this often: 5,000 cases are 5,000 reads, not 5,000 renders. */
const PUBLISH_MS = 250;
/** A reading finished this recently is not made again: the router's minute of fresh data (app/router.ts). */
const FRESH_MS = 60_000;

/**
 * One reading of the client's payments (core's readPayments), owed first then the paid history,
 * for as long as the client's session lives: it reads only while Pagos is on screen, the tab is
 * shown and the browser online, so leaving the page, hiding the tab or losing the signal pauses it
 * where it is. What it reads is kept on the device every KEEP_EVERY cases and at the end. Outside
 * React: the page subscribes to it (useSyncExternalStore), the loader starts it.
 */
export class PaymentReading {
  private state: PaymentReadingState;
  private readonly known: Map<string, CasePayments>;
  private readNow = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private viewers = 0;
  private waiting: (() => void)[] = [];
  private stopWatching: (() => void) | null = null;
  private running = false;
  private sinceKept = 0;
  private publishing: ReturnType<typeof setTimeout> | null = null;
  private finishedAt: number | null = null;
  private readonly now = Date.now;

  constructor(
    private readonly options: ReadingOptions,
    known: readonly CasePayments[],
  ) {
    this.known = new Map(known.map((read) => [read.caseId, read]));
    this.state = { known, readNow: new Set(), progress: null, failure: null, done: false };
  }

  getState = (): PaymentReadingState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The page is on screen while it holds this; the reading pauses once no page does. */
  view(): () => void {
    this.viewers += 1;
    this.release();
    return () => {
      this.viewers -= 1;
    };
  }

  /**
   * Reads `cases` (the client's, newest first) unless a reading is under way or finished within
   * the router's minute of fresh data (the loader runs again when the case list read behind its
   * copy comes); a failed one, or one finished before, starts over.
   */
  start(cases: readonly Case[]): void {
    if (this.running || (this.finishedAt !== null && this.now() - this.finishedAt < FRESH_MS)) return;
    this.running = true;
    this.readNow = new Set();
    this.publish({ progress: null, failure: null, done: false });
    void this.run(cases);
  }

  private async run(cases: readonly Case[]): Promise<void> {
    const result = await this.options.portal.readPayments({
      client: this.options.client,
      cases,
      known: [...this.known.values()],
      whenReady: () => this.ready(),
      onProgress: (progress) => {
        // A phase's start and end are said at once; the cases between, in batches.
        if (progress.done === 0 || progress.done === progress.total) this.publish({ progress });
        else this.publishSoon({ progress });
      },
      onRead: (read) => {
        this.known.set(read.caseId, read);
        this.readNow.add(read.caseId);
        this.sinceKept += 1;
        if (this.sinceKept >= KEEP_EVERY) this.keep();
      },
    });
    this.running = false;
    this.finishedAt = result.ok ? this.now() : null;
    this.publish(
      result.ok ? { progress: null, done: true } : { progress: null, failure: readFailureMessage(result.error) },
    );
    this.keep();
  }

  private keep(): void {
    this.sinceKept = 0;
    this.options.keep([...this.known.values()]);
  }

  private isReady(): boolean {
    return this.viewers > 0 && this.options.signals.isShown() && this.options.signals.isOnline();
  }

  private ready(): Promise<void> {
    if (this.isReady()) return Promise.resolve();
    // The page's events are listened to only while a read waits on them.
    this.stopWatching ??= this.options.signals.watch(() => this.release());
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    if (!this.isReady()) return;
    this.stopWatching?.();
    this.stopWatching = null;
    const waiting = this.waiting;
    this.waiting = [];
    for (const resolve of waiting) resolve();
  }

  private publishSoon(change: Partial<PaymentReadingState>): void {
    this.state = { ...this.state, ...change };
    this.publishing ??= setTimeout(() => this.publish({}), PUBLISH_MS);
  }

  private publish(change: Partial<PaymentReadingState>): void {
    if (this.publishing !== null) clearTimeout(this.publishing);
    this.publishing = null;
    this.state = { ...this.state, ...change, known: [...this.known.values()], readNow: new Set(this.readNow) };
    for (const listener of this.listeners) listener();
  }
}

/** The reading of each signed-in client, by the store of their session: a sign-out replaces the store, and the reading goes with it. */
const readings = new WeakMap<object, PaymentReading>();

/** The reading kept for `session` (the signed-in client's store), made with `make` the first time. */
export function paymentReadingOf(session: object, make: () => PaymentReading): PaymentReading {
  let reading = readings.get(session);
  if (reading === undefined) {
    reading = make();
    readings.set(session, reading);
  }
  return reading;
}
