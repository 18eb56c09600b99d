import type { EmulatorContext } from '../context';
import { inTransaction } from '../store/database';
import type { AcceptanceScheduler } from './action';
import { fullName } from './lawyers';
import { notifyClient } from './notify';
import { MOVEMENT_TYPE, ensureContact, insertMovement } from './records';
import { sql } from './sql';
import { argentineTimestamp } from './wire';

/** Node fires longer timers at once; a wake-up this far ahead just finds nothing due and waits again. */
const LONGEST_TIMER_MS = 2_147_483_647;

export interface AutoAcceptance extends AcceptanceScheduler {
  close(): void;
}

interface DueCase {
  readonly id_caso: number;
  readonly nombre: string;
  readonly estado: string;
  readonly consulta_aceptada: number;
  readonly id_justiciable: string | null;
  readonly email_justiciable: string | null;
  readonly id_abogado: number;
  readonly id_grupo: number;
  readonly abogado_nombre: string;
  readonly abogado_apellido: string;
}

interface DueRequest {
  readonly id_solicitud: number;
  readonly estado: string;
  readonly id_justiciable: string;
  readonly email: string;
  readonly id_abogado: number;
  readonly id_grupo: number;
  readonly abogado_nombre: string;
  readonly abogado_apellido: string;
  readonly nombre_estudio: string;
}

/**
 * The emulated lawyers: a consultation or contact request made through the API is accepted
 * settings.autoAcceptMs after it was made (its aceptar_en), so the whole flow can be watched.
 * Seeded rows carry no aceptar_en and stay as seeded. Due times live in the database, so
 * what a restart interrupted is accepted on the next start.
 */
export function startAutoAcceptance(ctx: EmulatorContext): AutoAcceptance {
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  const wakeAt = (dueAt: number) => {
    if (closed) return;
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        sweep();
      },
      Math.min(Math.max(0, dueAt - Date.now()), LONGEST_TIMER_MS),
    );
    timer.unref();
    timers.add(timer);
  };

  const sweep = () => {
    if (closed) return;
    const now = Date.now();
    try {
      acceptDue(ctx, now);
    } catch (error) {
      console.error('[emulator] the emulated lawyers could not accept what was due', error);
    }
    const next = sql<{ due: number | null }>(
      ctx.db,
      `SELECT MIN(due) AS due FROM (
         SELECT MIN(aceptar_en) AS due FROM casos WHERE aceptar_en > ?
         UNION ALL SELECT MIN(aceptar_en) FROM solicitudes WHERE aceptar_en > ?)`,
    ).get(now, now)?.due;
    if (next !== null && next !== undefined) wakeAt(next);
  };

  sweep();
  return {
    schedule: () => {
      const dueAt = Date.now() + ctx.settings.autoAcceptMs;
      wakeAt(dueAt);
      return dueAt;
    },
    close: () => {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

function acceptDue(ctx: EmulatorContext, now: number): void {
  const db = ctx.db;
  inTransaction(db, () => {
    const at = argentineTimestamp(new Date(now));
    const cases = sql<DueCase>(
      db,
      `SELECT c.id_caso, c.nombre, c.estado, c.consulta_aceptada, c.id_justiciable, c.email_justiciable, c.id_abogado, c.id_grupo,
          a.nombre AS abogado_nombre, a.apellido AS abogado_apellido
        FROM casos c JOIN abogados a ON a.id_abogado = c.id_abogado
       WHERE c.aceptar_en IS NOT NULL AND c.aceptar_en <= ?`,
    ).all(now);
    for (const due of cases) {
      sql(db, 'UPDATE casos SET aceptar_en = NULL WHERE id_caso = ?').run(due.id_caso);
      if (due.estado !== 'Pendiente' || due.consulta_aceptada) continue;
      acceptConsultation(ctx, due, at);
    }
    const requests = sql<DueRequest>(
      db,
      `SELECT s.id_solicitud, s.estado, s.id_justiciable, s.email, s.id_abogado, s.id_grupo,
          a.nombre AS abogado_nombre, a.apellido AS abogado_apellido, e.nombre_estudio
        FROM solicitudes s
        JOIN abogados a ON a.id_abogado = s.id_abogado
        JOIN grupos g ON g.id_grupo = s.id_grupo
        JOIN estudios e ON e.id_estudio = g.id_estudio
       WHERE s.aceptar_en IS NOT NULL AND s.aceptar_en <= ?`,
    ).all(now);
    for (const due of requests) {
      sql(db, 'UPDATE solicitudes SET aceptar_en = NULL WHERE id_solicitud = ?').run(due.id_solicitud);
      if (due.estado !== 'pendiente') continue;
      acceptContactRequest(ctx, due, at);
    }
  });
}

function acceptConsultation(ctx: EmulatorContext, due: DueCase, at: string): void {
  const db = ctx.db;
  const lawyerName = fullName({ nombre: due.abogado_nombre, apellido: due.abogado_apellido });
  sql(db, `UPDATE casos SET estado = 'Activo', consulta_aceptada = 1, fecha_modificacion = ? WHERE id_caso = ?`).run(
    at,
    due.id_caso,
  );
  insertMovement(db, {
    id_caso: due.id_caso,
    id_tipo: MOVEMENT_TYPE.novedad,
    fecha_alta: at,
    nombres: lawyerName,
    descripcion_movimiento: 'Consulta aceptada',
    comentarios: `${lawyerName} aceptó la consulta.`,
    origen: 'abogado',
  });
  if (due.id_justiciable === null) return;
  sql(
    db,
    `UPDATE contactos SET estado = 'activo'
      WHERE id_justiciable = ? AND id_grupo = ? AND id_abogado = ? AND estado = 'pendiente' AND fecha_baja IS NULL`,
  ).run(due.id_justiciable, due.id_grupo, due.id_abogado);
  notifyClient(ctx, {
    id_justiciable: due.id_justiciable,
    email: due.email_justiciable,
    tipo: 'consulta_aceptada',
    titulo: 'Consulta aceptada',
    descripcion: `${lawyerName} aceptó su consulta "${due.nombre}". El asunto ya está activo.`,
    id_caso: due.id_caso,
    id_grupo: due.id_grupo,
  });
}

function acceptContactRequest(ctx: EmulatorContext, due: DueRequest, at: string): void {
  const db = ctx.db;
  const contact = ensureContact(
    db,
    { id_justiciable: due.id_justiciable, email: due.email, id_grupo: due.id_grupo, id_abogado: due.id_abogado },
    at,
  );
  sql(db, `UPDATE contactos SET estado = 'activo' WHERE id_contacto = ?`).run(contact.id_contacto);
  sql(db, `UPDATE solicitudes SET estado = 'aceptada', leido = 1, id_contacto = ? WHERE id_solicitud = ?`).run(
    contact.id_contacto,
    due.id_solicitud,
  );
  const lawyerName = fullName({ nombre: due.abogado_nombre, apellido: due.abogado_apellido });
  notifyClient(ctx, {
    id_justiciable: due.id_justiciable,
    email: due.email,
    tipo: 'solicitud_aceptada',
    titulo: 'Solicitud de contacto aceptada',
    descripcion: `${lawyerName} (${due.nombre_estudio}) aceptó su solicitud de contacto.`,
    id_grupo: due.id_grupo,
  });
}
