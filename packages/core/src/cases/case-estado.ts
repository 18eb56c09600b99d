import { sortNewestFirst } from '../shared/date-format';
import type { Case, CaseEstado } from './case';

/**
 * A case's estado as the client sees it (SPEC §4): 'Pendiente' while the server says so or any
 * payment is pending; otherwise 'Archivado' when archived and 'Activo' in every other case.
 * The server's word is read without regard to case or surrounding spaces. A pending count
 * that is not a number (NaN) counts as pending: it is safer to show a payment owed.
 */
export function deriveCaseEstado(serverEstado: string, pendingPayments: number): CaseEstado {
  const estado = serverEstado.trim().toLowerCase();
  if (estado === 'pendiente' || pendingPayments !== 0) return 'Pendiente';
  return estado === 'archivado' ? 'Archivado' : 'Activo';
}

/** Cases by creation date (fecha), newest first (SPEC §9); undated cases last; does not mutate. */
export function sortCasesNewestFirst<C extends Pick<Case, 'fecha'>>(cases: readonly C[]): C[] {
  return sortNewestFirst(cases, (item) => item.fecha);
}
