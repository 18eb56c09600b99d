import { beforeEach, describe, expect, it } from 'vitest';
import { contactStateFromLatestRequest, latestRequestFor } from '../directory/contact-state';
import type { ContactRequests, Invitations, MyLawyers } from '../directory/directory-ports';
import { InvitationSchema, type Invitation } from '../directory/invitation';
import { expectFailure, expectOk, expectValid } from './contract-expectations';

/** What an Invitations contract run needs; the factory builds it before every test. */
export interface InvitationsWorld {
  readonly subject: Invitations;
  /** The signed-in client. */
  readonly clientId: string;
  readonly clientEmail: string;
  /**
   * A pending invitation to the client's e-mail, new on every call (the suite answers it), from
   * a studio whose lawyer is not linked to the client and has no request from them pending.
   */
  readonly pendingInvitationId: string;
  /** The secret of its e-mailed link. */
  readonly pendingInvitationToken: string;
  /** A pending invitation to another client's e-mail, and its link's secret. */
  readonly foreignInvitationId: string;
  readonly foreignInvitationToken: string;
  readonly missingInvitationId: string;
  /** Where an answer must show. */
  readonly myLawyers: MyLawyers;
  readonly contactRequests: ContactRequests;
  signOut(): Promise<void>;
}

/** Studios' invitations (SPEC §2 /vinculateContact, §4 contact button, §7). */
export function describeInvitationsContract(name: string, factory: () => Promise<InvitationsWorld>): void {
  describe(`${name} honours the Invitations contract`, () => {
    let world: InvitationsWorld;
    let subject: Invitations;

    beforeEach(async () => {
      world = await factory();
      subject = world.subject;
    });

    async function pending(): Promise<Invitation> {
      return expectOk(await subject.find({ invitationId: world.pendingInvitationId, token: null }));
    }

    function acceptance(invitation: Invitation) {
      return {
        invitationId: invitation.id,
        contactId: invitation.id_contacto,
        clientId: world.clientId,
        groupId: invitation.id_grupo,
        lawyerId: invitation.id_abogado,
      };
    }

    async function contactState(lawyerId: string) {
      const requests = expectOk(await world.contactRequests.listRequests(world.clientId, world.clientEmail));
      return contactStateFromLatestRequest(latestRequestFor(requests, lawyerId), { id: world.clientId });
    }

    it('finds a pending invitation to the client', async () => {
      const invitation = expectValid(InvitationSchema, await pending());
      expect(invitation).toMatchObject({ id: world.pendingInvitationId, estado: 'pendiente' });
      expect(invitation.email.toLowerCase()).toBe(world.clientEmail.toLowerCase());
    });

    it("lists the client's pending invitations, and an answered one leaves the list", async () => {
      const listed = expectOk(await subject.listPending({ id: world.clientId, email: world.clientEmail }));
      listed.forEach((invitation) => expectValid(InvitationSchema, invitation));
      expect(listed.map((invitation) => invitation.id)).toContain(world.pendingInvitationId);
      expect(listed.map((invitation) => invitation.id)).not.toContain(world.foreignInvitationId);
      expect(listed.every((invitation) => invitation.estado === 'pendiente')).toBe(true);

      const invitation = await pending();
      expectOk(await subject.decline({ invitationId: invitation.id, contactId: invitation.id_contacto }));
      const after = expectOk(await subject.listPending({ id: world.clientId, email: world.clientEmail }));
      expect(after.map((each) => each.id)).not.toContain(invitation.id);
    });

    it('refuses an unknown invitation as not-found', async () => {
      expectFailure(await subject.find({ invitationId: world.missingInvitationId, token: null }), 'not-found');
    });

    it("accepts: the invitation is aceptada, the lawyer is among the client's, and shows CONTACTADO", async () => {
      const invitation = await pending();
      expectOk(await subject.accept(acceptance(invitation)));

      expect(expectOk(await subject.find({ invitationId: invitation.id, token: null })).estado).toBe('aceptada');
      const lawyers = expectOk(await world.myLawyers.list(world.clientId));
      expect(lawyers.map((lawyer) => lawyer.id_abogado)).toContain(invitation.id_abogado);
      expect(await contactState(invitation.id_abogado)).toBe('CONTACTADO');
    });

    it('declines: the invitation is rechazada, and the lawyer shows CONTACTAR', async () => {
      const invitation = await pending();
      expectOk(await subject.decline({ invitationId: invitation.id, contactId: invitation.id_contacto }));

      expect(expectOk(await subject.find({ invitationId: invitation.id, token: null })).estado).toBe('rechazada');
      const lawyers = expectOk(await world.myLawyers.list(world.clientId));
      expect(lawyers.map((lawyer) => lawyer.id_abogado)).not.toContain(invitation.id_abogado);
      expect(await contactState(invitation.id_abogado)).toBe('CONTACTAR');
    });

    it('refuses to answer an invitation twice as rejected', async () => {
      const invitation = await pending();
      expectOk(await subject.accept(acceptance(invitation)));
      expectFailure(await subject.accept(acceptance(invitation)), 'rejected');
      expectFailure(
        await subject.decline({ invitationId: invitation.id, contactId: invitation.id_contacto }),
        'rejected',
      );
    });

    it("refuses to answer another client's invitation as forbidden, an unknown one as not-found", async () => {
      const foreign = expectOk(
        await subject.find({ invitationId: world.foreignInvitationId, token: world.foreignInvitationToken }),
      );
      expectFailure(await subject.accept(acceptance(foreign)), 'forbidden');
      expectFailure(await subject.decline({ invitationId: foreign.id, contactId: foreign.id_contacto }), 'forbidden');
      expect(
        expectOk(await subject.find({ invitationId: foreign.id, token: world.foreignInvitationToken })).estado,
      ).toBe('pendiente');

      const missing = { ...acceptance(await pending()), invitationId: world.missingInvitationId };
      expectFailure(await subject.accept(missing), 'not-found');
      expectFailure(
        await subject.decline({ invitationId: world.missingInvitationId, contactId: missing.contactId }),
        'not-found',
      );
    });

    it('reads an invitation without a session only with its link token (the e-mailed link), and needs a session to answer it', async () => {
      const invitation = await pending();
      await world.signOut();
      expectOk(await subject.find({ invitationId: invitation.id, token: world.pendingInvitationToken }));
      expectFailure(
        await subject.find({ invitationId: invitation.id, token: `${world.pendingInvitationToken}x` }),
        'not-found',
      );
      expectFailure(await subject.find({ invitationId: invitation.id, token: null }), 'not-found');
      expectFailure(
        await subject.find({ invitationId: world.foreignInvitationId, token: world.pendingInvitationToken }),
        'not-found',
      );
      expectFailure(await subject.accept(acceptance(invitation)), 'unauthenticated');
      expectFailure(await subject.listPending({ id: world.clientId, email: world.clientEmail }), 'unauthenticated');
      expectFailure(
        await subject.decline({ invitationId: invitation.id, contactId: invitation.id_contacto }),
        'unauthenticated',
      );
    });
  });
}
