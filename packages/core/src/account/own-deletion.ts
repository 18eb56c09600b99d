/**
 * How many deletions of their own account the portals over each identity port are making now.
 * Keyed by the identity port, which every call's view of the ports shares (PortalPorts.forCall),
 * so a deletion and a followAccount of one portal meet however their calls were limited.
 */
const deletionsUnderWay = new WeakMap<object, number>();

/**
 * Runs a portal's deletion of its own account, during which a followAccount of the same portal
 * (the same `identity` port) lets the deletion mark pass: the deletion's caller ends the session
 * itself, with its own answer, and a deletion that fails is undone with the session kept.
 */
export async function whileDeletingOwnAccount<T>(identity: object, deletion: () => Promise<T>): Promise<T> {
  deletionsUnderWay.set(identity, (deletionsUnderWay.get(identity) ?? 0) + 1);
  try {
    return await deletion();
  } finally {
    const left = (deletionsUnderWay.get(identity) ?? 1) - 1;
    if (left === 0) deletionsUnderWay.delete(identity);
    else deletionsUnderWay.set(identity, left);
  }
}

/** Whether the portal over this identity port is deleting its own account now. */
export function isDeletingOwnAccount(identity: object): boolean {
  return deletionsUnderWay.has(identity);
}
