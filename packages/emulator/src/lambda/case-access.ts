import type { EmulatorContext } from '../context';
import { MOVEMENT_TYPE } from '../legacy-api/records';
import { linkTokenOpens } from '../link-token';

/**
 * Who may touch a case's files: the functions read the legacy tables the way api.php does.
 * Storage keys and upload fields carry ids as text; only a positive integer names a case.
 */

const positiveId = /^[1-9]\d{0,15}$/;

/** File requests and attachments wait for a file until one is linked. */
const FILE_AWAITING_TYPES: readonly number[] = [MOVEMENT_TYPE.solicitudArchivo, MOVEMENT_TYPE.archivoAdjunto];

function idOf(value: string): number | null {
  return positiveId.test(value) ? Number(value) : null;
}

/** True when the case exists in that group and belongs to the Cognito user sub. */
export function ownsCase(ctx: EmulatorContext, sub: string | null, groupId: string, caseId: string): boolean {
  const group = idOf(groupId);
  const id = idOf(caseId);
  if (sub === null || group === null || id === null) return false;
  const owner = ctx.db
    .prepare<[number, number], { id_justiciable: string | null }>(
      'SELECT id_justiciable FROM casos WHERE id_caso = ? AND id_grupo = ?',
    )
    .get(id, group);
  return owner !== undefined && owner.id_justiciable === sub;
}

/** The client of the case a storage key `<group>/<case>/…` names, or null when there is none. */
export function caseOwnerOfKey(ctx: EmulatorContext, key: string): string | null {
  const [groupId = '', caseId = ''] = key.split('/');
  const group = idOf(groupId);
  const id = idOf(caseId);
  if (group === null || id === null) return null;
  const owner = ctx.db
    .prepare<[number, number], { id_justiciable: string | null }>(
      'SELECT id_justiciable FROM casos WHERE id_caso = ? AND id_grupo = ?',
    )
    .get(id, group);
  return owner?.id_justiciable ?? null;
}

/**
 * How many files a link's token may upload while its movement waits: a lawyer's file request
 * takes several ('los últimos 6 recibos de sueldo'), up to the portal's 10 per answer, linked
 * once at the end; a consultation's attachment is the one file it named.
 */
const TOKEN_UPLOADS: Readonly<Record<number, number>> = {
  [MOVEMENT_TYPE.solicitudArchivo]: 10,
  [MOVEMENT_TYPE.archivoAdjunto]: 1,
};

/**
 * True when the link token opens a movement of that case and group that still waits for its
 * file and took fewer uploads through its token than it allows (TOKEN_UPLOADS). A token past its
 * lifetime, or voided, opens nothing.
 */
export function opensPendingFileRequest(
  ctx: EmulatorContext,
  request: {
    readonly groupId: string;
    readonly caseId: string;
    readonly movementId: number;
    readonly linkToken: string;
  },
): boolean {
  const group = idOf(request.groupId);
  const id = idOf(request.caseId);
  if (group === null || id === null) return false;
  const movement = ctx.db
    .prepare<
      [number, number, number],
      { id_tipo: number; link_archivo: string | null; link_token: string | null; link_token_emitido: number | null }
    >(
      `SELECT m.id_tipo, m.link_archivo, m.link_token, m.link_token_emitido FROM movimientos m JOIN casos c ON c.id_caso = m.id_caso
        WHERE m.id_movimiento = ? AND c.id_caso = ? AND c.id_grupo = ?`,
    )
    .get(request.movementId, id, group);
  const issued = movement && { token: movement.link_token, issuedAt: movement.link_token_emitido };
  if (!issued || !linkTokenOpens(issued, request.linkToken, ctx.settings.linkTokenLifetimeMs)) return false;
  if (!FILE_AWAITING_TYPES.includes(movement.id_tipo) || movement.link_archivo !== null) return false;
  const taken =
    ctx.db
      .prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM case_file WHERE movement_id = ?')
      .get(request.movementId)?.n ?? 0;
  return taken < (TOKEN_UPLOADS[movement.id_tipo] ?? 0);
}
