import type { PortalError } from '@justiciable/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { usePortal } from '../../session/router-context';
import { onBoardingAtom } from '../../session/session-atoms';
import { FormAlert, PageHeader } from '../../ui/blocks';
import { Button } from '../../ui/button';
import { Link } from '../../ui/link';
import { focusLandingHeading } from './landing-focus';

const verifyRoute = getRouteApi('/_public/verifyAccount/$username/$code');

/**
 * /verifyAccount/:username/:code, the link of the confirmation e-mail. Confirming signs the client
 * in (SPEC §4), so they land on Nueva consulta; when the provider did not sign them in (another
 * browser), they go to sign in with the account confirmed. A link opened again finds the account
 * confirmed and says so, with the way to sign in. Each answer is said once, here on the page.
 */
export function VerifyAccountPage() {
  const { username, code } = verifyRoute.useParams();
  const portal = usePortal();
  const navigate = useNavigate();
  const setOnBoarding = useSetAtom(onBoardingAtom);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<PortalError | null>(null);

  async function confirm() {
    setPending(true);
    const confirmed = await portal.confirmRegistration({ email: username, code });
    if (!confirmed.ok) {
      setPending(false);
      setFailure(confirmed.error);
      return;
    }
    focusLandingHeading();
    if (confirmed.value.signedIn) {
      setOnBoarding(true);
      await navigate({ to: '/nuevaConsulta', replace: true });
    } else {
      await navigate({
        to: '/welcome/{-$verified}',
        params: { verified: 'verificado' },
        search: { correo: username },
        replace: true,
      });
    }
  }

  const alreadyConfirmed = failure?.kind === 'identity' && failure.reason === 'alreadyConfirmed';
  return (
    <div className="page-stack">
      <PageHeader
        title="Confirmar su cuenta"
        lead={`Confirme la cuenta de ${username} para empezar a usar Justiciable.`}
      />
      {alreadyConfirmed ? <FormAlert tone="info">{failure.message}</FormAlert> : null}
      {failure !== null && !alreadyConfirmed ? (
        <FormAlert>
          {failure.message} Si el enlace ya fue usado o venció, ingrese con su correo y contraseña y pida un código
          nuevo.
        </FormAlert>
      ) : null}
      <div className="ui-card-actions ui-card-actions--start">
        {alreadyConfirmed ? (
          <Link
            to="/welcome/{-$verified}"
            params={{ verified: undefined }}
            search={{ correo: username }}
            look="button-primary"
          >
            Ingresar
          </Link>
        ) : (
          <>
            <Button onPress={() => void confirm()} isPending={pending}>
              Confirmar mi cuenta
            </Button>
            <Link
              to="/welcome/{-$verified}"
              params={{ verified: undefined }}
              search={{ correo: username }}
              look="button-secondary"
            >
              Ir a ingresar
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
