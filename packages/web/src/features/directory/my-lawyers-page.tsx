import { formatDate, type Invitation, type MyLawyer, type MyLawyerView } from '@justiciable/core';
import { getRouteApi } from '@tanstack/react-router';
import { useAction } from '../../data/use-action';
import { usePortal } from '../../session/router-context';
import { EmptyState, PageHeader } from '../../ui/blocks';
import { DataFreshness } from '../../ui/data-freshness';
import { Button } from '../../ui/button';
import { Dialog, DialogActions } from '../../ui/dialog';
import { Link } from '../../ui/link';
import { LoadFailure } from '../../ui/load-failure';
import { useSignedInClient } from './contact-button';
import { contactChanges, InvitationAnswer } from './invitation-answer';
import './directory.css';

const myLawyersRoute = getRouteApi('/_main/abogados');

/** /abogados: the studios' invitations waiting for an answer, then the lawyers the client works with. */
export function MyLawyersPage() {
  const { lawyers, invitations } = myLawyersRoute.useLoaderData();
  return (
    <>
      <PageHeader
        title="Mis abogados"
        lead="Los abogados y estudios con los que tiene contacto y los asuntos que llevan."
        actions={
          <Link to="/directorio" look="button-secondary">
            Buscar en el directorio
          </Link>
        }
      />
      <DataFreshness of={lawyers} />
      <div className="page-stack">
        {/* Both unread for one reason (offline, a service down): said once, by the lawyers' failure. */}
        {!invitations.ok && (lawyers.ok || lawyers.message !== invitations.message) ? (
          <LoadFailure message={invitations.message} />
        ) : null}
        {invitations.ok && invitations.value.length > 0 ? <PendingInvitations invitations={invitations.value} /> : null}
        {!lawyers.ok ? <LoadFailure message={lawyers.message} /> : null}
        {lawyers.ok && lawyers.value.length === 0 ? (
          <EmptyState
            title="Todavía no tiene abogados"
            action={
              <Link to="/directorio" look="button-primary">
                Buscar en el directorio
              </Link>
            }
          >
            Cuando un abogado acepte su solicitud de contacto o usted acepte la invitación de un estudio, aparecerá
            aquí.
          </EmptyState>
        ) : null}
        {lawyers.ok && lawyers.value.length > 0 ? (
          <ul className="my-lawyers" aria-label="Sus abogados">
            {lawyers.value.map((lawyer) => (
              <li key={`${lawyer.id_abogado}:${lawyer.id_grupo}`}>
                <MyLawyerCard lawyer={lawyer} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </>
  );
}

function PendingInvitations({ invitations }: { readonly invitations: readonly Invitation[] }) {
  const client = useSignedInClient();
  return (
    <section className="ui-card my-lawyers-invitations" aria-labelledby="pending-invitations">
      <h2 id="pending-invitations">
        {invitations.length === 1
          ? 'Tiene una invitación pendiente'
          : `Tiene ${invitations.length} invitaciones pendientes`}
      </h2>
      <p>Un estudio lo invitó a vincularse. Al aceptar, el estudio figurará entre sus abogados.</p>
      <ul className="my-lawyers-invitation-list" aria-label="Invitaciones pendientes">
        {invitations.map((invitation) => (
          <li key={invitation.id}>
            <InvitationAnswer invitation={invitation} client={client} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function MyLawyerCard({ lawyer }: { readonly lawyer: MyLawyerView }) {
  const name = lawyer.abogadoEstudio.title;
  const specialities = lawyer.especialidades.join(', ') || lawyer.specialities || '-';
  return (
    <article className="ui-card my-lawyer" aria-labelledby={`my-lawyer-${lawyer.id_abogado}-${lawyer.id_grupo}`}>
      <h2 id={`my-lawyer-${lawyer.id_abogado}-${lawyer.id_grupo}`} className="my-lawyer-name">
        {name}
      </h2>
      <dl className="my-lawyer-fields">
        <div>
          <dt>Asuntos en curso</dt>
          <dd>
            {lawyer.asuntosCurso.length === 0 ? (
              'Ninguno'
            ) : (
              <ul className="my-lawyer-cases">
                {lawyer.asuntosCurso.map((caseName) => (
                  <li key={caseName}>
                    {/* listaMisAbogados names the cases without their ids: the link opens them searched by name in /asuntos. */}
                    <Link to="/asuntos" search={{ q: caseName }}>
                      {caseName}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        <div>
          <dt>Última modificación</dt>
          <dd>{formatDate(lawyer.lastModified)}</dd>
        </div>
        <div>
          <dt>Especialidades</dt>
          <dd>{specialities}</dd>
        </div>
        <div>
          {/* The directory holds no e-mail or phone of a lawyer: a case's conversation is how the portal reaches them. */}
          <dt>Cómo comunicarse</dt>
          <dd>
            {lawyer.asuntosCurso.length === 0
              ? 'Inicie una consulta: desde ella podrá escribirle.'
              : 'Escríbale en la conversación de cada asunto: le llega como novedad y le responde ahí.'}
          </dd>
        </div>
      </dl>
      <div className="my-lawyer-actions">
        {lawyer.asuntosCurso.length > 0 ? (
          <Link to="/mensajes" look="button-primary" aria-label={`Escribir en el asunto a ${name}`}>
            Escribir en el asunto
          </Link>
        ) : null}
        <Link
          to="/nuevaConsulta"
          search={{ abogado: lawyer.id_abogado, grupo: lawyer.id_grupo }}
          look={lawyer.asuntosCurso.length > 0 ? 'button-secondary' : 'button-primary'}
        >
          Nueva consulta
        </Link>
        <UnlinkLawyer lawyer={lawyer} />
      </div>
    </article>
  );
}

function UnlinkLawyer({ lawyer }: { readonly lawyer: MyLawyer }) {
  const portal = usePortal();
  const client = useSignedInClient();
  const name = lawyer.abogadoEstudio.title;
  const unlink = useAction(portal.unlinkLawyer, {
    success: `${name} ya no figura entre sus abogados.`,
    invalidates: contactChanges,
  });
  return (
    <Dialog
      role="alertdialog"
      title={`¿Desvincular a ${name}?`}
      trigger={
        <Button variant="secondary" aria-label={`Desvincular a ${name}`}>
          Desvincular
        </Button>
      }
    >
      {(close) => (
        <>
          <p>
            Dejará de figurar entre sus abogados y en el directorio volverá a mostrarse Contactar. Sus asuntos no se
            borran; para volver a trabajar con este abogado deberá enviarle una nueva solicitud de contacto.
          </p>
          <DialogActions>
            <Button variant="quiet" onPress={close} isDisabled={unlink.pending}>
              Cancelar
            </Button>
            <Button
              variant="danger"
              isPending={unlink.pending}
              onPress={() =>
                void unlink.run({ client, lawyerId: lawyer.id_abogado }).then((result) => {
                  if (result.ok) close();
                })
              }
            >
              Desvincular
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
