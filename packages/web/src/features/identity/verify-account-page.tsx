import { EmptyState } from '../../ui/blocks';
import { Link } from '../../ui/link';

/** /verifyAccount when the mailed link could not confirm the account (a used or expired code). */
export function VerifyAccountPage({ error }: { readonly error: string }) {
  return (
    <EmptyState
      title="No pudimos confirmar su cuenta"
      action={
        <Link to="/welcome/{-$verified}" params={{ verified: undefined }} look="button-primary">
          Ir a ingresar
        </Link>
      }
    >
      {error} Puede ingresar con su correo y contraseña y pedir un código nuevo.
    </EmptyState>
  );
}
