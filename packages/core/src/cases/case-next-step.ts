import { caseNextStepMessages as messages } from '../shared/catalogue';
import type { Case } from './case';

/** Who has to do something for the case to move on: the client, the lawyer, or nobody (it is closed). */
export type CaseActor = 'client' | 'lawyer' | 'nobody';

/** What a case's state means for that case, and the one line of what happens next. */
export interface CaseNextStep {
  /** The state with what it waits for: 'Pendiente de pago', 'Pendiente de aceptación', 'Activo'... always starting with the case's estado. */
  readonly label: string;
  /** What happens next and who acts, in one or two sentences. */
  readonly text: string;
  readonly actor: CaseActor;
}

/**
 * What happens next in a case, from its estado (SPEC §4's derivation, left as it is), its pending
 * payments and whether the lawyer accepted the consultation.
 *
 * 'Pendiente' joins two waits, and the label says which: a payment owed (the client acts, and a
 * pending payment is named first since it is the one thing the client can do now), the lawyer's
 * acceptance (the lawyer acts), or, with both done, the studio holding the case (the lawyer acts).
 * 'Activo': the lawyer works. 'Archivado': nobody has anything left to do. Only 'Pendiente' looks
 * at the payments: SPEC §4 makes any pending payment 'Pendiente', so an 'Activo' or 'Archivado'
 * case that still counts one is a contradiction of the service's, and its estado is what shows.
 */
export function caseNextStep(kase: Pick<Case, 'estado' | 'pago' | 'consulta_aceptada'>): CaseNextStep {
  switch (kase.estado) {
    case 'Archivado':
      return { label: 'Archivado', text: messages.archived, actor: 'nobody' };
    case 'Activo':
      return { label: 'Activo', text: messages.active, actor: 'lawyer' };
    case 'Pendiente':
      if (kase.pago > 0) {
        return kase.consulta_aceptada
          ? {
              label: messages.pendingPaymentLabel,
              text: `${messages.owed(kase.pago)} ${messages.clearsWhenPaid(kase.pago)}`,
              actor: 'client',
            }
          : {
              label: messages.pendingPaymentAndAcceptanceLabel,
              text: `${messages.owed(kase.pago)} ${messages.thenAcceptance}`,
              actor: 'client',
            };
      }
      return kase.consulta_aceptada
        ? { label: messages.pendingAtStudyLabel, text: messages.pendingAtStudy, actor: 'lawyer' }
        : { label: messages.pendingAcceptanceLabel, text: messages.awaitingAcceptance, actor: 'lawyer' };
  }
}
