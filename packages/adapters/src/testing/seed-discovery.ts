import {
  MOVEMENT_TYPE,
  type Case,
  type DirectoryListing,
  type IdentitySession,
  type Movement,
  type PortalError,
  type Result,
} from '@justiciable/core';
import * as v from 'valibot';
import type { Cloud } from './emulator-cloud';

/*
 * Finding the seeded records a contract run acts on, through the API as a client would: sign
 * in, list, pick. Nothing here knows the emulator's tables.
 */

export function orThrow<T>(result: Result<T, PortalError>, what: string): T {
  if (result.ok) return result.value;
  throw new Error(`Could not ${what}: ${result.error.kind}: ${result.error.message} (${result.error.detail ?? ''})`);
}

function first<T>(items: readonly T[], what: string): T {
  const [item] = items;
  if (item === undefined) throw new Error(`The seed has no ${what}`);
  return item;
}

/** A date or file request, which the public links read. */
function isLinkRequest(typeId: number): boolean {
  return typeId === MOVEMENT_TYPE.calendarRequest || typeId === MOVEMENT_TYPE.fileRequest;
}

/** The other client's records, which the demo client must never reach. */
export interface OtherClientIds {
  readonly userId: string;
  readonly email: string;
  readonly caseId: string;
  readonly groupId: string;
  /** A date or file request of that case: the public links may read it. */
  readonly requestMovementId: string;
  /** A movement of that case of another type: only its owner reads it. */
  readonly movementId: string;
  readonly calendarEntryId: string;
  readonly notificationId: string;
  readonly pendingInvitation: PendingInvitation;
}

/** A pending invitation and the secret of its e-mailed link. */
export interface PendingInvitation {
  readonly id: string;
  readonly token: string;
}

/** Signs in as the seed's second client and notes their ids; leaves them signed in. */
function otherClientIds(cloud: Cloud): Promise<OtherClientIds> {
  return cloud.remember('other client', async () => {
    const session = await cloud.signInAs(cloud.other);
    const { ports } = cloud;
    let found: {
      readonly caseId: string;
      readonly groupId: string;
      readonly requestMovementId: string;
      readonly movementId: string;
    } | null = null;
    for (const kase of orThrow(await ports.cases.listCases(session.userId), 'list their cases')) {
      const { movements } = orThrow(await ports.cases.listMovements(kase.id), 'list their movements');
      const request = movements.find((movement) => isLinkRequest(movement.id_tipo));
      const other = movements.find((movement) => !isLinkRequest(movement.id_tipo));
      if (request !== undefined && other !== undefined) {
        found = {
          caseId: kase.id,
          groupId: kase.id_grupo,
          requestMovementId: request.id_movimiento,
          movementId: other.id_movimiento,
        };
        break;
      }
    }
    if (found === null)
      throw new Error(
        "The seed has no case of the other client's with a date or file request and a movement of another type",
      );
    // A dated entry: an undated date request may be answered by anyone holding its public link.
    const entry = first(
      orThrow(await ports.calendar.listForClient(session.userId), 'list their agenda').filter(
        (item) => item.fecha_ini !== '-' && item.hora_ini !== '-',
      ),
      "dated agenda entry of the other client's",
    );
    const notification = first(
      orThrow(await ports.notifications.list(session.userId, session.email), 'list their notifications'),
      "notification of the other client's",
    );
    return {
      userId: session.userId,
      email: session.email,
      caseId: found.caseId,
      groupId: found.groupId,
      requestMovementId: found.requestMovementId,
      movementId: found.movementId,
      calendarEntryId: entry.id,
      notificationId: notification.id,
      pendingInvitation: await pendingInvitationOf(cloud),
    };
  });
}

/**
 * The signed-in client's pending invitation and its link's token. Only its notification names
 * them, in fields the Notification entity does not carry, so this reads getNotifications' raw rows.
 */
export async function pendingInvitationOf(cloud: Cloud): Promise<PendingInvitation> {
  const session = orThrow(await cloud.ports.identity.currentSession(), 'read the session');
  const answer = await cloud.legacyRead('getNotifications', {
    id_justiciable: session.userId,
    email_justiciable: session.email,
  });
  const rows =
    typeof answer === 'object' && answer !== null && 'datos' in answer && Array.isArray(answer.datos)
      ? (answer.datos as unknown[])
      : [];
  for (const row of rows) {
    if (typeof row !== 'object' || row === null || !('id_invitacion' in row) || row.id_invitacion === null) continue;
    if (!('token_invitacion' in row) || typeof row.token_invitacion !== 'string') continue;
    const invitation = await cloud.ports.invitations.find({ invitationId: String(row.id_invitacion), token: null });
    if (invitation.ok && invitation.value.estado === 'pendiente')
      return { id: invitation.value.id, token: row.token_invitacion };
  }
  throw new Error(`The seed has no pending invitation for ${session.email}`);
}

/** Signs in as the demo client (after noting the other client's ids, which needs their session). */
export async function demoSession(
  cloud: Cloud,
): Promise<{ readonly session: IdentitySession; readonly other: OtherClientIds }> {
  const other = await otherClientIds(cloud);
  return { session: await cloud.signInAs(cloud.demo), other };
}

/** The demo client's name as their user record has it. */
export async function clientName(cloud: Cloud, userId: string): Promise<string> {
  const record = orThrow(await cloud.ports.accounts.getUser(userId), 'read the user');
  return record.user.name ?? record.user.email ?? userId;
}

export async function ownCases(cloud: Cloud, userId: string): Promise<readonly Case[]> {
  return orThrow(await cloud.ports.cases.listCases(userId), 'list the cases');
}

/** The first of the client's cases; the seed gives the demo client several. */
export async function firstOwnCase(cloud: Cloud, userId: string): Promise<Case> {
  const [ownCase] = await ownCases(cloud, userId);
  if (ownCase === undefined) throw new Error('The demo client has no case');
  return ownCase;
}

/** listaAsuntos' rows as the service sends them: the Case entity carries the derived estado instead. */
const RawCaseRows = v.object({
  datos: v.array(
    v.looseObject({
      id: v.union([v.number(), v.string()]),
      estado: v.string(),
      pago: v.union([v.number(), v.string()]),
    }),
  ),
});

/**
 * A case of the client's with unpaid payments that the service itself marks Activo, so only the
 * estado rule (SPEC §4) can show it as Pendiente.
 */
export async function pendingPaymentCaseOf(cloud: Cloud, userId: string): Promise<string> {
  const { datos } = v.parse(RawCaseRows, await cloud.legacyRead('listaAsuntos', { id_usuario: userId }));
  const row = datos.find((item) => item.estado === 'Activo' && Number(item.pago) > 0);
  if (row === undefined) throw new Error('The seed has no case of the client marked Activo with unpaid payments');
  return String(row.id);
}

/** The first movement of a case. */
export async function firstMovementOf(cloud: Cloud, caseId: string): Promise<Movement> {
  const [movement] = orThrow(await cloud.ports.cases.listMovements(caseId), 'list the movements').movements;
  if (movement === undefined) throw new Error(`Case ${caseId} has no movement`);
  return movement;
}

export async function directory(cloud: Cloud): Promise<readonly DirectoryListing[]> {
  return cloud.remember('directory', async () =>
    orThrow(await cloud.ports.directory.listLawyers(), 'list the directory'),
  );
}

/** The directory lawyer behind a case: same group, and the case names them ("Name - Study"). */
export async function lawyerOfCase(cloud: Cloud, kase: Case): Promise<DirectoryListing> {
  const lawyers = await directory(cloud);
  return first(
    lawyers.filter(
      (lawyer) => lawyer.id_grupo === kase.id_grupo && kase.abogadoEstudio.startsWith(lawyer.abogadoEstudio.title),
    ),
    `directory lawyer of case ${kase.id}`,
  );
}

/**
 * The studio of a group, as a public consultation link names it (/consultationViaLink's
 * id_estudio). No entity carries it, so this reads getStudyInfo's raw answer.
 */
export async function studyOfGroup(cloud: Cloud, groupId: string): Promise<string> {
  const answer = await cloud.legacyRead('getStudyInfo', { id_grupo: groupId });
  const study = typeof answer === 'object' && answer !== null && 'datos' in answer ? answer.datos : null;
  if (typeof study !== 'object' || study === null || !('id_estudio' in study) || study.id_estudio === null) {
    throw new Error(`getStudyInfo names no studio for group ${groupId}`);
  }
  return String(study.id_estudio);
}

export function uniqueKeys(prefix: string): () => string {
  let issued = 0;
  return () => {
    issued += 1;
    return `${prefix}-${Date.now().toString(36)}-${issued}`;
  };
}
