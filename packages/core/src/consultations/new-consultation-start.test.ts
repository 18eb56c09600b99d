import { describe, expect, it } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { recordReadParts } from '../testing/read-part-recorder';
import { portalError, type PortalError } from '../shared/portal-error';
import type { Result } from '../shared/result';
import type { CalendarEntry } from '../calendar/calendar-entry';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { aStudyInfo } from '../testing/directory-builders';
import { makeOpenNewConsultation } from './new-consultation-start';

describe('openNewConsultation (SPEC §2 newConsultation)', () => {
  it('answers who can be chosen and the document types at once, what needs the client still coming, and no agenda with no lawyer named', async () => {
    const { ports, client } = aSignedInPortal();
    const start = expectOk(await makeOpenNewConsultation(ports)({ client }));
    expect(expectOk(start.lawyers).directory.length).toBeGreaterThan(0);
    expect(expectOk(start.lawyers).unavailable).toBeNull();
    expect(expectOk(start.documentTypes).length).toBeGreaterThan(0);
    expect(start.busySlots).toBeNull();
    expect(Array.isArray(expectOk(await start.attention).items)).toBe(true);
    expect(ports.calendar.callsOf('listForLawyer')).toBe(0);
  });

  it("reads the named lawyer's agenda, and says why a named lawyer cannot be consulted (SPEC §2): 'El Estudio no está disponible'", async () => {
    const { ports, client } = aSignedInPortal();
    ports.world.addStudy(aStudyInfo({ id_grupo: '61', habilitado: false }));
    const start = expectOk(await makeOpenNewConsultation(ports)({ client, lawyerId: 'nadie', groupId: '61' }));
    expect(expectOk(start.lawyers).unavailable).toBe('El Estudio no está disponible');
    expect(start.busySlots?.ok).toBe(true);
    expect(ports.calendar.callsOf('listForLawyer')).toBe(1);
  });

  it('names no lawyer without their studio, and still reads the agenda of the lawyer the address names', async () => {
    const { ports, client } = aSignedInPortal();
    const start = expectOk(await makeOpenNewConsultation(ports)({ client, lawyerId: 'nadie' }));
    expect(expectOk(start.lawyers).unavailable).toBeNull();
    expect(start.busySlots).not.toBeNull();
  });

  it("gives the panel's agenda read to onAgendaRead, read once for both", async () => {
    const { ports, client } = aSignedInPortal();
    const given: Promise<Result<readonly CalendarEntry[], PortalError>>[] = [];
    const start = expectOk(
      await makeOpenNewConsultation(ports)({ client, onAgendaRead: (agenda) => void given.push(agenda) }),
    );
    await start.attention;
    expect(given).toHaveLength(1);
    for (const agenda of await Promise.all(given)) expect(agenda.ok).toBe(true);
    expect(ports.calendar.callsOf('listForClient')).toBe(1);
  });

  it("shows the rest when what needs the client cannot be read, 'Error al intentar obtener lo que necesita su atención' on the panel", async () => {
    const { ports, client } = aSignedInPortal();
    ports.calendar.failNext('listForClient', portalError.unavailable('timeout'));
    const start = expectOk(await makeOpenNewConsultation(ports)({ client }));
    expect(start.lawyers.ok).toBe(true);
    expect(expectFailure(await start.attention, 'unavailable').message).toBe(
      'Error al intentar obtener lo que necesita su atención',
    );
  });

  it("shows the form when the document types cannot be read, 'Error al intentar obtener tipos de documentos' on them", async () => {
    const { ports, client } = aSignedInPortal();
    ports.documents.failNext('listTypes', portalError.unavailable('network'));
    const start = expectOk(await makeOpenNewConsultation(ports)({ client }));
    expect(expectFailure(start.documentTypes, 'unavailable').message).toBe(
      'Error al intentar obtener tipos de documentos',
    );
    expect(start.lawyers.ok).toBe(true);
  });

  it("fails as a whole with 'El usuario no está autenticado' when a part finds the session ended", async () => {
    const { ports, client } = aSignedInPortal();
    ports.documents.failNext('listTypes', portalError.unauthenticated());
    const start = await makeOpenNewConsultation(ports)({ client });
    expect(expectFailure(start, 'unauthenticated').message).toBe('El usuario no está autenticado');
  });

  it('reads what needs the client through `through`, as the part named attention', async () => {
    const { ports, client } = aSignedInPortal();
    const { asked, through } = recordReadParts();
    const start = expectOk(await makeOpenNewConsultation(ports)({ client, through }));
    await start.attention;
    expect(asked).toEqual(['attention']);
  });
});
