import { describe, expect, it } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { recordReadParts } from '../testing/read-part-recorder';
import { portalError } from '../shared/portal-error';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeReadLinkConsultation, makeReadMyLawyers, makeReadStudyPreview } from './directory-pages';
import { latestModification } from './my-lawyer';

describe('readStudyPreview (previewListaEstudios, previewInfoEstudio)', () => {
  it('answers the studio from the lawyer who shared it and its own information, without a session', async () => {
    const { ports, demo } = aSignedInPortal();
    ports.world.signOut();
    const lawyer = { lawyerId: demo.linkedLawyerId, groupId: demo.linkedLawyerGroupId };
    const page = expectOk(await makeReadStudyPreview(ports)(lawyer));
    expect(expectOk(page.lawyer).id_grupo).toBe(demo.linkedLawyerGroupId);
    expect(expectOk(page.study).id_grupo).toBe(demo.linkedLawyerGroupId);
  });

  it("shows the lawyer's preview when the studio's information cannot be read, its message on it", async () => {
    const { ports, demo } = aSignedInPortal();
    ports.directory.failNext('getStudyInfo', portalError.unavailable('network'));
    const lawyer = { lawyerId: demo.linkedLawyerId, groupId: demo.linkedLawyerGroupId };
    const page = expectOk(await makeReadStudyPreview(ports)(lawyer));
    expect(page.lawyer.ok).toBe(true);
    expect(expectFailure(page.study, 'unavailable').message).toBe('Error al intentar obtener información del Estudio');
  });
});

describe('readLinkConsultation (consultationViaLink, calendarNewConsultation)', () => {
  it("answers the lawyer's studio, the lawyer's agenda and the document types, without a session", async () => {
    const { ports, demo } = aSignedInPortal();
    ports.world.signOut();
    const lawyer = { lawyerId: demo.linkedLawyerId, groupId: demo.linkedLawyerGroupId };
    const page = expectOk(await makeReadLinkConsultation(ports)(lawyer));
    expect(expectOk(page.study).id_grupo).toBe(demo.linkedLawyerGroupId);
    expect(page.busySlots.ok).toBe(true);
    expect(expectOk(page.documentTypes).length).toBeGreaterThan(0);
    expect(ports.calendar.callsOf('listForLawyer')).toBe(1);
  });

  it.each([
    ['study', 'directory', 'getStudyPreview', 'Error al intentar obtener información del Estudio'],
    ['busySlots', 'calendar', 'listForLawyer', 'Error al intentar obtener la agenda'],
    ['documentTypes', 'documents', 'listTypes', 'Error al intentar obtener tipos de documentos'],
  ] as const)('shows the rest when %s cannot be read, its own message on it', async (part, port, method, message) => {
    const { ports, demo } = aSignedInPortal();
    (ports[port] as { failNext(method: string, error: unknown): void }).failNext(
      method,
      portalError.unavailable('network'),
    );
    const lawyer = { lawyerId: demo.linkedLawyerId, groupId: demo.linkedLawyerGroupId };
    const page = expectOk(await makeReadLinkConsultation(ports)(lawyer));
    expect(expectFailure(page[part], 'unavailable').message).toBe(message);
    for (const other of (['study', 'busySlots', 'documentTypes'] as const).filter((name) => name !== part))
      expect(page[other].ok, other).toBe(true);
  });
});

describe('readMyLawyers (SPEC §2 abogados)', () => {
  it("answers the client's lawyers and the invitations waiting for an answer", async () => {
    const { ports, demo, client } = aSignedInPortal();
    const page = expectOk(await makeReadMyLawyers(ports)({ client }));
    expect(expectOk(page.lawyers).length).toBeGreaterThan(0);
    for (const lawyer of expectOk(page.lawyers)) expect(lawyer.lastModified).toBe(latestModification(lawyer));
    expect(expectOk(page.invitations).map((invitation) => invitation.id)).toEqual([demo.pendingInvitationId]);
  });

  it("shows the invitations when the lawyers cannot be read, 'Error al intentar obtener sus abogados' on them", async () => {
    const { ports, client } = aSignedInPortal();
    ports.myLawyers.failNext('list', portalError.unavailable('network'));
    const page = expectOk(await makeReadMyLawyers(ports)({ client }));
    expect(expectFailure(page.lawyers, 'unavailable').message).toBe('Error al intentar obtener sus abogados');
    expect(page.invitations.ok).toBe(true);
  });

  it("fails as a whole with 'El usuario no está autenticado' when a part finds the session ended", async () => {
    const { ports, client } = aSignedInPortal();
    ports.myLawyers.failNext('list', portalError.unauthenticated());
    expect(expectFailure(await makeReadMyLawyers(ports)({ client }), 'unauthenticated').message).toBe(
      'El usuario no está autenticado',
    );
  });

  it('reads each part through `through`, by its name', async () => {
    const { ports, client } = aSignedInPortal();
    const { asked, through } = recordReadParts();
    expectOk(await makeReadMyLawyers(ports)({ client, through }));
    expect([...asked].sort()).toEqual(['invitations', 'lawyers']);
  });
});
