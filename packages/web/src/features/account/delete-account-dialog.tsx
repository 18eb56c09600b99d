import type { LoadedSession } from '@justiciable/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { endSession } from '../../session/end-session';
import { useRouterContext } from '../../session/router-context';
import { Card, FormAlert } from '../../ui/blocks';
import { Button } from '../../ui/button';
import { Dialog, DialogActions } from '../../ui/dialog';

/**
 * Account deletion (SPEC §4) behind a confirmation that lists exactly what the three steps
 * remove. On success the session ends and the person lands on /welcome.
 */
export function DeleteAccountSection({ loaded }: { readonly loaded: LoadedSession }) {
  const context = useRouterContext();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function deleteAccount(close: () => void) {
    setPending(true);
    const deleted = await context.portal.deleteAccount();
    setPending(false);
    if (!deleted.ok) {
      setError(deleted.error.message);
      return;
    }
    close();
    context.toaster.success(deleted.value.message);
    await endSession(context);
    await navigate({ to: '/welcome/{-$verified}', params: { verified: undefined } });
  }

  return (
    <Card title="Eliminar cuenta" lead="Si ya no va a usar Justiciable, puede eliminar su cuenta." labelledBy="delete-title">
      {loaded.deletionPending ? (
        <FormAlert tone="info">
          La eliminación de su cuenta empezó pero no terminó. Confírmela de nuevo para completarla.
        </FormAlert>
      ) : null}
      <div className="ui-card-actions ui-card-actions--start">
        <Dialog
          role="alertdialog"
          title="¿Eliminar su cuenta?"
          isDismissable={!pending}
          trigger={<Button variant="danger">Eliminar mi cuenta</Button>}
        >
          {(close) => (
            <>
              <p>Al confirmar se eliminará:</p>
              <ul>
                <li>
                  Su acceso a Justiciable: el usuario <strong>{loaded.session.email}</strong> y su contraseña. No podrá volver a
                  ingresar con ellos.
                </li>
                <li>Sus contactos con abogados y estudios, que dejarán de verlo como cliente.</li>
                <li>Su perfil (nombre, teléfono, datos de facturación y ubicación), que quedará marcado como eliminado.</li>
              </ul>
              <p>Esta acción no se puede deshacer.</p>
              {error ? <FormAlert>{error}</FormAlert> : null}
              <DialogActions>
                <Button variant="secondary" onPress={close} isDisabled={pending}>
                  Cancelar
                </Button>
                <Button variant="danger" onPress={() => void deleteAccount(close)} isPending={pending}>
                  Sí, eliminar mi cuenta
                </Button>
              </DialogActions>
            </>
          )}
        </Dialog>
      </div>
    </Card>
  );
}
