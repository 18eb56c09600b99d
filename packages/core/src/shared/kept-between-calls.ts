/** The portal each set of ports was made for (createPortal's own copy, and every call's view of it). */
const portalOfPorts = new WeakMap<object, object>();
const kept = new WeakMap<object, Map<string, unknown>>();

/**
 * Marks `ports` as one portal's: the copy of its ports createPortal makes its use-cases on once,
 * or a call's view of them (`PortalPorts.forCall`), on which it makes them again for that call.
 */
export function portsOfPortal<Ports extends object>(ports: Ports, portal: object): Ports {
  portalOfPorts.set(ports, portal);
  return ports;
}

/**
 * What a use-case remembers from one call of a portal to the next (an upload to finish when the
 * same file is sent again). createPortal makes the use-cases again for each call with a signal or
 * a time limit, on that call's view of the ports, so what they remember is kept here, per portal
 * and `name`, rather than in their closure. On ports no portal made (a use-case made by hand),
 * it is the use-case's own, made here once.
 */
export function keptBetweenCalls<T>(ports: object, name: string, make: () => T): T {
  const portal = portalOfPorts.get(ports);
  if (portal === undefined) return make();
  let values = kept.get(portal);
  if (values === undefined) {
    values = new Map();
    kept.set(portal, values);
  }
  if (!values.has(name)) values.set(name, make());
  return values.get(name) as T;
}
