import { describe, expect, it } from 'vitest';
import { lawyerMailSubjects } from '../shared/catalogue';
import { portalError } from '../shared/portal-error';
import { describeConsultationDeskContract } from './consultation-desk-contract';
import { expectFailure, expectOk } from './contract-expectations';
import { seedDemoWorld } from './demo-world';
import { InMemoryCalendarRepository } from './in-memory-calendar-repository';
import { InMemoryCaseRepository } from './in-memory-case-repository';
import { InMemoryConsultationDesk } from './in-memory-consultation-desk';
import { InMemoryWorld } from './in-memory-world';

function signedInDemo() {
  const world = new InMemoryWorld();
  const demo = seedDemoWorld(world);
  world.signInAs(demo.client.userId);
  return { world, demo, desk: new InMemoryConsultationDesk(world) };
}

describeConsultationDeskContract('InMemoryConsultationDesk', async () => {
  const { world, demo, desk } = signedInDemo();
  const lawyer = world.lawyers.find((listing) => listing.id === demo.otherLawyerId);
  return {
    subject: desk,
    cases: new InMemoryCaseRepository(world),
    calendar: new InMemoryCalendarRepository(world),
    client: { id: demo.client.userId, name: demo.client.name, email: demo.client.email, phone: demo.client.phone },
    foreignClientId: demo.otherClient.userId,
    lawyerId: demo.otherLawyerId,
    groupId: demo.otherLawyerGroupId,
    // The world keeps no studio ids, so the fake takes the link's as given.
    studyId: '7',
    serviceId: lawyer?.services[0]?.id ?? '',
    mediumId: lawyer?.media[0]?.id ?? '',
    missingLawyerId: 'abogado-inexistente',
    signOut: async () => world.signOut(),
  };
});

describe('InMemoryConsultationDesk', () => {
  const booked = {
    clientName: 'María Fernández',
    title: 'Consulta por despido',
    movementTitle: 'Solicitud de consulta',
    calendar: { date: '2031-04-07', start: '10:00', end: '10:30' },
    consultationDate: '2025-03-10T13:00:00.000Z',
    typeId: 1,
    consultationType: 'Consulta inicial',
    chargeType: 'monto_unico',
    mediaPrice: 15000,
    paymentDescription: 'Pago único',
    documentName: null,
    attachment: null,
    meetingLink: 'https://meet.example.com/consulta',
    viaLink: null,
    answers: {},
  };

  it('books the meeting in the agenda, under the service and medium chosen', async () => {
    const { world, demo, desk } = signedInDemo();
    const started = expectOk(
      await desk.start({
        ...booked,
        clientId: demo.client.userId,
        lawyerId: demo.otherLawyerId,
        serviceId: '12',
        mediumId: '2',
      }),
    );
    const agenda = expectOk(await new InMemoryCalendarRepository(world).listForClient(demo.client.userId));
    expect(agenda.find((entry) => entry.id_caso === started.caseId)).toMatchObject({
      fecha_ini: '2031-04-07',
      hora_ini: '10:00',
      asunto: 'Consulta por despido',
      tipo_reunion: 'Videollamada',
      direccion_link: 'https://meet.example.com/consulta',
    });
    expect(expectOk(await new InMemoryCaseRepository(world).getCase(started.caseId))).toMatchObject({
      tipo: 'Consulta inicial',
      medio_comunicacion: 'Videollamada',
      id_grupo: demo.otherLawyerGroupId,
    });
  });

  it('puts the notice and the mail in the outbox', async () => {
    const { world, demo, desk } = signedInDemo();
    const mail = {
      clientName: 'María Fernández',
      lawyerId: demo.otherLawyerId,
      subject: lawyerMailSubjects.newCase,
      kind: 'nuevo_caso' as const,
      consultationTitle: 'Consulta por despido',
      consultationType: 'Consulta inicial',
    };
    expectOk(await desk.mailLawyer(mail));
    expect(world.outbox).toContainEqual({ kind: 'mail-to-lawyer', mail });
  });

  it('creates no case when starting fails before reaching the service', async () => {
    const { world, demo, desk } = signedInDemo();
    desk.failNext('start', portalError.unavailable('timeout'));
    const casesBefore = world.cases.size;
    expectFailure(
      await desk.start({
        ...booked,
        clientId: demo.client.userId,
        lawyerId: demo.otherLawyerId,
        serviceId: '12',
        mediumId: '2',
      }),
      'unavailable',
    );
    expect(world.cases.size).toBe(casesBefore);
  });
});
