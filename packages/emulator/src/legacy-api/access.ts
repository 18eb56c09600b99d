import type { Principal } from '../context';
import type { ActionCall } from './action';
import type { TextFieldName } from './fields';
import { linkTokenOpens } from '../link-token';
import { forbidden, rejected, unauthenticated } from './failure';
import { sql } from './sql';

/** What ownership checks need to know about a case. */
export interface CaseOwnership {
  readonly id_caso: number;
  readonly nombre: string;
  readonly id_justiciable: string | null;
  readonly nombre_cliente: string | null;
  readonly id_abogado: number;
  readonly id_grupo: number;
  readonly origen: 'portal' | 'link' | 'estudio';
}

export interface MovementOwnership {
  readonly id_movimiento: number;
  readonly id_tipo: number;
  readonly link_archivo: string | null;
  readonly link_token: string | null;
  /** When link_token was issued (epoch ms); it opens for settings.linkTokenLifetimeMs from then. */
  readonly link_token_emitido: number | null;
  readonly case: CaseOwnership;
}

/** The answer to a movement that does not exist, and to one a public link may not open: the two read the same. */
export const MOVEMENT_NOT_FOUND = 'No se encontró el movimiento';

/** The answer to a case that does not exist, and to one a public link may not open: the two read the same. */
export const CASE_NOT_FOUND = 'No se encontró el asunto';

const CASE_OWNERSHIP = `SELECT id_caso, nombre, id_justiciable, nombre_cliente, id_abogado, id_grupo, origen
  FROM casos WHERE id_caso = ?`;

export function requirePrincipal(call: ActionCall): Principal {
  if (!call.principal) throw unauthenticated();
  return call.principal;
}

export function isOwner(principal: Principal | null, owned: { readonly id_justiciable: string | null }): boolean {
  return principal !== null && owned.id_justiciable === principal.sub;
}

/** The client id a query names (id_justiciable and friends) must be the caller's own. */
export function ownClientId(call: ActionCall, field: TextFieldName = 'id_justiciable'): string {
  const principal = requirePrincipal(call);
  const clientId = call.fields.text(field);
  if (clientId !== principal.sub) throw forbidden('No tiene autorización para acceder a los datos de otro usuario');
  return clientId;
}

/** An e-mail a query names must be the caller's own. */
export function ownEmail(call: ActionCall, field: string): string {
  const principal = requirePrincipal(call);
  const email = call.fields.email(field);
  if (email.toLowerCase() !== principal.email.toLowerCase()) {
    throw forbidden('No tiene autorización para acceder a los datos de otro usuario');
  }
  return email;
}

/**
 * The address a mail or notice to a lawyer gives as the client's contact: the signed-in caller's
 * own, from the token, never the query's, so a client cannot give another's address. An address the query names must be
 * the caller's (403 otherwise); without a session there is no address of the caller's to give.
 */
export function contactEmail(call: ActionCall, field: string): string | null {
  if (!call.principal) return null;
  if (call.fields.has(field)) ownEmail(call, field);
  return call.principal.email;
}

export function findCase(call: ActionCall, caseId: number): CaseOwnership {
  const found = sql<CaseOwnership>(call.ctx.db, CASE_OWNERSHIP).get(caseId);
  if (!found) throw rejected(CASE_NOT_FOUND);
  return found;
}

export function ownedCase(call: ActionCall, caseId: number): CaseOwnership {
  const principal = requirePrincipal(call);
  const found = findCase(call, caseId);
  if (!isOwner(principal, found)) throw forbidden('No tiene autorización para ver este asunto');
  return found;
}

export function findMovement(call: ActionCall, movementId: number): MovementOwnership {
  const movement = sql<Omit<MovementOwnership, 'case'> & { readonly id_caso: number }>(
    call.ctx.db,
    `SELECT id_movimiento, id_caso, id_tipo, link_archivo, link_token, link_token_emitido FROM movimientos WHERE id_movimiento = ?`,
  ).get(movementId);
  if (!movement) throw rejected(MOVEMENT_NOT_FOUND);
  const { id_caso: caseId, ...fields } = movement;
  return { ...fields, case: findCase(call, caseId) };
}

/**
 * Whether the query's `token` is the link token stored on the row a public link opens, issued
 * less than settings.linkTokenLifetimeMs ago. Public links are answered only with it: ids are
 * sequential, anyone can count through them. An expired or voided token reads as a wrong one.
 */
export function opensByLink(call: ActionCall, stored: string | null, issuedAt: number | null): boolean {
  return linkTokenOpens({ token: stored, issuedAt }, call.fields.linkToken(), call.ctx.settings.linkTokenLifetimeMs);
}

export function ownedMovement(call: ActionCall, movementId: number): MovementOwnership {
  const principal = requirePrincipal(call);
  const movement = findMovement(call, movementId);
  if (!isOwner(principal, movement.case)) throw forbidden('No tiene autorización para acceder a este movimiento');
  return movement;
}
