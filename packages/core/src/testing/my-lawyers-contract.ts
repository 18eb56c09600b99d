import { beforeEach, describe, expect, it } from 'vitest';
import { contactStateFromLatestRequest, latestRequestFor } from '../directory/contact-state';
import type { ContactRequests, MyLawyers } from '../directory/directory-ports';
import { MyLawyerSchema } from '../directory/my-lawyer';
import { expectAllValid, expectFailure, expectOk } from './contract-expectations';

/** What a MyLawyers contract run needs; the factory builds it before every test. */
export interface MyLawyersWorld {
  readonly subject: MyLawyers;
  /** The signed-in client. */
  readonly clientId: string;
  readonly clientEmail: string;
  readonly foreignClientId: string;
  /** A lawyer linked to the client, linked again on every call (the suite unlinks it). */
  readonly linkedLawyerId: string;
  /** A directory lawyer not linked to the client. */
  readonly unlinkedLawyerId: string;
  /** Where the end of the contact must show. */
  readonly contactRequests: ContactRequests;
  signOut(): Promise<void>;
}

/** The client's lawyers (SPEC §2 abogados, §4 unlinking, §7). */
export function describeMyLawyersContract(name: string, factory: () => Promise<MyLawyersWorld>): void {
  describe(`${name} honours the MyLawyers contract`, () => {
    let world: MyLawyersWorld;
    let subject: MyLawyers;

    beforeEach(async () => {
      world = await factory();
      subject = world.subject;
    });

    it("lists the client's lawyers", async () => {
      const lawyers = expectOk(await subject.list(world.clientId));
      expectAllValid(MyLawyerSchema, lawyers);
      const ids = lawyers.map((lawyer) => lawyer.id_abogado);
      expect(ids).toContain(world.linkedLawyerId);
      expect(ids).not.toContain(world.unlinkedLawyerId);
    });

    it("refuses another client's lawyers as forbidden", async () => {
      expectFailure(await subject.list(world.foreignClientId), 'forbidden');
    });

    it("unlinks a lawyer: gone from the client's lawyers, and the directory shows CONTACTAR (SPEC §4)", async () => {
      expectOk(await subject.unlink(world.clientId, world.linkedLawyerId));

      const ids = expectOk(await subject.list(world.clientId)).map((lawyer) => lawyer.id_abogado);
      expect(ids).not.toContain(world.linkedLawyerId);
      const requests = expectOk(await world.contactRequests.listRequests(world.clientId, world.clientEmail));
      const state = contactStateFromLatestRequest(latestRequestFor(requests, world.linkedLawyerId), {
        id: world.clientId,
      });
      expect(state).toBe('CONTACTAR');
    });

    it('refuses to unlink a lawyer who is not linked as not-found', async () => {
      expectFailure(await subject.unlink(world.clientId, world.unlinkedLawyerId), 'not-found');
    });

    it("refuses to unlink another client's lawyer as forbidden", async () => {
      expectFailure(await subject.unlink(world.foreignClientId, world.linkedLawyerId), 'forbidden');
      expect(expectOk(await subject.list(world.clientId)).map((lawyer) => lawyer.id_abogado)).toContain(
        world.linkedLawyerId,
      );
    });

    it('refuses without a session as unauthenticated', async () => {
      await world.signOut();
      expectFailure(await subject.list(world.clientId), 'unauthenticated');
      expectFailure(await subject.unlink(world.clientId, world.linkedLawyerId), 'unauthenticated');
    });
  });
}
