import { statusMessages, type Invitation, type PortalError, type Result, type StudyInfo } from '@justiciable/core';
import { getRouteApi, useLocation, useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useAction, type RouteId } from '../../data/use-action';
import { usePortal } from '../../session/router-context';
import { userAtom } from '../../session/user-atoms';
import { returningTo } from '../../session/welcome-search';
import { EmptyState, FormAlert, PageHeader } from '../../ui/blocks';
import { Button } from '../../ui/button';
import { DeclineInvitation } from '../../ui/decline-invitation';
import { Link } from '../../ui/link';
import { LoadFailure } from '../../ui/load-failure';
import { contactChanges } from './invitation-answer';
import './directory.css';

const INVITATION_ROUTE = '/_public/vinculateContact/$id_invitation' satisfies RouteId;
const invitationRoute = getRouteApi(INVITATION_ROUTE);
/** An answer changes the invitation too: back on this page, it shows answered, not the buttons again. */
const answerChanges: readonly RouteId[] = [...contactChanges, INVITATION_ROUTE];

/**
 * /vinculateContact/:id_invitation: a studio invites the client to be its contact. A visitor signs
 * in or registers and comes back here to answer; once answered, here or before, the page says so
 * and leads into the portal.
 */
export function InvitationPage() {
  const { invitation: found, unanswered } = invitationRoute.useLoaderData();
  const client = useAtomValue(userAtom)?.client ?? null;
  const href = useLocation({ select: (location) => location.href });
  const portal = usePortal();
  const router = useRouter();
  const [answer, setAnswer] = useState<Invitation['estado'] | null>(null);
  // The answer, or why it failed, is said on the page, so it is not also a toast.
  const accept = useAction(portal.acceptInvitation, {
    invalidates: answerChanges,
    failure: 'inline',
    onSuccess: () => setAnswer('aceptada'),
  });
  const decline = useAction(portal.declineInvitation, {
    invalidates: answerChanges,
    failure: 'inline',
    onSuccess: () => setAnswer('rechazada'),
  });
  // The service's refusal may mean it was answered meanwhile (another tab, Mis abogados): read it
  // again, so the page says calmly how it was answered instead of a failure and the answers again.
  const readAgainIfRefused = async (answered: Promise<Result<unknown, PortalError>>) => {
    const result = await answered;
    if (!result.ok && result.error.kind === 'rejected')
      await router.invalidate({ filter: (match) => match.routeId === INVITATION_ROUTE });
  };

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

  const { invitation, study } = found.value;
  const busy = accept.pending || decline.pending;
  const pending = answer === null && invitation.estado === 'pendiente';
  return (
    <div className="page-stack">
      <PageHeader
        title="Invitación de un estudio"
        lead={`${invitation.nombre_abogado}, de ${invitation.nombre_estudio}, lo invita a ser su cliente en Justiciable.`}
      />
      {pending ? (
        <p>
          Si acepta, {invitation.nombre_abogado} figurará entre sus abogados: podrá enviarle consultas y seguir con el
          estudio sus asuntos desde el portal. Si la rechaza, no quedará vinculado con el estudio.
        </p>
      ) : null}
      {study !== null ? <StudyFacts study={study} /> : null}
      {answer === 'aceptada' ? (
        <FormAlert tone="success">La invitación fue aceptada. El estudio ya figura entre sus abogados.</FormAlert>
      ) : null}
      {answer === 'rechazada' ? <FormAlert tone="info">La invitación fue rechazada.</FormAlert> : null}
      {answer === null && invitation.estado === 'aceptada' ? (
        <FormAlert tone="info">{statusMessages.invitationAlreadyAccepted}</FormAlert>
      ) : null}
      {answer === null && invitation.estado === 'rechazada' ? (
        <FormAlert tone="info">{statusMessages.invitationAlreadyDeclined}</FormAlert>
      ) : null}
      {(answer ?? invitation.estado) === 'aceptada' ? (
        <div className="ui-card-actions ui-card-actions--start">
          <Link to="/abogados" look="button-primary">
            Ver mis abogados
          </Link>
        </div>
      ) : null}
      {(answer ?? invitation.estado) === 'rechazada' ? (
        <div className="ui-card-actions ui-card-actions--start">
          <Link to="/directorio" look="button-primary">
            Ir al directorio
          </Link>
        </div>
      ) : null}
      {answer === null && invitation.estado === 'pendiente' && client === null ? (
        <div className="ui-card">
          <p>
            Para responder la invitación, ingrese con su cuenta o créela con el correo {invitation.email}. Después
            volverá a esta página.
          </p>
          <Link
            to="/welcome/{-$verified}"
            params={{ verified: undefined }}
            search={returningTo(href, invitation.email)}
            look="button-primary"
          >
            Ingresar o crear cuenta
          </Link>
        </div>
      ) : null}
      {answer === null &&
      invitation.estado === 'pendiente' &&
      client !== null &&
      (accept.error ?? decline.error) !== null ? (
        <FormAlert>{accept.error ?? decline.error}</FormAlert>
      ) : null}
      {answer === null && invitation.estado === 'pendiente' && client !== null ? (
        <div className="ui-card-actions ui-card-actions--start">
          <Button
            onPress={() => void readAgainIfRefused(accept.run({ client, invitation }))}
            isPending={accept.pending}
            isDisabled={busy}
          >
            Aceptar invitación
          </Button>
          <DeclineInvitation
            invitation={invitation}
            decline={async () => {
              const declined = decline.run({ invitation });
              await readAgainIfRefused(declined);
              return declined;
            }}
            pending={decline.pending}
            isDisabled={busy}
            error={decline.error}
          />
        </div>
      ) : null}
    </div>
  );
}

/** Who the studio is, as it presents itself: what the client answers about. */
function StudyFacts({ study }: { readonly study: StudyInfo }) {
  return (
    <section className="ui-card" aria-labelledby="invitation-study">
      <h2 id="invitation-study">{study.nombre}</h2>
      {study.descripcion ? <p>{study.descripcion}</p> : null}
      <dl className="lawyer-facts">
        {study.nombre_localidad_completo ? (
          <div>
            <dt>Localidad</dt>
            <dd>{study.nombre_localidad_completo}</dd>
          </div>
        ) : null}
        {study.especialidades.length > 0 ? (
          <div>
            <dt>Especialidades</dt>
            <dd>{study.especialidades.join(', ')}</dd>
          </div>
        ) : null}
        {study.usuarios.length > 0 ? (
          <div>
            <dt>{study.usuarios.length === 1 ? 'Abogado' : 'Abogados'}</dt>
            <dd>{study.usuarios.map((member) => member.nombre).join(', ')}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
