import { useNavigate } from '@tanstack/react-router';
import { FormAlert } from '../../ui/blocks';
import { Button } from '../../ui/button';
import type { StepContext } from './flow-steps';
import { StepNavigation } from './step-navigation';

/** A visitor without an account signs in or registers here; the draft waits in session storage and brings them back. */
export function SignInToSend({ context, stepIndex }: { readonly context: StepContext; readonly stepIndex: number }) {
  const navigate = useNavigate();
  return (
    <>
      <FormAlert tone="info">
        Para enviar la consulta, ingrese con su cuenta o cree una. Lo que completó queda guardado y vuelve aquí para
        enviarlo.
      </FormAlert>
      <StepNavigation context={context} stepIndex={stepIndex}>
        <Button
          onPress={() => {
            context.update({ returnAfterSignIn: true });
            void navigate({ to: '/welcome/{-$verified}', params: { verified: undefined } });
          }}
        >
          Ingresar o crear cuenta
        </Button>
      </StepNavigation>
    </>
  );
}
