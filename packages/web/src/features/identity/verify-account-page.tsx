import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useAction } from '../../data/use-action';
import { usePortal } from '../../session/router-context';
import { onBoardingAtom } from '../../session/session-atoms';
import { FormAlert, PageHeader } from '../../ui/blocks';
import { Button } from '../../ui/button';
import { Link } from '../../ui/link';

const verifyRoute = getRouteApi('/_public/verifyAccount/$username/$code');

/**
 * /verifyAccount/:username/:code, the link of the confirmation e-mail. Confirming signs the client
 * in (SPEC §4), so they land on Nueva consulta; when the provider did not sign them in (another
 * browser), they go to sign in with the account confirmed.
 */
export function VerifyAccountPage() {
  const { username, code } = verifyRoute.useParams();
  const portal = usePortal();
  const navigate = useNavigate();
  const setOnBoarding = useSetAtom(onBoardingAtom);
  const confirm = useAction(portal.confirmRegistration, {
    onSuccess: async ({ signedIn }) => {
      if (signedIn) {
        setOnBoarding(true);
        await navigate({ to: '/nuevaConsulta', replace: true });
      } else {
        await navigate({ to: '/welcome/{-$verified}', params: { verified: 'verificado' }, replace: true });
      }
    },
  });

  return (
    <div className="page-stack">
      <PageHeader title="Confirmar su cuenta" lead={`Confirme la cuenta de ${username} para empezar a usar Justiciable.`} />
      {confirm.error ? (
        <FormAlert>
          {confirm.error} Si el enlace ya fue usado o venció, ingrese con su correo y contraseña y pida un código nuevo.
        </FormAlert>
      ) : null}
      <div className="ui-card-actions ui-card-actions--start">
        <Button onPress={() => void confirm.run({ email: username, code })} isPending={confirm.pending}>
          Confirmar mi cuenta
        </Button>
        <Link to="/welcome/{-$verified}" params={{ verified: undefined }} look="button-secondary">
          Ir a ingresar
        </Link>
      </div>
    </div>
  );
}
