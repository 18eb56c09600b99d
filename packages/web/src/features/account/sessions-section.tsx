import { sessionMessages } from '@justiciable/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useRouterContext } from '../../session/router-context';
import { Card, FormAlert } from '../../ui/blocks';
import { Button } from '../../ui/button';
import { Dialog, DialogActions } from '../../ui/dialog';

/**
 * Ends every session of the account, on every device (a phone left somewhere, a shared computer
 * where someone forgot to leave), this one included. A failure keeps this session and says so in
 * the dialog, where the person can try again.
 */
export function SessionsSection() {
  const context = useRouterContext();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function signOutEverywhere(close: () => void) {
    setPending(true);
    setError(null);
    const ended = await context.portal.signOut({ everywhere: true });
    setPending(false);
    if (!ended.ok) {
      setError(ended.error.message);
      return;
    }
    close();
    context.store.replace();
    context.toaster.success(sessionMessages.signedOutEverywhere);
    await navigate({ to: '/welcome/{-$verified}', params: { verified: undefined } });
  }

  return (
    <Card
      title="Sesiones abiertas"
      lead="Si ingresó desde otro dispositivo y no cerró la sesión, o cree que alguien más conoce su contraseña, ciérrela en todos."
      labelledBy="sessions-title"
    >
      <div className="ui-card-actions ui-card-actions--start">
        <Dialog
          role="alertdialog"
          title="¿Cerrar la sesión en todos sus dispositivos?"
          isDismissable={!pending}
          trigger={<Button variant="secondary">Cerrar sesión en todos los dispositivos</Button>}
        >
          {(close) => (
            <>
              <p>
                Se cerrará la sesión en cada teléfono, tableta o computadora donde haya ingresado, también en este. Para
                volver a ingresar necesitará su correo y su contraseña.
              </p>
              {error ? <FormAlert>{error}</FormAlert> : null}
              <DialogActions>
                <Button variant="secondary" onPress={close} isDisabled={pending}>
                  Cancelar
                </Button>
                <Button onPress={() => void signOutEverywhere(close)} isPending={pending}>
                  Sí, cerrar todas las sesiones
                </Button>
              </DialogActions>
            </>
          )}
        </Dialog>
      </div>
    </Card>
  );
}
