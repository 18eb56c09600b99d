import type { EmulatorContext } from '../context';
import { inTransaction } from '../store/database';
import { fullName } from './lawyers';
import { notifyClient } from './notify';
import { MOVEMENT_TYPE, insertMovement, touchCase } from './records';
import { sql } from './sql';
import { argentineTimestamp } from './wire';

/**
 * The notification type of a lawyer's news on a case: core's MESSAGE_NOTICE_TYPES.lawyerNews,
 * which makes it an unread message of the case's conversation until the client reads it.
 */
export const LAWYER_NEWS_NOTICE = 'mensaje_abogado';

/** The emulated lawyer's answer to a client's news: what the demo and the tests read back. */
export const LAWYER_REPLY_TEXT =
  'Recibí su mensaje y ya lo estoy revisando. Le escribo por aquí con novedades a la brevedad.';

export interface LawyerReplies {
  /** The client added a news movement (type 5) to the case: its lawyer answers it after the emulated lawyers' delay. */
  answer(caseId: number, movementId: number): void;
  close(): void;
}

interface RepliedCase {
  readonly nombre: string;
  readonly estado: string;
  readonly id_justiciable: string | null;
  readonly email_justiciable: string | null;
  readonly id_grupo: number;
  readonly abogado_nombre: string;
  readonly abogado_apellido: string;
}

/**
 * The emulated lawyers answer what a client writes in a case: settings.autoAcceptMs after a
 * client's news movement (addNewMovent, type 5) the case's lawyer adds a news movement of their own
 * (origen 'abogado') and the client gets a 'mensaje_abogado' notification announcing it, as the
 * study's backend does when a lawyer writes. Several news of one case before the answer get one
 * answer. The timers live in memory: a restart forgets answers not yet given. close() stops them.
 */
export function startLawyerReplies(ctx: EmulatorContext): LawyerReplies {
  const pending = new Map<number, NodeJS.Timeout>();
  let closed = false;
  return {
    answer(caseId, movementId) {
      if (closed || pending.has(caseId)) return;
      const timer = setTimeout(() => {
        pending.delete(caseId);
        if (closed) return;
        try {
          inTransaction(ctx.db, () => reply(ctx, caseId, movementId));
        } catch (error) {
          console.error('[emulator] the emulated lawyer could not answer the client', error);
        }
      }, ctx.settings.autoAcceptMs);
      timer.unref();
      pending.set(caseId, timer);
    },
    close() {
      closed = true;
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    },
  };
}

function reply(ctx: EmulatorContext, caseId: number, movementId: number): void {
  // A news whose write was undone, or a case gone or archived since, gets no answer.
  if (!sql(ctx.db, 'SELECT 1 FROM movimientos WHERE id_movimiento = ? AND id_caso = ?').get(movementId, caseId)) return;
  const replied = sql<RepliedCase>(
    ctx.db,
    `SELECT c.nombre, c.estado, c.id_justiciable, c.email_justiciable, c.id_grupo, a.nombre AS abogado_nombre, a.apellido AS abogado_apellido
       FROM casos c JOIN abogados a ON a.id_abogado = c.id_abogado WHERE c.id_caso = ?`,
  ).get(caseId);
  if (replied === undefined || replied.estado === 'Archivado') return;
  const lawyerName = fullName({ nombre: replied.abogado_nombre, apellido: replied.abogado_apellido });
  const at = argentineTimestamp(new Date());
  insertMovement(ctx.db, {
    id_caso: caseId,
    id_tipo: MOVEMENT_TYPE.novedad,
    fecha_alta: at,
    nombres: lawyerName,
    descripcion_movimiento: 'Respuesta a su mensaje',
    comentarios: LAWYER_REPLY_TEXT,
    origen: 'abogado',
  });
  touchCase(ctx.db, caseId, at);
  if (replied.id_justiciable === null && replied.email_justiciable === null) return;
  notifyClient(ctx, {
    id_justiciable: replied.id_justiciable,
    email: replied.email_justiciable,
    tipo: LAWYER_NEWS_NOTICE,
    titulo: `Nuevo mensaje de ${lawyerName}`,
    descripcion: `${lawyerName} le respondió en "${replied.nombre}".`,
    id_caso: caseId,
    id_grupo: replied.id_grupo,
  });
}
