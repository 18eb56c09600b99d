import type { Invitation, PortalError, Result } from '@justiciable/core';
import { FormAlert } from './blocks';
import { Button } from './button';
import { Dialog, DialogActions } from './dialog';

export interface DeclineInvitationProps {
  readonly invitation: Pick<Invitation, 'nombre_estudio' | 'nombre_abogado'>;
  /** Declines it (core's declineInvitation, through the page's action). */
  readonly decline: () => Promise<Result<unknown, PortalError>>;
  readonly pending: boolean;
  readonly isDisabled?: boolean;
  /** The trigger's label: 'Rechazar' beside 'Aceptar invitación', or the whole 'Rechazar invitación'. */
  readonly label?: string;
  /** What names the invitation the trigger answers, where a page lists several. */
  readonly describedBy?: string;
  /** Why the last try failed, said in the dialog, which stays open to try again; left out where a toast says it. */
  readonly error?: string | null;
}

/**
 * 'Rechazar' for a studio's invitation, asked first: the invitation cannot be answered again once
 * declined, so one press by mistake must not end it. The dialog says what declining means.
 */
export function DeclineInvitation({
  invitation,
  decline,
  pending,
  isDisabled = false,
  label = 'Rechazar',
  describedBy,
  error = null,
}: DeclineInvitationProps) {
  return (
    <Dialog
      role="alertdialog"
      title={`¿Rechazar la invitación de ${invitation.nombre_estudio}?`}
      trigger={
        <Button variant="secondary" isDisabled={isDisabled} aria-describedby={describedBy}>
          {label}
        </Button>
      }
    >
      {(close) => (
        <>
          <p>
            {invitation.nombre_abogado} no figurará entre sus abogados y la invitación ya no podrá aceptarse. Si más
            adelante quiere trabajar con {invitation.nombre_estudio}, podrá enviarle una solicitud de contacto desde el
            directorio.
          </p>
          {error !== null ? <FormAlert>{error}</FormAlert> : null}
          <DialogActions>
            <Button variant="quiet" onPress={close} isDisabled={pending}>
              Cancelar
            </Button>
            <Button
              variant="danger"
              isPending={pending}
              onPress={() =>
                void decline().then((result) => {
                  if (result.ok) close();
                })
              }
            >
              Rechazar invitación
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
