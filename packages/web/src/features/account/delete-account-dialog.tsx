import {
  accountDeletionMessages,
  formatPesos,
  type DeletionReview,
  type LoadedSession,
  type Payment,
} from '@justiciable/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { endSession } from '../../session/end-session';
import { endingOnPurpose } from '../../session/revoked-session';
import { useRouterContext } from '../../session/router-context';
import { Card, FormAlert } from '../../ui/blocks';
import { Button } from '../../ui/button';
import { Dialog, DialogActions } from '../../ui/dialog';

type ReviewState =
  | { readonly step: 'reading' }
  | { readonly step: 'read'; readonly review: DeletionReview }
  | { readonly step: 'failed' };

function amountOf(payment: Payment): string {
  return payment.amount === null ? accountDeletionMessages.amountUnknown : formatPesos(payment.amount);
}

/**
 * What deleting would leave behind in money (core's reviewAccountDeletion), read when the
 * confirmation opens: a paid consultation its lawyer has not accepted, a payment in process, one
 * owed. Deleting stays possible while it reads or when it could not: the person decides.
 */
function PaymentsReview({ loaded }: { readonly loaded: LoadedSession }) {
  const { portal } = useRouterContext();
  const [state, setState] = useState<ReviewState>({ step: 'reading' });
  useEffect(() => {
    let current = true;
    void portal.reviewAccountDeletion({ client: loaded.client }).then((answer) => {
      if (current) setState(answer.ok ? { step: 'read', review: answer.value } : { step: 'failed' });
    });
    return () => {
      current = false;
    };
  }, [portal, loaded.client]);

  if (state.step === 'reading') return <p role="status">{accountDeletionMessages.reviewing}</p>;
  if (state.step === 'failed') return <FormAlert tone="info">{accountDeletionMessages.reviewFailed}</FormAlert>;
  const { review } = state;
  if (review.nothingPending) return <p role="status">{accountDeletionMessages.nothingPending}</p>;
  return (
    <div role="status" className="delete-account-review">
      <ul>
        {review.paidAwaitingLawyer.map((payment) => (
          <li key={payment.movementId}>
            {accountDeletionMessages.paidAwaitingLawyer(payment.caseName, payment.lawyer, amountOf(payment))}
          </li>
        ))}
        {review.inProcess.map((payment) => (
          <li key={payment.movementId}>
            {accountDeletionMessages.inProcess(payment.caseName, payment.concept, amountOf(payment))}
          </li>
        ))}
        {review.owed.map((payment) => (
          <li key={payment.movementId}>
            {accountDeletionMessages.owed(payment.caseName, payment.concept, amountOf(payment))}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Runs `then` on the first animation frame where `ready` holds, or after about a second of frames. */
function whenReady(ready: () => boolean, then: () => void) {
  const frame = (tries: number) => {
    if (ready() || tries === 0) then();
    else requestAnimationFrame(() => frame(tries - 1));
  };
  requestAnimationFrame(() => frame(60));
}

/**
 * Once the dialog has left the page and handed the focus back to its trigger (React Aria does so
 * a frame after), so moving the focus elsewhere is not undone by it.
 */
function onceFocusReturned(then: () => void) {
  whenReady(
    () => document.querySelector('[role="alertdialog"]') === null && document.activeElement !== document.body,
    then,
  );
}

/**
 * Account deletion (SPEC §4) behind a confirmation that says in plain words what happens, offers
 * the copy of one's data first, and warns of the money it leaves behind. On success the person
 * reads SPEC §8's 'Usuario eliminado correctamente' once (the calls the deleted identity refuses
 * meanwhile say nothing: endingOnPurpose) and lands on /welcome with the focus on its heading.
 */
export function DeleteAccountSection({
  loaded,
  onExportFirst,
}: {
  readonly loaded: LoadedSession;
  readonly onExportFirst: () => void;
}) {
  const context = useRouterContext();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function deleteAccount(close: () => void) {
    setPending(true);
    const deleted = await endingOnPurpose(context.store, async () => {
      const answer = await context.portal.deleteAccount();
      if (answer.ok) await endSession(context);
      return answer;
    });
    setPending(false);
    if (!deleted.ok) {
      setError(deleted.error.message);
      return;
    }
    close();
    context.toaster.success(deleted.value.message);
    await navigate({ to: '/welcome/{-$verified}', params: { verified: undefined } });
    // The trigger left with the page: the focus goes to the new page's heading, not to <body>.
    const heading = () => document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
    whenReady(
      () => heading() !== null,
      () => {
        const found = heading();
        if (found === null) return;
        if (!found.hasAttribute('tabindex')) found.setAttribute('tabindex', '-1');
        found.focus();
      },
    );
  }

  return (
    <Card
      title="Eliminar cuenta"
      lead="Si ya no va a usar Justiciable, puede eliminar su cuenta."
      labelledBy="delete-title"
    >
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
              <p>Antes de eliminarla, puede descargar una copia de todos sus datos: después ya no podrá.</p>
              <p>
                <Button
                  variant="secondary"
                  isDisabled={pending}
                  onPress={() => {
                    close();
                    onceFocusReturned(onExportFirst);
                  }}
                >
                  Descargar mis datos primero
                </Button>
              </p>
              <h3 className="delete-account-subtitle">Si la elimina</h3>
              <ul>
                <li>
                  Ya no podrá ingresar con <strong>{loaded.session.email}</strong> ni con su contraseña.
                </li>
                <li>Sus abogados y estudios dejarán de tenerlo como cliente, y usted ya no verá sus asuntos aquí.</li>
                <li>
                  Su perfil (nombre, teléfono, datos de facturación y ubicación) se da de baja: deja de mostrarse a sus
                  abogados y en Justiciable.
                </li>
              </ul>
              <h3 className="delete-account-subtitle">Sus pagos</h3>
              <PaymentsReview loaded={loaded} />
              <p>
                <strong>Esta acción no se puede deshacer.</strong>
              </p>
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
