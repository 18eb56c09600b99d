import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  AccountEvents,
  AccountEventsConnection,
  AccountEventsListener,
  AccountEventsSubscription,
  AccountRecordChange,
} from '../account/account-events';
import type { AccountRepository } from '../account/account-repository';
import { BillingSchema } from '../account/billing';
import { LocationSchema } from '../account/location';
import { UserSchema } from '../account/user';
import type { PortalError } from '../shared/portal-error';
import { BILLING_INPUT as BILLING, LOCATION_INPUT as LOCATION } from './account-builders';
import { expectFailure, expectOk, expectValid } from './contract-expectations';

/** What an AccountEvents contract run needs; the factory builds it before every test. */
export interface AccountEventsWorld {
  readonly subject: AccountEvents;
  /** The signed-in client, whose user record exists. The suite renames it and puts the name back. */
  readonly userId: string;
  /**
   * Writes the signed-in client's records by another path than the subject (as another tab
   * would): the suite renames the user, creates and updates billing and location records.
   */
  readonly accounts: AccountRepository;
  /** Renames another client's user record, by a path of its own (that client's session, a console). */
  renameAnotherClient(name: string): Promise<void>;
  /** Ends the session, for the unauthenticated case. */
  signOut(): Promise<void>;
}

/** A listener that keeps what it hears and lets a test wait for a change. */
class Recorder implements AccountEventsListener {
  readonly changes: AccountRecordChange[] = [];
  readonly states: AccountEventsConnection[] = [];
  readonly endings: PortalError[] = [];
  private waiters: {
    readonly matches: (change: AccountRecordChange) => boolean;
    readonly resolve: (change: AccountRecordChange) => void;
  }[] = [];

  change(change: AccountRecordChange): void {
    this.changes.push(change);
    for (const waiter of this.waiters.filter(({ matches }) => matches(change))) waiter.resolve(change);
    this.waiters = this.waiters.filter(({ matches }) => !matches(change));
  }

  connection(state: AccountEventsConnection): void {
    this.states.push(state);
  }

  ended(error: PortalError): void {
    this.endings.push(error);
  }

  /** The first change, heard already or coming, that matches; the test's own timeout bounds the wait. */
  next(matches: (change: AccountRecordChange) => boolean): Promise<AccountRecordChange> {
    const heard = this.changes.find(matches);
    if (heard !== undefined) return Promise.resolve(heard);
    return new Promise((resolve) => this.waiters.push({ matches, resolve }));
  }
}

const userNamed = (name: string) => (change: AccountRecordChange) =>
  change.kind === 'user' && change.user.name === name;

/** The account's subscriptions (SPEC §7): the owner's changes, as they happen, and nobody else's. */
export function describeAccountEventsContract(name: string, factory: () => Promise<AccountEventsWorld>): void {
  describe(`${name} honours the AccountEvents contract`, () => {
    let world: AccountEventsWorld;
    const running: AccountEventsSubscription[] = [];

    async function subscribed(): Promise<Recorder> {
      const recorder = new Recorder();
      running.push(expectOk(await world.subject.subscribe(world.userId, recorder)));
      return recorder;
    }

    beforeEach(async () => {
      world = await factory();
    });

    afterEach(() => {
      for (const subscription of running.splice(0)) subscription.unsubscribe();
    });

    it("delivers the owner's user as saved elsewhere, once subscribed", async () => {
      const recorder = await subscribed();
      const before = expectOk(await world.accounts.getUser(world.userId)).user;
      expect(recorder.states.at(-1)).toBe('connected');

      expectOk(await world.accounts.updateUser({ id: world.userId, name: 'María José Fernández' }));
      const change = await recorder.next(userNamed('María José Fernández'));
      expect(change.kind === 'user' && expectValid(UserSchema, change.user)).toMatchObject({
        id: world.userId,
        email: before.email,
        deletedAt: null,
      });

      expectOk(await world.accounts.updateUser({ id: world.userId, name: before.name }));
    });

    it('delivers billing and location records created and updated, as core holds them', async () => {
      const recorder = await subscribed();
      const billing = expectOk(await world.accounts.createBilling(BILLING));
      const location = expectOk(await world.accounts.createLocation(LOCATION));
      expectOk(await world.accounts.updateBilling(billing.id, { ...BILLING, condition: 'Monotributista' }));
      expectOk(
        await world.accounts.updateLocation(location.id, { ...LOCATION, city: 'Villa Carlos Paz', cityId: 3468 }),
      );

      const created = await recorder.next((change) => change.kind === 'billing' && change.billing.id === billing.id);
      expect(created.kind === 'billing' && expectValid(BillingSchema, created.billing)).toMatchObject({
        ...BILLING,
        owner: world.userId,
      });
      const updated = await recorder.next(
        (change) => change.kind === 'billing' && change.billing.condition === 'Monotributista',
      );
      expect(updated.kind === 'billing' && updated.billing).toMatchObject({ id: billing.id, taxId: BILLING.taxId });
      const placed = await recorder.next((change) => change.kind === 'location' && change.location.id === location.id);
      expect(placed.kind === 'location' && expectValid(LocationSchema, placed.location)).toMatchObject({
        id: location.id,
        owner: world.userId,
      });
      const moved = await recorder.next(
        (change) => change.kind === 'location' && change.location.city === 'Villa Carlos Paz',
      );
      expect(moved.kind === 'location' && moved.location).toMatchObject({ id: location.id, cityId: 3468 });
    });

    it('delivers the deletion mark of the account (SPEC §4 step 1)', async () => {
      const recorder = await subscribed();
      const markedAt = '2025-03-10T13:00:00.000Z';
      expectOk(await world.accounts.updateUser({ id: world.userId, updatedAt: markedAt, deletedAt: markedAt }));
      const marked = await recorder.next((change) => change.kind === 'user' && change.user.deletedAt !== null);
      expect(marked.kind === 'user' && marked.user.id).toBe(world.userId);
      expectOk(await world.accounts.updateUser({ id: world.userId, deletedAt: null }));
    });

    it("never delivers another client's changes", async () => {
      const recorder = await subscribed();
      const before = expectOk(await world.accounts.getUser(world.userId)).user;
      await world.renameAnotherClient('Otra Persona');
      // The owner's own change comes after the other's on the same connection: once it is here, the other's would be too.
      expectOk(await world.accounts.updateUser({ id: world.userId, name: 'Marcador Propio' }));
      await recorder.next(userNamed('Marcador Propio'));
      expect(recorder.changes.filter((change) => change.kind === 'user' && change.user.id !== world.userId)).toEqual(
        [],
      );
      expect(recorder.changes.some(userNamed('Otra Persona'))).toBe(false);
      expectOk(await world.accounts.updateUser({ id: world.userId, name: before.name }));
    });

    it('delivers nothing to a subscription once unsubscribed', async () => {
      const before = expectOk(await world.accounts.getUser(world.userId)).user;
      const first = new Recorder();
      expectOk(await world.subject.subscribe(world.userId, first)).unsubscribe();
      const second = await subscribed();
      expectOk(await world.accounts.updateUser({ id: world.userId, name: 'Después de cancelar' }));
      await second.next(userNamed('Después de cancelar'));
      expect(first.changes).toEqual([]);
      expectOk(await world.accounts.updateUser({ id: world.userId, name: before.name }));
    });

    it('refuses to subscribe without a session as unauthenticated', async () => {
      await world.signOut();
      expectFailure(await world.subject.subscribe(world.userId, new Recorder()), 'unauthenticated');
    });
  });
}
