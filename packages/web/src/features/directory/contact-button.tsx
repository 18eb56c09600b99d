import type { ContactRequestOutcome, DirectoryEntry, Invitation, SignedInClient } from '@justiciable/core';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useAction } from '../../data/use-action';
import { usePortal, useToaster } from '../../session/router-context';
import { Button } from '../../ui/button';
import { DialogActions } from '../../ui/dialog';
import { Link } from '../../ui/link';
import { loadOverlayControls, useOverlayControls } from '../../ui/overlay-loader';
import { contactChanges, InvitationAnswer } from './invitation-answer';

const mainRoute = getRouteApi('/_main');

/** The signed-in client, as the signed-in layout's guard answered it. */
export function useSignedInClient(): SignedInClient {
  return mainRoute.useRouteContext().session.client;
}

type PendingInvitation = Extract<ContactRequestOutcome, { readonly status: 201 }>;

/**
 * The directory's contact button (SPEC §4): CONTACTAR sends a request and, once the pages have
 * read it back, shows PENDIENTE; PENDIENTE and CONTACTADO cannot be pressed. When the studio has
 * already invited the client (status 201), nothing is sent and a dialog offers that invitation.
 */
export function ContactButton({ lawyer, block = false }: { readonly lawyer: DirectoryEntry; readonly block?: boolean }) {
  const portal = usePortal();
  const client = useSignedInClient();
  const toaster = useToaster();
  const [invited, setInvited] = useState<PendingInvitation | null>(null);
  const closeInvitation = useCallback(() => setInvited(null), []);
  const send = useAction(portal.sendContactRequest, {
    invalidates: contactChanges,
    // The dialog says the 201's message itself (its title, read out as focus moves in).
    onSuccess: (outcome) => {
      if (outcome.status === 201) setInvited(outcome);
      else toaster.success(`Solicitud enviada a ${lawyer.abogadoEstudio.title}.`);
    },
  });
  const state = lawyer.button['msg-btn'];
  const label = send.pending ? 'ENVIANDO…' : state;
  const className = ['ui-button', 'contact-button', `contact-button--${state.toLowerCase()}`, block ? 'ui-button--block' : ''].filter(Boolean).join(' ');
  return (
    <>
      <AriaButton
        className={className}
        isDisabled={lawyer.button.disabled}
        isPending={send.pending}
        aria-label={`${label} a ${lawyer.abogadoEstudio.title}`}
        onPress={() => void send.run({ client, lawyerId: lawyer.id, groupId: lawyer.id_grupo })}
      >
        {send.pending ? <span className="ui-spinner" aria-hidden="true" /> : null}
        {label}
      </AriaButton>
      {invited !== null ? <PendingInvitationDialog lawyer={lawyer} invitation={invited.invitation} client={client} onClose={closeInvitation} /> : null}
    </>
  );
}

const PENDING_INVITATION_TITLE = 'Tiene una invitación pendiente de este Estudio';

function PendingInvitationDialog({
  lawyer,
  invitation,
  client,
  onClose,
}: {
  readonly lawyer: DirectoryEntry;
  readonly invitation: Invitation | null;
  readonly client: SignedInClient;
  readonly onClose: () => void;
}) {
  const controls = useOverlayControls();
  const toaster = useToaster();
  useEffect(() => {
    if (controls !== null) return;
    // Fetched on idle, so normally here already; without it, the toast says what the dialog would have.
    loadOverlayControls().catch(() => {
      toaster.info(`${PENDING_INVITATION_TITLE}: respóndala en Mis abogados.`);
      onClose();
    });
  }, [controls, toaster, onClose]);
  if (controls === null) return null;
  return (
    <controls.OpenDialogControl title={PENDING_INVITATION_TITLE} onClose={onClose}>
      <p>
        {lawyer.abogadoEstudio.study || lawyer.abogadoEstudio.title} ya lo invitó a vincularse. En lugar de enviar una solicitud, responda esa
        invitación.
      </p>
      {invitation !== null ? (
        <InvitationAnswer invitation={invitation} client={client} onAnswered={onClose} />
      ) : (
        <p>
          <Link to="/abogados">Ver sus invitaciones en Mis abogados</Link>
        </p>
      )}
      <DialogActions>
        <Button variant="quiet" onPress={onClose}>
          Cerrar
        </Button>
      </DialogActions>
    </controls.OpenDialogControl>
  );
}
