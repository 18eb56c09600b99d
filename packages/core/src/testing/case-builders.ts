import type { Case } from '../cases/case';
import type { Comment, Movement, MovementComment } from '../cases/movement';
import { LAWYER_ID } from './directory-builders';

/** An active family-law case with no pending payments. */
export function aCase(overrides: Partial<Case> = {}): Case {
  return {
    id: '1024',
    case: 'Divorcio de mutuo acuerdo',
    tipo: 'Derecho de familia',
    fecha: '2025-02-17T10:30:00.000Z',
    abogadoEstudio: 'Dra. Laura Gómez - Estudio Gómez & Asociados',
    estado: 'Activo',
    pago: 0,
    id_grupo: '31',
    id_abogado: LAWYER_ID,
    medio_comunicacion: 'Videollamada',
    id_tipo_medio_comunicacion: '2',
    consulta_aceptada: true,
    ...overrides,
  };
}

/** A plain note movement (no agenda date, no file) on aCase(). */
export function aMovement(overrides: Partial<Movement> = {}): Movement {
  return {
    id_movimiento: '5120',
    fecha_alta: '2025-02-18T09:15:00.000Z',
    nombres: 'Laura Gómez',
    descripcion_movimiento: 'Presentación del convenio regulador',
    comentarios: 'Se presentó el convenio en el juzgado de familia de 2ª nominación.',
    id_tipo: 1,
    fecha_inicio_agenda: null,
    hora_inicio_agenda: null,
    todo_el_dia_agenda: false,
    link_archivo: null,
    link_url: null,
    monto: null,
    cuenta: null,
    pagado: false,
    origen: 'abogado',
    id_justiciable: null,
    id_case: '1024',
    tipo_reunion: null,
    direccion_link: null,
    nombre_tipo: 'Nota',
    conexidad: null,
    diligencia: null,
    prueba: null,
    concepto: null,
    acto_procesal: 'Presentación',
    id_agenda: null,
    link_token: null,
    estado_pago: null,
    vence_pago: null,
    ...overrides,
  };
}

/** The client's comment on aMovement(), as listed with the case. */
export function aMovementComment(overrides: Partial<MovementComment> = {}): MovementComment {
  return {
    id: '7301',
    id_movimiento: '5120',
    nombres_usuario: 'María Fernández',
    nombres: 'Laura Gómez',
    fecha_alta: '2025-02-18T18:40:00.000Z',
    comentario: '¿Necesitan que lleve el acta de matrimonio original?',
    descripcion: null,
    descripcion_movimiento: 'Presentación del convenio regulador',
    origen: 'justiciable',
    id_case: '1024',
    id_tipo: 1,
    titulo_file: null,
    link_url: null,
    link_archivo: null,
    diligencia: null,
    nombre_tipo: 'Nota',
    fecha_inicio_agenda: null,
    hora_inicio_agenda: null,
    ...overrides,
  };
}

/** A comment as addComment answers it. */
export function aComment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: '7301',
    nombres_usuario: 'María Fernández',
    fecha_alta: '2025-02-18T18:40:00.000Z',
    comentario: '¿Necesitan que lleve el acta de matrimonio original?',
    origen: 'justiciable',
    ...overrides,
  };
}
