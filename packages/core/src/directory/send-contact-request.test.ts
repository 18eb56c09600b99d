import { describe, expect, it } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { aDirectoryListing } from '../testing/directory-builders';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeSendContactRequest } from './send-contact-request';

const NEW_LAWYER = { lawyerId: 'abogada-nueva', groupId: '40' };

function setUp() {
  const fixture = aSignedInPortal();
  fixture.ports.world.addLawyer(aDirectoryListing({ id: NEW_LAWYER.lawyerId, id_grupo: NEW_LAWYER.groupId }));
  return { ...fixture, sendContactRequest: makeSendContactRequest(fixture.ports) };
}

describe('sendContactRequest (SPEC §4 CONTACTAR → PENDIENTE)', () => {
  it('sends the request, notifies the lawyer and answers status 200 with the PENDIENTE button', async () => {
    const { ports, client, sendContactRequest } = setUp();
    const outcome = expectOk(await sendContactRequest({ client, ...NEW_LAWYER }));
    expect(outcome).toEqual({
      status: 200,
      button: { 'msg-btn': 'PENDIENTE', disabled: true },
    });
    expect(ports.world.contactRequests.at(-1)).toMatchObject({
      clientId: client.id,
      request: { id_abogado: NEW_LAWYER.lawyerId, estado: 'pendiente' },
    });
    expect(ports.world.outbox.at(-1)).toMatchObject({
      kind: 'lawyer-notice',
      notice: { lawyerId: NEW_LAWYER.lawyerId, clientName: client.name },
    });
  });

  it("answers status 201 with 'Tiene una invitación pendiente de este Estudio' and sends nothing when the studio already invited the client (SPEC §8)", async () => {
    const { ports, demo, client, sendContactRequest } = setUp();
    const outcome = expectOk(
      await sendContactRequest({ client, lawyerId: demo.otherLawyerId, groupId: demo.otherLawyerGroupId }),
    );
    expect(outcome).toMatchObject({
      status: 201,
      message: 'Tiene una invitación pendiente de este Estudio',
      invitation: { id_abogado: demo.otherLawyerId, estado: 'pendiente' },
    });
    expect(ports.contactRequests.callsOf('sendRequest')).toBe(0);
  });

  it('still answers status 201 without the invitation when the invitations cannot be read', async () => {
    const { ports, demo, client, sendContactRequest } = setUp();
    ports.invitations.failNext('listPending', portalError.unavailable('network'));
    const outcome = expectOk(
      await sendContactRequest({ client, lawyerId: demo.otherLawyerId, groupId: demo.otherLawyerGroupId }),
    );
    expect(outcome).toEqual({
      status: 201,
      message: 'Tiene una invitación pendiente de este Estudio',
      invitation: null,
    });
  });

  it('names a client without a name by their e-mail, which the legacy API requires as username', async () => {
    const { ports, client, sendContactRequest } = setUp();
    expectOk(await sendContactRequest({ client: { ...client, name: ' ' }, ...NEW_LAWYER }));
    expect(ports.world.outbox.at(-1)).toMatchObject({ kind: 'lawyer-notice', notice: { clientName: client.email } });
  });

  it('still answers the sent request when only the notice to the lawyer fails', async () => {
    const { ports, client, sendContactRequest } = setUp();
    ports.contactRequests.failNext('notifyLawyer', portalError.unavailable('network'));
    expect(expectOk(await sendContactRequest({ client, ...NEW_LAWYER })).status).toBe(200);
  });

  it.each(['hasPendingInvitation', 'sendRequest'] as const)(
    "answers 'Error al intentar enviar la solicitud de contacto' when %s fails",
    async (method) => {
      const { ports, client, sendContactRequest } = setUp();
      ports.contactRequests.failNext(method, portalError.unavailable('timeout'));
      const error = expectFailure(await sendContactRequest({ client, ...NEW_LAWYER }), 'unavailable');
      expect(error.message).toBe('Error al intentar enviar la solicitud de contacto');
      expect(ports.contactRequests.callsOf('notifyLawyer')).toBe(0);
    },
  );
});
