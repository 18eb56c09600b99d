import { readServiceDateTime, sortLatestFirst, type ServiceDateTime } from '../shared/service-date-time';
import { movementTypeName, type Movement, type MovementComment } from './movement';

/** A movement as listMovements answers it: SPEC §3's fields, with its type's name and its dates read once. */
export interface CaseMovement extends Movement {
  /** nombre_tipo as the service sends it, else the catalogue's name of id_tipo (MOVEMENT_TYPE_NAMES), else 'Movimiento'. */
  readonly typeName: string;
  /** fecha_alta read once; null when unreadable. */
  readonly createdAt: ServiceDateTime | null;
  /**
   * When a date request or a hearing takes place: fecha_inicio_agenda with hora_inicio_agenda
   * (time null when it has none, as an all-day one); null while no date is set.
   */
  readonly agendaStart: ServiceDateTime | null;
}

/** A comment on a movement as listMovements answers it, its date read once. */
export interface CaseMovementComment extends MovementComment {
  /** fecha_alta read once; null when unreadable. */
  readonly createdAt: ServiceDateTime | null;
}

export function caseMovementFrom(movement: Movement): CaseMovement {
  return {
    ...movement,
    typeName: movementTypeName(movement),
    createdAt: readServiceDateTime(movement.fecha_alta),
    agendaStart: readServiceDateTime(movement.fecha_inicio_agenda, movement.hora_inicio_agenda),
  };
}

export function caseMovementCommentFrom(comment: MovementComment): CaseMovementComment {
  return { ...comment, createdAt: readServiceDateTime(comment.fecha_alta) };
}

/** A case's movements newest first by creation (fecha_alta, SPEC §9's order for dated lists); undated ones last. Does not mutate. */
export function sortMovementsNewestFirst<M extends Pick<CaseMovement, 'createdAt'>>(movements: readonly M[]): M[] {
  return sortLatestFirst(movements, (movement) => movement.createdAt);
}
