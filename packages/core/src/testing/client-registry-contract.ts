import { beforeEach, describe, expect, it } from 'vitest';
import type { ClientRegistry } from '../account/account-repository';
import { contactStateFromLatestRequest, latestRequestFor } from '../directory/contact-state';
import type { ContactRequests, MyLawyers } from '../directory/directory-ports';
import { expectFailure, expectOk } from './contract-expectations';

/** What a ClientRegistry contract run needs; the factory builds it before every test. */
export interface ClientRegistryWorld {
  readonly subject: ClientRegistry;
  /**
   * The signed-in client, with at least one lawyer linked. Disposable: the suite deletes its
   * contacts, so the factory must link a lawyer again (or use a new client) on every call.
   */
  readonly clientId: string;
  readonly clientEmail: string;
  readonly foreignClientId: string;
  /** Where the deleted contacts must disappear from. */
  readonly myLawyers: MyLawyers;
  readonly contactRequests: ContactRequests;
  signOut(): Promise<void>;
}

/** The legacy API's side of the account (SPEC §4 profile save and account deletion step 2). */
export function describeClientRegistryContract(name: string, factory: () => Promise<ClientRegistryWorld>): void {
  describe(`${name} honours the ClientRegistry contract`, () => {
    let world: ClientRegistryWorld;
    let subject: ClientRegistry;

    beforeEach(async () => {
      world = await factory();
      subject = world.subject;
    });

    it("accepts a new name for the client's comments", async () => {
      expectOk(await subject.renameClient(world.clientId, 'María José Fernández'));
    });

    it("deletes the client's contacts: no lawyers left, and none shows as CONTACTADO", async () => {
      const linked = expectOk(await world.myLawyers.list(world.clientId));
      expect(linked.length, 'the world must link a lawyer to the client').toBeGreaterThan(0);

      expectOk(await subject.deleteClientContacts(world.clientId));

      expect(expectOk(await world.myLawyers.list(world.clientId))).toEqual([]);
      const requests = expectOk(await world.contactRequests.listRequests(world.clientId, world.clientEmail));
      for (const lawyer of linked) {
        const state = contactStateFromLatestRequest(latestRequestFor(requests, lawyer.id_abogado), {
          id: world.clientId,
        });
        expect(state, `lawyer ${lawyer.id_abogado}`).not.toBe('CONTACTADO');
      }
    });

    it('deletes contacts idempotently, so an interrupted account deletion can run again', async () => {
      expectOk(await subject.deleteClientContacts(world.clientId));
      expectOk(await subject.deleteClientContacts(world.clientId));
      expect(expectOk(await world.myLawyers.list(world.clientId))).toEqual([]);
    });

    it("refuses to rename or delete another client's contacts as forbidden", async () => {
      expectFailure(await subject.renameClient(world.foreignClientId, 'Intruso'), 'forbidden');
      expectFailure(await subject.deleteClientContacts(world.foreignClientId), 'forbidden');
    });

    it('refuses without a session as unauthenticated', async () => {
      await world.signOut();
      expectFailure(await subject.renameClient(world.clientId, 'María Fernández'), 'unauthenticated');
      expectFailure(await subject.deleteClientContacts(world.clientId), 'unauthenticated');
    });
  });
}
