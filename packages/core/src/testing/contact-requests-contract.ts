import { beforeEach, describe, expect, it } from 'vitest';
import { contactStateFromLatestRequest, latestRequestFor } from '../directory/contact-state';
import { ContactRequestSchema } from '../directory/directory-entry';
import type { ContactRequestDraft, ContactRequests } from '../directory/directory-ports';
import { expectAllValid, expectFailure, expectOk } from './contract-expectations';

/** What a ContactRequests contract run needs; the factory builds it before every test. */
export interface ContactRequestsWorld {
  readonly subject: ContactRequests;
  /** The signed-in client as the legacy API knows them. */
  readonly client: { readonly id: string; readonly name: string; readonly email: string; readonly phone: string };
  readonly foreignClientId: string;
  /**
   * A directory lawyer (and studio) the suite sends requests to: their studio has not invited
   * the client, and no other suite's lawyer, since these requests stay pending.
   */
  readonly lawyerId: string;
  readonly groupId: string;
  /** A lawyer whose studio has a pending invitation for the client's e-mail. */
  readonly invitingLawyerId: string;
  readonly missingLawyerId: string;
  signOut(): Promise<void>;
}

/** Contact requests to lawyers (SPEC §4 directory button, §7). */
export function describeContactRequestsContract(name: string, factory: () => Promise<ContactRequestsWorld>): void {
  describe(`${name} honours the ContactRequests contract`, () => {
    let world: ContactRequestsWorld;
    let subject: ContactRequests;

    beforeEach(async () => {
      world = await factory();
      subject = world.subject;
    });

    function draft(overrides: Partial<ContactRequestDraft> = {}): ContactRequestDraft {
      const { client } = world;
      return {
        lawyerId: world.lawyerId,
        groupId: world.groupId,
        clientId: client.id,
        clientName: client.name,
        clientEmail: client.email,
        clientPhone: client.phone,
        ...overrides,
      };
    }

    it("lists the client's requests", async () => {
      expectAllValid(ContactRequestSchema, expectOk(await subject.listRequests(world.client.id, world.client.email)));
    });

    it('sends a request that then lists as the latest one: unread, pending, so PENDIENTE (SPEC §4)', async () => {
      expectOk(await subject.sendRequest(draft()));
      const requests = expectOk(await subject.listRequests(world.client.id, world.client.email));
      expectAllValid(ContactRequestSchema, requests);
      const latest = latestRequestFor(requests, world.lawyerId);
      expect(latest).toMatchObject({ id_abogado: world.lawyerId, estado: 'pendiente', leido: false });
      expect(contactStateFromLatestRequest(latest, world.client)).toBe('PENDIENTE');
    });

    it('refuses a request for someone else as forbidden, and to an unknown lawyer as not-found', async () => {
      expectFailure(await subject.sendRequest(draft({ clientId: world.foreignClientId })), 'forbidden');
      expectFailure(await subject.sendRequest(draft({ lawyerId: world.missingLawyerId })), 'not-found');
    });

    it('refuses a request that does not name its client as rejected (the legacy API requires the username)', async () => {
      expectFailure(await subject.sendRequest(draft({ clientName: '' })), 'rejected');
    });

    it("refuses to list another client's requests as forbidden", async () => {
      expectFailure(await subject.listRequests(world.foreignClientId, world.client.email), 'forbidden');
    });

    it("tells whether a lawyer's studio has a pending invitation for the e-mail (SPEC §8 status 201)", async () => {
      expect(expectOk(await subject.hasPendingInvitation(world.invitingLawyerId, world.client.email))).toBe(true);
      expect(expectOk(await subject.hasPendingInvitation(world.lawyerId, world.client.email))).toBe(false);
    });

    it('notifies a lawyer, and refuses an unknown lawyer as not-found', async () => {
      const notice = {
        clientId: world.client.id,
        lawyerId: world.lawyerId,
        groupId: world.groupId,
        clientName: world.client.name,
      };
      expectOk(await subject.notifyLawyer(notice));
      expectFailure(await subject.notifyLawyer({ ...notice, lawyerId: world.missingLawyerId }), 'not-found');
    });

    it('refuses without a session as unauthenticated', async () => {
      await world.signOut();
      expectFailure(await subject.listRequests(world.client.id, world.client.email), 'unauthenticated');
      expectFailure(await subject.sendRequest(draft()), 'unauthenticated');
    });
  });
}
