import type { PagePart, PortalError, ReadPart, Result } from '@justiciable/core';
import { readThroughDevice, type DeviceReadContext } from './device-reads';
import { loaded, type Loaded } from './loaded';

/*
 * A page's read model (one core use-case) answers its parts apart, each a Result: a part that
 * fails leaves the rest to show. As loader data each part becomes a Loaded, shown or failed on
 * its own; a part read through the device's copy keeps what the copy says (when it was saved,
 * how fresh it is).
 */

/** The parts of a page's answer, by name (an interface has no index signature, so each key is checked). */
type Parts<P> = { readonly [K in keyof P]: PagePart<unknown> | null };

/** One part as loader data: a Result becomes a Loaded; a part the page may lack (null) stays null. */
type LoadedPart<V> = V extends { readonly ok: true; readonly value: infer T }
  ? Loaded<T>
  : V extends { readonly ok: false }
    ? never
    : V;

/** Every part of a page as loader data. */
export type LoadedParts<P extends Parts<P>> = { readonly [K in keyof P]: LoadedPart<P[K]> };

/**
 * A page's answer as loader data, part by part (loadedParts). A page that failed as a whole (a
 * session that ended) fails every part with its message: `names` are the parts it shows.
 */
export function loadedPage<P extends Parts<P>>(
  answer: Result<P, PortalError>,
  names: readonly (keyof P & string)[],
  copies?: DeviceCopies,
): LoadedParts<P> {
  if (answer.ok) return loadedParts(answer.value, copies);
  const failed = loaded(answer);
  return Object.fromEntries(names.map((name) => [name, failed])) as LoadedParts<P>;
}

/** One part as loader data: the copy's answer when it was read through the device (`copies`), else its own. */
export function loadedPart<T>(name: string, part: PagePart<T>, copies?: DeviceCopies): Loaded<T> {
  return (copies?.shown.get(name) as Loaded<T> | undefined) ?? loaded(part);
}

/** Each part as loader data: the copy's answer where it was read through the device (`copies`), else the part's own. */
export function loadedParts<P extends Parts<P>>(parts: P, copies?: DeviceCopies): LoadedParts<P> {
  const shown: Record<string, unknown> = {};
  for (const [name, part] of Object.entries(parts as Record<string, PagePart<unknown> | null>))
    shown[name] = copies?.shown.get(name) ?? (part === null ? null : loaded(part));
  return shown as LoadedParts<P>;
}

/** The parts of one page read through the device's copies: what to pass as `through`, and what each showed. */
export interface DeviceCopies {
  readonly through: ReadPart;
  /** Each part read through its copy, as the device's read answered it. */
  readonly shown: ReadonlyMap<string, Loaded<unknown>>;
}

/**
 * Reads the parts `keys` names through the device's copies (data/device-reads.ts), each under its
 * key, for one call of a page's read model: its `through`. The read model goes on with the part's
 * value (the copy's, when the copy stands in), or with its failure.
 */
export function throughDevice(
  context: DeviceReadContext,
  routeId: string,
  keys: Readonly<Record<string, string>>,
  options?: {
    readonly keepInMemory?: boolean;
    /**
     * The parts read before in this visit of the page, and where this read keeps its own: one
     * that came is taken again rather than read, one that failed is read again.
     */
    readonly visit?: Map<string, Promise<Loaded<unknown>>>;
  },
): DeviceCopies {
  const shown = new Map<string, Loaded<unknown>>();
  const through: ReadPart = async <T>(part: string, read: () => Promise<Result<T, PortalError>>) => {
    const key = keys[part];
    if (key === undefined) return read();
    let answered: Result<T, PortalError> | undefined;
    const readCopy = () =>
      readThroughDevice(context, routeId, key, async () => (answered = await read()), {
        keepInMemory: options?.keepInMemory,
      });
    const kept = options?.visit?.get(part) as Promise<Loaded<T>> | undefined;
    const reading = kept === undefined ? readCopy() : kept.then((copy) => (copy.ok ? copy : readCopy()));
    options?.visit?.set(part, reading);
    const copy = await reading;
    shown.set(part, copy);
    if (copy.ok) return { ok: true, value: copy.value };
    // The network's own failure when this read asked it; an answer read behind an earlier copy failed as unanswered.
    if (answered !== undefined && !answered.ok) return answered;
    const unanswered: PortalError = { kind: 'unavailable', transport: 'network', message: copy.message };
    return { ok: false, error: unanswered };
  };
  return { through, shown };
}
