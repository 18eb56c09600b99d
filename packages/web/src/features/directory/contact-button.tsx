import type {
  ContactRequestOutcome,
  ContactState,
  DirectoryEntry,
  Invitation,
  SignedInClient,
} from '@justiciable/core';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useAction } from '../../data/use-action';
import { usePortal, useToaster } from '../../session/router-context';
import { Button } from '../../ui/button';
import { Dialog, DialogActions } from '../../ui/dialog';
import { focusById } from '../../ui/focus-after';
import { Link } from '../../ui/link';
import { loadOverlayControls, useOverlayControls } from '../../ui/overlay-loader';
import { contactChanges, InvitationAnswer } from './invitation-answer';

const mainRoute = getRouteApi('/_main');

/** The signed-in client, as the signed-in layout's guard answered it. */
export function useSignedInClient(): SignedInClient {
  return mainRoute.useRouteContext().session.client;
}

/** The contact button whose request was just sent, to take the focus when it shows its new state. */
let focusOnNewState: string | null = null;

type PendingInvitation = Extract<ContactRequestOutcome, { readonly status: 201 }>;

/**
 * The states SPEC §4 names, as the button shows them: in sentence case like every other button of
 * the portal, the state's name kept so the client can match it to the spec's and the help's words.
 */
export const CONTACT_STATE_LABELS: Readonly<Record<ContactState, string>> = {
  CONTACTAR: 'Contactar',
  PENDIENTE: 'Pendiente',
  CONTACTADO: 'Contactado',
};

/** The button's accessible name: it starts with the visible word (WCAG 2.5.3), then says with whom. */
export function contactButtonName(state: ContactState, lawyerName: string): string {
  return state === 'CONTACTAR' ? `Contactar a ${lawyerName}` : `${CONTACT_STATE_LABELS[state]}: ${lawyerName}`;
}

/**
 * The directory's contact button (SPEC §4): Contactar first says what the lawyer will receive and
 * asks to confirm, since a request cannot be withdrawn (no call of SPEC §7 cancels one); sending
 * it shows Pendiente once the pages have read it back. Pendiente and Contactado cannot be pressed;
 * the lawyer's acceptance reaches the page with the notification it brings (the signed-in frame's
 * watch reloads the pages that show this button). When the studio has already invited the client
 * (status 201), nothing is sent and a dialog offers that invitation.
 */
export function ContactButton({
  lawyer,
  block = false,
}: {
  readonly lawyer: DirectoryEntry;
  readonly block?: boolean;
}) {
  const portal = usePortal();
  const client = useSignedInClient();
  const toaster = useToaster();
  const [invited, setInvited] = useState<PendingInvitation | null>(null);
  // One id for the button in every state, so the focus can follow it from Contactar to Pendiente
  // (the lawyer's, not React's: the list may mount the row afresh as it reloads).
  const buttonId = `contacto-${lawyer.id}-${lawyer.id_grupo}`;
  const closeInvitation = useCallback(() => setInvited(null), []);
  const send = useAction(portal.sendContactRequest, {
    invalidates: contactChanges,
    // The dialog says the 201's message itself (its title, read out as focus moves in).
    onSuccess: (outcome) => {
      if (outcome.status === 201) setInvited(outcome);
      else {
        toaster.success(`Solicitud enviada a ${lawyer.abogadoEstudio.title}.`);
        focusOnNewState = buttonId;
      }
    },
  });
  const state = lawyer.button['msg-btn'];
  // The dialog gives the focus back to Contactar, which turns into Pendiente once the pages have
  // read the request back (maybe in a row mounted afresh): the focus follows it there.
  useEffect(() => {
    if (state === 'CONTACTAR' || focusOnNewState !== buttonId) return;
    focusOnNewState = null;
    focusById(buttonId);
  }, [state, buttonId]);
  const name = lawyer.abogadoEstudio.title;
  const className = [
    'ui-button',
    'contact-button',
    `contact-button--${state.toLowerCase()}`,
    block ? 'ui-button--block' : '',
  ]
    .filter(Boolean)
    .join(' ');
  if (state !== 'CONTACTAR' || lawyer.button.disabled) {
    // Not pressable, yet still reached by Tab and by the focus after a request (aria-disabled, not
    // disabled): the state is told where the person is, and Contactar turning into Pendiente does
    // not drop the focus to the page.
    return (
      <button
        type="button"
        id={buttonId}
        className={className}
        aria-disabled="true"
        data-disabled=""
        aria-label={contactButtonName(state, name)}
      >
        {CONTACT_STATE_LABELS[state]}
      </button>
    );
  }
  return (
    <>
      <Dialog
        title={`¿Enviar una solicitud de contacto a ${name}?`}
        trigger={
          <AriaButton id={buttonId} className={className} aria-label={contactButtonName(state, name)}>
            {CONTACT_STATE_LABELS[state]}
          </AriaButton>
        }
      >
        {(close) => (
          <>
            <p>{requestContents(lawyer, client)}</p>
            <p>
              Mientras no la responda, aquí figurará como Pendiente; cuando la acepte, como Contactado, y lo verá en Mis
              abogados. Una vez enviada no se puede retirar: si la acepta y luego prefiere no trabajar con este abogado,
              puede desvincularlo desde Mis abogados.
            </p>
            <DialogActions>
              <Button variant="quiet" onPress={close} isDisabled={send.pending}>
                Cancelar
              </Button>
              <Button
                isPending={send.pending}
                onPress={() =>
                  void send.run({ client, lawyerId: lawyer.id, groupId: lawyer.id_grupo }).then((result) => {
                    if (result.ok) close();
                  })
                }
              >
                Enviar solicitud
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
      {invited !== null ? (
        <PendingInvitationDialog
          lawyer={lawyer}
          invitation={invited.invitation}
          client={client}
          onClose={closeInvitation}
        />
      ) : null}
    </>
  );
}

/** What sendRequestToAbogado hands the lawyer (SPEC §7): the client's name, e-mail and phone, through the studio. */
function requestContents(lawyer: DirectoryEntry, client: SignedInClient): string {
  const who = [
    client.name && `su nombre (${client.name})`,
    `su correo (${client.email})`,
    client.phone && `su teléfono (${client.phone})`,
  ].filter(Boolean);
  const through = lawyer.abogadoEstudio.study ? `, de ${lawyer.abogadoEstudio.study},` : '';
  const listed = who.length > 1 ? `${who.slice(0, -1).join(', ')} y ${who.at(-1) ?? ''}` : (who[0] ?? '');
  return `${lawyer.abogadoEstudio.title}${through} recibirá por correo su pedido de contacto con ${listed}, para comunicarse con usted. La solicitud no lleva un mensaje: lo que necesite contarle, cuénteselo en una consulta.`;
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
        {lawyer.abogadoEstudio.study || lawyer.abogadoEstudio.title} ya lo invitó a vincularse. En lugar de enviar una
        solicitud, responda esa invitación.
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
