import { beforeEach, describe, expect, it } from 'vitest';
import type { CalendarRepository } from '../calendar/calendar-repository';
import type { CaseRepository } from '../cases/case-repository';
import type {
  ConsultationDesk,
  ConsultationRequest,
  LawyerMail,
  NewCaseNotice,
} from '../consultations/consultation-ports';
import { lawyerMailSubjects } from '../shared/catalogue';
import { expectFailure, expectOk } from './contract-expectations';

/** What a ConsultationDesk contract run needs; the factory builds it before every test. */
export interface ConsultationDeskWorld {
  readonly subject: ConsultationDesk;
  /** Where a started consultation must show as a case. */
  readonly cases: CaseRepository;
  /** Where a booked meeting must take the lawyer's time, from its start to its end. */
  readonly calendar: CalendarRepository;
  /** The signed-in client as the legacy API knows them, and someone else. */
  readonly client: { readonly id: string; readonly name: string; readonly email: string; readonly phone: string };
  readonly foreignClientId: string;
  /** A directory lawyer with one of their services and communication media. */
  readonly lawyerId: string;
  readonly groupId: string;
  /** The studio of groupId, as a public consultation link names it (/consultationViaLink/:lawyerId/:id_grupo/:id_estudio). */
  readonly studyId: string;
  readonly serviceId: string;
  readonly mediumId: string;
  readonly missingLawyerId: string;
  signOut(): Promise<void>;
}

/**
 * Consultations (SPEC §4, §7 nuevaConsulta, notificationNewCaseCreated, sendMailToLawyer): a
 * consultation becomes a case of the client that stays pending until the lawyer accepts it.
 * The lawyer's notice names that case: a new_case one started in the portal, a
 * consultation_via_link one started through the studio's public link. The emulator must not
 * accept consultations on its own during a contract run.
 */
export function describeConsultationDeskContract(name: string, factory: () => Promise<ConsultationDeskWorld>): void {
  describe(`${name} honours the ConsultationDesk contract`, () => {
    let world: ConsultationDeskWorld;
    let subject: ConsultationDesk;

    beforeEach(async () => {
      world = await factory();
      subject = world.subject;
    });

    function request(overrides: Partial<ConsultationRequest> = {}): ConsultationRequest {
      return {
        clientId: world.client.id,
        clientName: world.client.name,
        lawyerId: world.lawyerId,
        title: 'Consulta por desalojo',
        movementTitle: 'Solicitud de consulta',
        calendar: null,
        consultationDate: '2025-03-10T13:00:00.000Z',
        typeId: 1,
        serviceId: world.serviceId,
        consultationType: 'Consulta inicial',
        chargeType: 'gratuita',
        mediaPrice: 0,
        paymentDescription: 'Sin cargo',
        documentName: null,
        attachment: null,
        meetingLink: null,
        mediumId: world.mediumId,
        viaLink: null,
        answers: { motivo: 'Me intiman a desalojar el departamento que alquilo.' },
        ...overrides,
      };
    }

    /** The notice of a consultation the suite started. */
    function notice(caseId: string, overrides: Partial<NewCaseNotice> = {}): NewCaseNotice {
      const { client } = world;
      return {
        clientId: client.id,
        lawyerId: world.lawyerId,
        groupId: world.groupId,
        clientName: client.name,
        caseId,
        title: 'Consulta por desalojo',
        medium: 'Videollamada',
        consultationType: 'Consulta inicial',
        kind: 'new_case',
        clientEmail: client.email,
        clientPhone: client.phone,
        ...overrides,
      };
    }

    function mail(overrides: Partial<LawyerMail> = {}): LawyerMail {
      return {
        clientName: world.client.name,
        lawyerId: world.lawyerId,
        subject: lawyerMailSubjects.newCase,
        kind: 'nuevo_caso',
        consultationTitle: 'Consulta por desalojo',
        consultationType: 'Consulta inicial',
        clientEmail: world.client.email,
        ...overrides,
      };
    }

    it("starts a consultation as the client's new case, pending until the lawyer accepts it (SPEC §4)", async () => {
      const started = expectOk(await subject.start(request()));
      expect(started.fileMovementId).toBeNull();

      const opened = expectOk(await world.cases.getCase(started.caseId));
      expect(opened).toMatchObject({ id: started.caseId, estado: 'Pendiente', consulta_aceptada: false });
      expect(expectOk(await world.cases.listCases(world.client.id)).map((item) => item.id)).toContain(started.caseId);
      const { movements } = expectOk(await world.cases.listMovements(started.caseId));
      expect(movements.map((movement) => movement.id_movimiento)).toContain(started.movementId);
    });

    it('starts a consultation with an attachment, which gets its own file movement', async () => {
      const started = expectOk(
        await subject.start(
          request({ attachment: { fileName: 'Contrato de alquiler.pdf' }, documentName: 'Contrato' }),
        ),
      );
      expect(started.fileMovementId).not.toBeNull();
      const { movements } = expectOk(await world.cases.listMovements(started.caseId));
      expect(movements.map((movement) => movement.id_movimiento)).toContain(started.fileMovementId);
    });

    it('starts a paid consultation with a booked meeting', async () => {
      const paid = request({
        chargeType: 'monto_unico',
        mediaPrice: 15000,
        calendar: { date: '2031-04-07', start: '10:00', end: '10:30' },
        meetingLink: 'https://meet.example.com/consulta',
      });
      const started = expectOk(await subject.start(paid));
      expect(expectOk(await world.cases.getCase(started.caseId)).estado).toBe('Pendiente');
      const busy = expectOk(await world.calendar.listForLawyer(world.lawyerId)).filter(
        (entry) => entry.day === '2031-04-07',
      );
      expect(busy.map((entry) => [entry.startMinutes, entry.endMinutes])).toContainEqual([600, 630]);
    });

    it('refuses a consultation for someone else as forbidden, and with an unknown lawyer as not-found', async () => {
      expectFailure(await subject.start(request({ clientId: world.foreignClientId })), 'forbidden');
      expectFailure(await subject.start(request({ lawyerId: world.missingLawyerId })), 'not-found');
    });

    it('notifies the lawyer of a started consultation and mails them, and refuses an unknown lawyer as not-found', async () => {
      const started = expectOk(await subject.start(request()));
      const viaLink = expectOk(
        await subject.start(request({ viaLink: { groupId: world.groupId, studyId: world.studyId } })),
      );

      expectOk(await subject.notifyNewCase(notice(started.caseId)));
      expectOk(await subject.notifyNewCase(notice(viaLink.caseId, { kind: 'consultation_via_link' })));
      expectOk(await subject.mailLawyer(mail()));
      expectFailure(
        await subject.notifyNewCase(notice(started.caseId, { lawyerId: world.missingLawyerId })),
        'not-found',
      );
      expectFailure(await subject.mailLawyer(mail({ lawyerId: world.missingLawyerId })), 'not-found');
    });

    it('refuses without a session as unauthenticated', async () => {
      const started = expectOk(await subject.start(request()));
      await world.signOut();
      expectFailure(await subject.start(request()), 'unauthenticated');
      expectFailure(await subject.notifyNewCase(notice(started.caseId)), 'unauthenticated');
      expectFailure(await subject.mailLawyer(mail()), 'unauthenticated');
    });
  });
}
