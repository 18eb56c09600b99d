import type Database from 'better-sqlite3';
import { findCaseFile } from '../../lambda';
import {
  CASE_NOT_FOUND,
  MOVEMENT_NOT_FOUND,
  findCase,
  findMovement,
  isOwner,
  opensByLink,
  ownClientId,
  ownedCase,
  ownedMovement,
  requirePrincipal,
} from '../access';
import { type ActionTable, clientRead, clientWrite, publicRead, publicWrite } from '../action';
import { forbidden, rejected } from '../failure';
import type { QueryFields } from '../fields';
import { LINK_REQUEST_TYPES, movementsOfCase, movementView, requestView } from '../movements';
import { MOVEMENT_TYPE, insertCalendarMovement, insertComment, insertMovement, touchCase } from '../records';
import { sql } from '../sql';
import { argentineTimestamp, pgBoolean } from '../wire';

interface CaseRow {
  readonly id: number;
  readonly case: string;
  readonly tipo: string;
  readonly fecha: string;
  readonly abogado_nombre: string;
  readonly abogado_apellido: string;
  readonly nombre_estudio: string;
  readonly estado: string;
  readonly pago: number;
  readonly monto_pendiente: number;
  readonly id_grupo: number;
  readonly id_estudio: number;
  readonly id_abogado: number;
  readonly medio_comunicacion: string | null;
  readonly id_tipo_medio_comunicacion: number | null;
  readonly consulta_aceptada: number;
  readonly usuario_alta: string | null;
  readonly fecha_modificacion: string;
}

const CASE_VIEW = `SELECT c.id_caso AS id, c.nombre AS "case", c.tipo, c.fecha_alta AS fecha,
    a.nombre AS abogado_nombre, a.apellido AS abogado_apellido, e.nombre_estudio, c.estado,
    (SELECT COUNT(*) FROM movimientos m WHERE m.id_caso = c.id_caso AND m.id_tipo = 4 AND m.pagado = 0) AS pago,
    (SELECT COALESCE(SUM(m.monto), 0) FROM movimientos m WHERE m.id_caso = c.id_caso AND m.id_tipo = 4 AND m.pagado = 0) AS monto_pendiente,
    c.id_grupo, g.id_estudio, c.id_abogado, mc.nombre AS medio_comunicacion, c.id_tipo_medio_comunicacion,
    c.consulta_aceptada, c.usuario_alta, c.fecha_modificacion
  FROM casos c
  JOIN abogados a ON a.id_abogado = c.id_abogado
  JOIN grupos g ON g.id_grupo = c.id_grupo
  JOIN estudios e ON e.id_estudio = g.id_estudio
  LEFT JOIN medios_comunicacion mc ON mc.id_tipo_medio_comunicacion = c.id_tipo_medio_comunicacion`;

/** A case as the portal's Case entity reads it; pago counts the unpaid payment movements. */
function caseView(row: CaseRow) {
  const nombreAbogado = `${row.abogado_nombre} ${row.abogado_apellido}`;
  return {
    id: row.id,
    case: row.case,
    tipo: row.tipo,
    fecha: row.fecha,
    abogadoEstudio: `${nombreAbogado} - ${row.nombre_estudio}`,
    nombre_abogado: nombreAbogado,
    nombre_estudio: row.nombre_estudio,
    estado: row.estado,
    pago: row.pago,
    monto_pendiente: row.monto_pendiente,
    id_grupo: row.id_grupo,
    id_estudio: row.id_estudio,
    id_abogado: row.id_abogado,
    medio_comunicacion: row.medio_comunicacion,
    id_tipo_medio_comunicacion: row.id_tipo_medio_comunicacion,
    consulta_aceptada: pgBoolean(row.consulta_aceptada),
    usuario_alta: row.usuario_alta,
    fecha_modificacion: row.fecha_modificacion,
  };
}

function caseById(db: Database.Database, caseId: number) {
  const row = sql<CaseRow>(db, `${CASE_VIEW} WHERE c.id_caso = ?`).get(caseId);
  if (!row) throw rejected(CASE_NOT_FOUND);
  return caseView(row);
}

interface CommentRow {
  readonly id: number;
  readonly id_movimiento: number;
  readonly nombres_usuario: string;
  readonly nombres: string;
  readonly fecha_alta: string;
  readonly comentario: string;
  readonly descripcion_movimiento: string;
  readonly origen: string;
  readonly id_case: number;
  readonly id_tipo: number;
  readonly link_url: string | null;
  readonly link_archivo: string | null;
  readonly diligencia: string | null;
  readonly nombre_tipo: string;
  readonly fecha_inicio_agenda: string | null;
  readonly hora_inicio_agenda: string | null;
}

const COMMENT_VIEW = `SELECT co.id_comentario AS id, co.id_movimiento, co.nombres_usuario, m.nombres, co.fecha_alta, co.comentario,
    m.descripcion_movimiento, co.origen, m.id_caso AS id_case, m.id_tipo, m.link_url, m.link_archivo, m.diligencia,
    t.nombre_tipo, m.fecha_inicio_agenda, m.hora_inicio_agenda
  FROM comentarios co
  JOIN movimientos m ON m.id_movimiento = co.id_movimiento
  JOIN tipos_movimiento t ON t.id_tipo = m.id_tipo`;

/** A comment joined with its movement: the Movement comment entity of the portal. */
function commentView(row: CommentRow) {
  return {
    ...row,
    descripcion: row.descripcion_movimiento,
    titulo_file: row.link_archivo === null ? null : (row.link_archivo.split('/').pop() ?? null),
  };
}

/** True when a movement still waits for a file the public link may deliver once. */
function awaitsFile(movement: { readonly id_tipo: number; readonly link_archivo: string | null }): boolean {
  return (
    movement.link_archivo === null &&
    (movement.id_tipo === MOVEMENT_TYPE.solicitudArchivo || movement.id_tipo === MOVEMENT_TYPE.archivoAdjunto)
  );
}

/** The free-text movement fields a client may set as they are. */
function optionalMovementText(fields: QueryFields) {
  return {
    comentarios: fields.optionalText('comentarios'),
    link_archivo: fields.optionalText('link_archivo'),
    link_url: fields.optionalText('link_url'),
    cuenta: fields.optionalText('cuenta'),
    tipo_reunion: fields.optionalText('tipo_reunion'),
    direccion_link: fields.optionalText('direccion_link'),
    conexidad: fields.optionalText('conexidad'),
    diligencia: fields.optionalText('diligencia'),
    prueba: fields.optionalText('prueba'),
    concepto: fields.optionalText('concepto'),
    acto_procesal: fields.optionalText('acto_procesal'),
  };
}

/** 'group/case/name' from a bare file name or from the full storage key the upload function used. */
function storageKey(groupId: number, caseId: number, fileName: string): string {
  const prefix = `${groupId}/${caseId}/`;
  const name = fileName.startsWith(prefix) ? fileName.slice(prefix.length) : fileName;
  if (name === '' || name.includes('/') || name.includes('..')) throw rejected('El campo file_name no es válido');
  return prefix + name;
}

export const caseActions: ActionTable = {
  /** The caller's cases, newest first. id_usuario is the client's own id. */
  listaAsuntos: clientRead((call) => {
    ownClientId(call, 'id_usuario');
    const rows = sql<CaseRow>(
      call.ctx.db,
      `${CASE_VIEW} WHERE c.id_justiciable = ? ORDER BY c.fecha_alta DESC, c.id_caso DESC`,
    ).all(call.principal.sub);
    return { status: 200, datos: rows.map(caseView) };
  }),

  getSpecificCase: clientRead((call) => {
    const caseId = call.fields.id('id_case');
    ownedCase(call, caseId);
    return { status: 200, datos: caseById(call.ctx.db, caseId) };
  }),

  /**
   * The case's movements (newest first, each with its link_token), its comments and the case
   * itself, to the owner. With fileRequest=1 and the link token of one of the case's request
   * movements, anyone gets what that link's page needs: the request view of that one movement and
   * the case's name and lawyer; without a valid token, the case reads as one that does not exist.
   */
  listaMovimientos: publicRead((call) => {
    const caseId = call.fields.id('id_asunto');
    const fileRequest = call.fields.flag('fileRequest');
    // The owner's read asks for the session before the case is looked up, so without one a case
    // that exists and one that does not answer alike.
    if (!fileRequest) requirePrincipal(call);
    const owned = findCase(call, caseId);
    const db = call.ctx.db;
    if (isOwner(call.principal, owned)) {
      return {
        status: 200,
        datos: movementsOfCase(db, caseId).map(movementView),
        case_data: caseById(db, caseId),
        comentarios: sql<CommentRow>(db, `${COMMENT_VIEW} WHERE m.id_caso = ? ORDER BY co.fecha_alta, co.id_comentario`)
          .all(caseId)
          .map(commentView),
      };
    }
    if (!fileRequest) throw forbidden('No tiene autorización para ver este asunto');
    // Every request movement of the case is compared, so no lookup by token is ever made.
    const opened = movementsOfCase(db, caseId).find(
      (movement) =>
        LINK_REQUEST_TYPES.includes(movement.id_tipo) &&
        opensByLink(call, movement.link_token, movement.link_token_emitido),
    );
    if (!opened) throw rejected(CASE_NOT_FOUND);
    const request = requestView(db, opened.id_movimiento);
    // An answered request's link reads only that: nothing of the case either.
    const view = request.respondida === 't' ? null : caseById(db, caseId);
    return {
      status: 200,
      datos: [request],
      case_data: {
        id: caseId,
        case: view?.case ?? null,
        nombre_abogado: view?.nombre_abogado ?? null,
        nombre_estudio: view?.nombre_estudio ?? null,
      },
    };
  }),

  /** A movement the client adds to their own case; datos is a JSON text holding res.id_movimiento. */
  addNewMovent: clientWrite((call) => {
    const { fields, principal } = call;
    const owned = ownedCase(call, fields.id('id_case'));
    ownClientId(call);
    const typeId = fields.id('id_tipo');
    if (!sql(call.ctx.db, 'SELECT 1 FROM tipos_movimiento WHERE id_tipo = ?').get(typeId)) {
      throw rejected('El campo id_tipo no corresponde a un tipo de movimiento');
    }
    if ((fields.optionalText('origen') ?? 'justiciable') !== 'justiciable')
      throw rejected('El campo origen debe ser justiciable');
    const at = argentineTimestamp(new Date());
    const movement = {
      ...optionalMovementText(fields),
      id_caso: owned.id_caso,
      fecha_alta: at,
      nombres: fields.optionalText('nombres') ?? owned.nombre_cliente ?? principal.email,
      descripcion_movimiento: fields.text('descripcion_movimiento'),
      origen: 'justiciable' as const,
      id_justiciable: principal.sub,
      fecha_inicio_agenda: fields.has('fecha_inicio_agenda') ? fields.date('fecha_inicio_agenda') : null,
      hora_inicio_agenda: fields.has('hora_inicio_agenda') ? fields.time('hora_inicio_agenda') : null,
      todo_el_dia_agenda: fields.flag('todo_el_dia_agenda'),
      monto: fields.optionalAmount('monto'),
      pagado: fields.flag('pagado'),
    };
    // A novedad naming one of the case's meetings (id_agenda) cancels it: the portal's cancelMeeting.
    const cancelled = typeId === MOVEMENT_TYPE.novedad ? fields.optionalId('id_agenda') : null;
    if (
      cancelled !== null &&
      !sql(call.ctx.db, 'SELECT 1 FROM agendas WHERE id_agenda = ? AND id_caso = ? AND id_justiciable = ?').get(
        cancelled,
        owned.id_caso,
        principal.sub,
      )
    ) {
      throw rejected('No se encontró la agenda');
    }
    const movementId =
      typeId === MOVEMENT_TYPE.agenda
        ? insertCalendarMovement(call.ctx.db, movement, owned).id_movimiento
        : insertMovement(call.ctx.db, { ...movement, id_tipo: typeId });
    if (cancelled !== null) sql(call.ctx.db, 'UPDATE agendas SET cancelada = 1 WHERE id_agenda = ?').run(cancelled);
    touchCase(call.ctx.db, owned.id_caso, at);
    // The emulated lawyer answers a client's news (lawyer-replies.ts), once the write is in; not
    // the portal's own notice of a meeting moved or cancelled, which asks for no answer.
    if (typeId === MOVEMENT_TYPE.novedad && !isMeetingNotice(movement.descripcion_movimiento))
      call.lawyerReplies?.answer(owned.id_caso, movementId);
    return {
      status: 200,
      message: 'Movimiento agregado correctamente',
      datos: JSON.stringify({ res: { id_movimiento: movementId } }),
    };
  }),

  addNewComment: clientWrite((call) => {
    const { fields } = call;
    const movement = ownedMovement(call, fields.id('id_movimiento'));
    const clientId = ownClientId(call);
    const at = argentineTimestamp(new Date());
    const commentId = insertComment(call.ctx.db, {
      id_movimiento: movement.id_movimiento,
      nombres_usuario: fields.text('nombre_usuario'),
      comentario: fields.text('new_comment'),
      origen: 'justiciable',
      id_justiciable: clientId,
      fecha_alta: at,
    });
    touchCase(call.ctx.db, movement.case.id_caso, at);
    const comment = sql<CommentRow>(call.ctx.db, `${COMMENT_VIEW} WHERE co.id_comentario = ?`).get(commentId);
    return { status: 200, message: 'Comentario agregado correctamente', datos: comment ? [commentView(comment)] : [] };
  }),

  /** Whether a movement already has its file: to its owner, or to the page its link token opens. */
  movementHasFile: publicRead((call) => {
    const movement = findMovement(call, call.fields.id('id_movimiento'));
    if (!isOwner(call.principal, movement.case) && !opensByLink(call, movement.link_token, movement.link_token_emitido))
      throw rejected(MOVEMENT_NOT_FOUND);
    return {
      status: 200,
      datos: {
        id_movimiento: movement.id_movimiento,
        id_tipo: movement.id_tipo,
        hasFile: movement.link_archivo !== null,
      },
    };
  }),

  /**
   * Records where an uploaded file lives ('group/case/file_name'), which must be a file the upload
   * function stored in that case. The owner may do it on any movement of the case. Anyone else
   * needs the movement's link token, and may do it once, on a movement that awaits a file (a
   * type-2 file request, or the attachment of a consultation), with the file uploaded through
   * that token, so a stranger cannot point the movement at another key.
   */
  updateMovementFileLink: publicWrite((call) => {
    const { fields } = call;
    const groupId = fields.id('group_id');
    const caseId = fields.id('case_id');
    const link = storageKey(groupId, caseId, fields.text('file_name'));
    const movement = findMovement(call, fields.id('movent_id'));
    const owner = isOwner(call.principal, movement.case);
    if (!owner) {
      if (!opensByLink(call, movement.link_token, movement.link_token_emitido)) throw rejected(MOVEMENT_NOT_FOUND);
      if (movement.link_archivo !== null) throw rejected('El archivo ya fue cargado');
      if (!awaitsFile(movement)) throw rejected(MOVEMENT_NOT_FOUND);
    }
    if (movement.case.id_caso !== caseId) throw rejected('El movimiento no pertenece al asunto indicado');
    if (movement.case.id_grupo !== groupId) throw rejected('El asunto no pertenece al grupo indicado');
    const stored = findCaseFile(call.ctx, link);
    if (!stored || (!owner && stored.movementId !== movement.id_movimiento))
      throw rejected('No se encontró el archivo en el asunto');
    const at = argentineTimestamp(new Date());
    sql(call.ctx.db, 'UPDATE movimientos SET link_archivo = ? WHERE id_movimiento = ?').run(
      link,
      movement.id_movimiento,
    );
    touchCase(call.ctx.db, caseId, at);
    return {
      status: 200,
      message: 'Archivo cargado correctamente',
      datos: { id_movimiento: movement.id_movimiento, link_archivo: link },
    };
  }),
};

/** The news the portal writes when the client moves or cancels a meeting (core's meeting notices). */
function isMeetingNotice(description: string | null): boolean {
  return description !== null && /^Reunión (reprogramada|cancelada):/.test(description);
}
