import { beforeEach, describe, expect, it } from 'vitest';
import type { AccountRepository } from '../account/account-repository';
import { BillingSchema, type BillingInput } from '../account/billing';
import { LocationSchema } from '../account/location';
import { UserRecordSchema, UserSchema } from '../account/user';
import { BILLING_INPUT as BILLING, LOCATION_INPUT as LOCATION } from './account-builders';
import { expectFailure, expectOk, expectValid } from './contract-expectations';

/** What an AccountRepository contract run needs; the factory builds it before every test. */
export interface AccountRepositoryWorld {
  readonly subject: AccountRepository;
  /**
   * The signed-in client, whose user record exists. The suite changes its name, phone, and
   * billing and location links, and marks it deleted, and puts each back as it found it.
   */
  readonly userId: string;
  /** Another client's existing user record. */
  readonly foreignUserId: string;
  /** A user id with no record. */
  readonly missingUserId: string;
  /** Ends the session, for the unauthenticated case. */
  signOut(): Promise<void>;
}

/** The user, billing and location records of the cloud database (SPEC §4, §7 GraphQL). */
export function describeAccountRepositoryContract(name: string, factory: () => Promise<AccountRepositoryWorld>): void {
  describe(`${name} honours the AccountRepository contract`, () => {
    let world: AccountRepositoryWorld;
    let subject: AccountRepository;

    beforeEach(async () => {
      world = await factory();
      subject = world.subject;
    });

    it("reads the client's own user with its billing and location", async () => {
      const record = expectValid(UserRecordSchema, expectOk(await subject.getUser(world.userId)));
      expect(record.user.id).toBe(world.userId);
      if (record.billingInfo !== null) expect(record.billingInfo.id).toBe(record.user.userBillingInfoId);
      if (record.location !== null) expect(record.location.id).toBe(record.user.userLocationId);
    });

    it("refuses another client's user as forbidden and an unknown one as not-found", async () => {
      expectFailure(await subject.getUser(world.foreignUserId), 'forbidden');
      expectFailure(await subject.getUser(world.missingUserId), 'not-found');
    });

    it('refuses to read without a session as unauthenticated', async () => {
      await world.signOut();
      expectFailure(await subject.getUser(world.userId), 'unauthenticated');
    });

    it('updates name and phone, keeps the fields it was not given, and later reads show it', async () => {
      const before = expectOk(await subject.getUser(world.userId)).user;
      expectOk(await subject.updateUser({ id: world.userId, name: 'María Fernández', phone: '+5493515550123' }));
      const updated = expectValid(
        UserSchema,
        expectOk(await subject.updateUser({ id: world.userId, name: 'María José Fernández', phone: '+5493515559999' })),
      );
      expect(updated).toMatchObject({
        id: world.userId,
        name: 'María José Fernández',
        phone: '+5493515559999',
        email: before.email,
      });

      const onlyName = expectOk(await subject.updateUser({ id: world.userId, name: 'María Fernández' }));
      expect(onlyName.phone).toBe('+5493515559999');
      expect(expectOk(await subject.getUser(world.userId)).user).toMatchObject({
        name: 'María Fernández',
        phone: '+5493515559999',
      });

      expectOk(await subject.updateUser({ id: world.userId, name: before.name, phone: before.phone }));
    });

    it('marks the user deleted and can clear the mark again (account deletion, SPEC §4)', async () => {
      const markedAt = '2025-03-10T13:00:00.000Z';
      const marked = expectOk(await subject.updateUser({ id: world.userId, updatedAt: markedAt, deletedAt: markedAt }));
      expect(marked.deletedAt).not.toBeNull();
      expect(expectOk(await subject.getUser(world.userId)).user.deletedAt).not.toBeNull();

      const restored = expectOk(await subject.updateUser({ id: world.userId, deletedAt: null }));
      expect(restored.deletedAt).toBeNull();
      expect(expectOk(await subject.getUser(world.userId)).user.deletedAt).toBeNull();
    });

    it('refuses to update a user that does not exist as not-found', async () => {
      expectFailure(await subject.updateUser({ id: world.missingUserId, name: 'Nadie' }), 'not-found');
    });

    it("creates billing, links it to the user, updates it, and the user's record shows it", async () => {
      const before = expectOk(await subject.getUser(world.userId)).user;
      const created = expectValid(BillingSchema, expectOk(await subject.createBilling(BILLING)));
      expect(created).toMatchObject(BILLING);
      expectOk(await subject.updateUser({ id: world.userId, userBillingInfoId: created.id }));

      const updated = expectOk(
        await subject.updateBilling(created.id, { ...BILLING, condition: 'Monotributista', taxId: 0 }),
      );
      expect(updated).toMatchObject({ id: created.id, condition: 'Monotributista', taxId: 0 });
      const record = expectOk(await subject.getUser(world.userId));
      expect(record.user.userBillingInfoId).toBe(created.id);
      expect(record.billingInfo).toMatchObject({ ...BILLING, id: created.id, condition: 'Monotributista', taxId: 0 });

      expectOk(await subject.updateUser({ id: world.userId, userBillingInfoId: before.userBillingInfoId }));
    });

    it('creates billing with missing texts as null', async () => {
      const input: BillingInput = {
        billingName: null,
        taxId: 0,
        address: null,
        phone: null,
        condition: null,
        email: null,
      };
      expect(expectOk(await subject.createBilling(input))).toMatchObject(input);
    });

    it('refuses to update billing that does not exist as not-found', async () => {
      expectFailure(await subject.updateBilling('billing-que-no-existe', BILLING), 'not-found');
    });

    it("creates a location, links it to the user, updates it, and the user's record shows it", async () => {
      const before = expectOk(await subject.getUser(world.userId)).user;
      const created = expectValid(LocationSchema, expectOk(await subject.createLocation(LOCATION)));
      expect(created).toMatchObject(LOCATION);
      expectOk(await subject.updateUser({ id: world.userId, userLocationId: created.id }));

      const moved = { ...LOCATION, cityId: 3468, city: 'Villa Carlos Paz', address: 'Av. Libertad 120' };
      expect(expectOk(await subject.updateLocation(created.id, moved))).toMatchObject({ id: created.id, ...moved });
      const record = expectOk(await subject.getUser(world.userId));
      expect(record.user.userLocationId).toBe(created.id);
      expect(record.location).toMatchObject({ id: created.id, ...moved });

      expectOk(await subject.updateUser({ id: world.userId, userLocationId: before.userLocationId }));
    });

    it('refuses to update a location that does not exist as not-found', async () => {
      expectFailure(await subject.updateLocation('ubicacion-que-no-existe', LOCATION), 'not-found');
    });
  });
}
