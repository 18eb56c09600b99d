import { MOVEMENT_TYPE } from '../cases/movement';
import { aBilling, aLocation, aUser, aUserRecord } from './account-builders';
import { aCalendarRow } from './calendar-builders';
import { aCase, aMovement, aMovementComment } from './case-builders';
import { aDirectoryListing, aMyLawyer, anInvitation, aStudyInfo } from './directory-builders';
import { aDocument, aDocumentCategory, aDocumentType } from './document-builders';
import type { InMemoryWorld, TestClient } from './in-memory-world';
import { aNotification } from './notification-builders';

/** The ids of what seedDemoWorld put in the world, for tests to act on. */
export interface DemoWorld {
  /** María Fernández: confirmed, with billing and location, one lawyer linked. */
  readonly client: TestClient;
  /** Jorge Rodríguez, whose records María must not reach. */
  readonly otherClient: TestClient;
  /** Dra. Laura Gómez of Estudio Gómez & Asociados (group 31), María's lawyer. */
  readonly linkedLawyerId: string;
  readonly linkedLawyerGroupId: string;
  /** Dr. Martín Sosa of Estudio Sosa (group 32): not contacted yet; his studio invited María. */
  readonly otherLawyerId: string;
  readonly otherLawyerGroupId: string;
  /** A studio that exists but is not enabled (SPEC §2). */
  readonly disabledGroupId: string;
  readonly pendingInvitationId: string;
  /** María's active case with Dra. Gómez, with a movement that has a comment. */
  readonly caseId: string;
  readonly movementId: string;
  /** María's case with a payment pending, and the movement that charges it. */
  readonly pendingPaymentCaseId: string;
  readonly paymentMovementId: string;
  /** Jorge's case, a note movement of it, and a file request of it (which its public link reads). */
  readonly otherClientCaseId: string;
  readonly otherClientMovementId: string;
  readonly otherClientRequestMovementId: string;
  readonly calendarEntryId: string;
  readonly otherClientCalendarEntryId: string;
  readonly notificationId: string;
  readonly otherClientNotificationId: string;
  /** The key of the document stored in María's case. */
  readonly documentKey: string;
}

/**
 * A small, realistic portal: two clients, two lawyers and their studios, cases with movements,
 * agenda, notifications, an invitation and a stored document. Nobody is signed in.
 */
export function seedDemoWorld(world: InMemoryWorld): DemoWorld {
  const client = world.addClient();
  world.putUserRecord(aUserRecord());
  const otherClient = world.addClient({
    userId: '9b7f4d21-3c6e-4a8b-b1d2-7e5f9a0c8d55',
    email: 'jorge.rodriguez@example.com',
    phone: '+5491145550199',
    name: 'Jorge Rodríguez',
  });
  world.putUserRecord({
    user: aUser({
      id: otherClient.userId,
      name: otherClient.name,
      email: otherClient.email,
      phone: otherClient.phone,
      celphone: otherClient.phone,
      owner: otherClient.userId,
      userBillingInfoId: 'b1d2c3e4-0000-4000-8000-000000000066',
      userLocationId: 'l1d2c3e4-0000-4000-8000-000000000077',
    }),
    billingInfo: aBilling({
      id: 'b1d2c3e4-0000-4000-8000-000000000066',
      billingName: otherClient.name,
      owner: otherClient.userId,
    }),
    location: aLocation({
      id: 'l1d2c3e4-0000-4000-8000-000000000077',
      city: 'Buenos Aires',
      region: 'Buenos Aires',
      owner: otherClient.userId,
    }),
  });

  const lawyer = aDirectoryListing();
  const otherLawyer = aDirectoryListing({
    id: '8a2e6c4f-1b3d-4f5a-9c7e-2d4b6f8a0c66',
    id_grupo: '32',
    id_abogado_grupo: '78',
    descripcion: 'Abogado laboralista con experiencia en despidos y accidentes de trabajo.',
    abogadoEstudio: { title: 'Dr. Martín Sosa', study: 'Estudio Sosa', description: 'Derecho laboral en Rosario.' },
    especialidades: ['Derecho laboral'],
    usuarios: [{ id: '8a2e6c4f-1b3d-4f5a-9c7e-2d4b6f8a0c66', nombre: 'Martín Sosa' }],
    nombre_localidad_completo: 'Rosario, Santa Fe',
  });
  world.addLawyer(lawyer);
  world.addLawyer(otherLawyer);
  world.addStudy(aStudyInfo());
  world.addStudy(
    aStudyInfo({
      id_grupo: '32',
      nombre: 'Estudio Sosa',
      descripcion: 'Derecho laboral en Rosario.',
      nombre_localidad_completo: 'Rosario, Santa Fe',
      especialidades: ['Derecho laboral'],
      usuarios: [{ id: otherLawyer.id, nombre: 'Martín Sosa' }],
    }),
  );
  world.addStudy(aStudyInfo({ id_grupo: '33', nombre: 'Estudio Cerrado', habilitado: false }));
  world.linkLawyer(client.userId, aMyLawyer());
  world.addInvitation(
    anInvitation({
      id: '615',
      id_grupo: '32',
      id_abogado: otherLawyer.id,
      nombre_estudio: 'Estudio Sosa',
      nombre_abogado: 'Dr. Martín Sosa',
      email: client.email,
    }),
  );

  world.addCase(aCase(), { ownerId: client.userId });
  world.addMovement(aMovement());
  world.addMovementComment(aMovementComment(), { movementId: '5120', authorId: client.userId });
  world.addCase(
    aCase({ id: '1025', case: 'Reclamo por cuota alimentaria', estado: 'Pendiente', pago: 1, consulta_aceptada: true }),
    {
      ownerId: client.userId,
      createdBy: lawyer.id,
    },
  );
  world.addMovement(
    aMovement({
      id_movimiento: '5130',
      id_case: '1025',
      descripcion_movimiento: 'Honorarios de la consulta',
      id_tipo: MOVEMENT_TYPE.payment,
      nombre_tipo: 'Pago',
      monto: 15000,
      acto_procesal: null,
    }),
  );
  world.addCase(
    aCase({
      id: '2048',
      case: 'Despido sin causa',
      tipo: 'Derecho laboral',
      id_grupo: '32',
      id_abogado: otherLawyer.id,
      abogadoEstudio: 'Dr. Martín Sosa',
    }),
    {
      ownerId: otherClient.userId,
    },
  );
  world.addMovement(
    aMovement({
      id_movimiento: '6200',
      id_case: '2048',
      descripcion_movimiento: 'Telegrama laboral enviado',
      nombres: 'Martín Sosa',
    }),
  );
  world.addMovement(
    aMovement({
      id_movimiento: '6201',
      id_case: '2048',
      id_tipo: MOVEMENT_TYPE.fileRequest,
      nombre_tipo: 'Solicitud de archivo',
      descripcion_movimiento: 'Adjuntar los últimos tres recibos de sueldo',
      comentarios: null,
      nombres: 'Martín Sosa',
      acto_procesal: null,
    }),
  );

  world.addCalendarRow(aCalendarRow(), { clientId: client.userId, lawyerId: lawyer.id });
  world.addCalendarRow(aCalendarRow({ id_agenda: '881', id_caso: '2048', nombre_asunto: 'Despido%20sin%20causa' }), {
    clientId: otherClient.userId,
    lawyerId: otherLawyer.id,
  });

  world.addNotification(aNotification(), { clientId: client.userId });
  world.addNotification(
    aNotification({ id: '2211', id_caso: '2048', mensaje: 'El Dr. Martín Sosa agregó un movimiento.' }),
    {
      clientId: otherClient.userId,
    },
  );

  const document = aDocument();
  world.addDocument(document, 'JVBERi0xLjQK');
  world.addDocumentType(aDocumentType());
  world.addDocumentType(aDocumentType({ id: '2', nombre: 'Comprobante de pago' }));
  world.addDocumentCategory(aDocumentCategory());
  world.addDocumentCategory(aDocumentCategory({ id: '9', nombre: 'Prueba documental' }));

  return {
    client,
    otherClient,
    linkedLawyerId: lawyer.id,
    linkedLawyerGroupId: lawyer.id_grupo,
    otherLawyerId: otherLawyer.id,
    otherLawyerGroupId: otherLawyer.id_grupo,
    disabledGroupId: '33',
    pendingInvitationId: '615',
    caseId: '1024',
    movementId: '5120',
    pendingPaymentCaseId: '1025',
    paymentMovementId: '5130',
    otherClientCaseId: '2048',
    otherClientMovementId: '6200',
    otherClientRequestMovementId: '6201',
    calendarEntryId: '880',
    otherClientCalendarEntryId: '881',
    notificationId: '2210',
    otherClientNotificationId: '2211',
    documentKey: document.id,
  };
}
