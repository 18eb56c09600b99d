import type { Invitation } from '@justiciable/core';
import { getRouteApi } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useAction } from '../../data/use-action';
import { usePortal } from '../../session/router-context';
import { userAtom } from '../../session/user-atoms';
import { EmptyState, FormAlert, PageHeader } from '../../ui/blocks';
import { Button } from '../../ui/button';
import { Link } from '../../ui/link';
import { LoadFailure } from '../../ui/load-failure';
import { contactChanges } from './invitation-answer';

const invitationRoute = getRouteApi('/_public/vinculateContact/$id_invitation');

/** /vinculateContact/:id_invitation: a studio invites the client to be its contact. */
export function InvitationPage() {
  const { invitation: found, unanswered } = invitationRoute.useLoaderData();
  const client = useAtomValue(userAtom)?.client ?? null;
  const portal = usePortal();
  const [answer, setAnswer] = useState<Invitation['estado'] | null>(null);
  const accept = useAction(portal.acceptInvitation, {
    success: (accepted) => accepted.message,
    invalidates: contactChanges,
    onSuccess: () => setAnswer('aceptada'),
  });
  const decline = useAction(portal.declineInvitation, {
    success: (declined) => declined.message,
    invalidates: contactChanges,
    onSuccess: () => setAnswer('rechazada'),
  });

  if (!found.ok && unanswered) {
    return (
      <>
        <PageHeader title="Invitación de un estudio" />
        <LoadFailure message={found.message} />
      </>
    );
  }
  if (!found.ok) {
    return (
      <EmptyState title="No encontramos la invitación">
        {found.message} Revise el enlace del correo o pida al estudio que se lo envíe de nuevo.
      </EmptyState>
    );
  }

  const invitation = found.value;
  const state = answer ?? invitation.estado;
  const busy = accept.pending || decline.pending;
  return (
    <>
      <PageHeader
        title="Invitación de un estudio"
        lead={`${invitation.nombre_abogado}, de ${invitation.nombre_estudio}, lo invita a sumarlo como su abogado en Justiciable.`}
      />
      {state === 'aceptada' ? <FormAlert tone="success">La invitación fue aceptada. El estudio ya figura entre sus abogados.</FormAlert> : null}
      {state === 'rechazada' ? <FormAlert tone="info">La invitación fue rechazada.</FormAlert> : null}
      {state === 'pendiente' && client === null ? (
        <div className="ui-card">
          <p>Para responder la invitación, ingrese con su cuenta o créela con el correo {invitation.email}, y vuelva a abrir este enlace.</p>
          <Link to="/welcome/{-$verified}" params={{ verified: undefined }} look="button-primary">
            Ingresar o crear cuenta
          </Link>
        </div>
      ) : null}
      {state === 'pendiente' && client !== null ? (
        <div className="ui-card-actions ui-card-actions--start">
          <Button onPress={() => void accept.run({ client, invitation })} isPending={accept.pending} isDisabled={busy}>
            Aceptar invitación
          </Button>
          <Button variant="secondary" onPress={() => void decline.run({ invitation })} isPending={decline.pending} isDisabled={busy}>
            Rechazar
          </Button>
        </div>
      ) : null}
    </>
  );
}
