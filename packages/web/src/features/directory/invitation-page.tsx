import type { Invitation, SignedInClient } from '@justiciable/core';
import { useState } from 'react';
import { usePortal, useToaster } from '../../session/router-context';
import { EmptyState, FormAlert, PageHeader } from '../../ui/blocks';
import { Button } from '../../ui/button';
import { Link } from '../../ui/link';

/** /vinculateContact/:id_invitation: a studio invites the client to be its contact. */
export function InvitationPage({
  invitation,
  client,
  error,
}: {
  readonly invitation: Invitation | null;
  readonly client: SignedInClient | null;
  readonly error: string | null;
}) {
  const portal = usePortal();
  const toaster = useToaster();
  const [answer, setAnswer] = useState<Invitation['estado'] | null>(null);
  const [pending, setPending] = useState<'accept' | 'decline' | null>(null);

  if (invitation === null) {
    return (
      <EmptyState title="No encontramos la invitación">
        {error ?? 'El enlace no corresponde a ninguna invitación.'} Revise el enlace del correo o pida al estudio que se lo envíe de nuevo.
      </EmptyState>
    );
  }

  async function accept(signedIn: SignedInClient, found: Invitation) {
    setPending('accept');
    const accepted = await portal.acceptInvitation(signedIn, found);
    setPending(null);
    if (accepted.ok) {
      toaster.success(accepted.value.message);
      setAnswer('aceptada');
    } else toaster.error(accepted.error.message);
  }

  async function decline(found: Invitation) {
    setPending('decline');
    const declined = await portal.declineInvitation(found);
    setPending(null);
    if (declined.ok) {
      toaster.success(declined.value.message);
      setAnswer('rechazada');
    } else toaster.error(declined.error.message);
  }

  const state = answer ?? invitation.estado;
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
          <Button onPress={() => void accept(client, invitation)} isPending={pending === 'accept'} isDisabled={pending !== null}>
            Aceptar invitación
          </Button>
          <Button variant="secondary" onPress={() => void decline(invitation)} isPending={pending === 'decline'} isDisabled={pending !== null}>
            Rechazar
          </Button>
        </div>
      ) : null}
    </>
  );
}
