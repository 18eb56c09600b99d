/** How many deletions of their own account the portals over each account repository are making now. */
const deletionsUnderWay = new WeakMap<object, number>();

/**
 * Runs a portal's deletion of its own account, during which a followAccount of the same portal
 * (the same `accounts` port) lets the deletion mark pass: the deletion's caller ends the session
 * itself, with its own answer, and a deletion that fails is undone with the session kept.
 */
export async function whileDeletingOwnAccount<T>(accounts: object, deletion: () => Promise<T>): Promise<T> {
  deletionsUnderWay.set(accounts, (deletionsUnderWay.get(accounts) ?? 0) + 1);
  try {
    return await deletion();
  } finally {
    const left = (deletionsUnderWay.get(accounts) ?? 1) - 1;
    if (left === 0) deletionsUnderWay.delete(accounts);
    else deletionsUnderWay.set(accounts, left);
  }
}

/** Whether the portal over this account repository is deleting its own account now. */
export function isDeletingOwnAccount(accounts: object): boolean {
  return deletionsUnderWay.has(accounts);
}
