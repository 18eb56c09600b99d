import { formatDate, type Invitation, type SignedInClient } from '@justiciable/core';
import { useAction, type RouteId } from '../../data/use-action';
import { usePortal } from '../../session/router-context';
import { Button } from '../../ui/button';
import { DeclineInvitation } from '../../ui/decline-invitation';

/** What a change of contact (a request, an invitation's answer, unlinking) makes stale: the client's lawyers, the directory's buttons, the lawyer's page. */
export const contactChanges: readonly RouteId[] = [
  '/_main/abogados',
  '/_main/directorio',
  '/_main/lawyerDetails/$id/$id_grupo/{-$showInfo}',
];

export interface InvitationAnswerProps {
  readonly invitation: Invitation;
  readonly client: SignedInClient;
  /** After the answer is recorded (and the pages reloaded), with what it was. */
  readonly onAnswered?: (estado: 'aceptada' | 'rechazada') => void;
}

/** A studio's invitation: who sends it and when, and the two answers (SPEC §7 acceptInvitation, declineInvitation). */
export function InvitationAnswer({ invitation, client, onAnswered }: InvitationAnswerProps) {
  const portal = usePortal();
  const accept = useAction(portal.acceptInvitation, {
    success: (accepted) => accepted.message,
    invalidates: contactChanges,
    onSuccess: () => onAnswered?.('aceptada'),
  });
  const decline = useAction(portal.declineInvitation, {
    success: (declined) => declined.message,
    invalidates: contactChanges,
    onSuccess: () => onAnswered?.('rechazada'),
  });
  const busy = accept.pending || decline.pending;
  return (
    <div className="invitation-answer">
      <p className="invitation-answer-who">
        <strong>{invitation.nombre_estudio}</strong>
        <span>
          {invitation.nombre_abogado} · {formatDate(invitation.fecha_alta)}
        </span>
      </p>
      <div className="invitation-answer-actions">
        <Button onPress={() => void accept.run({ client, invitation })} isPending={accept.pending} isDisabled={busy}>
          Aceptar invitación
        </Button>
        <DeclineInvitation
          invitation={invitation}
          decline={() => decline.run({ invitation })}
          pending={decline.pending}
          isDisabled={busy}
        />
      </div>
    </div>
  );
}
