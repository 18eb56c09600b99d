import { Link } from '../ui/link';
import { PublicFrame } from './public-frame';

/** Preview layout (SPEC §2): a studio's public pages, offering to sign in or register. */
export function PreviewLayout() {
  return (
    <PublicFrame
      actions={
        <Link to="/welcome/{-$verified}" params={{ verified: undefined }} look="button-secondary">
          Ingresar o registrarse
        </Link>
      }
    />
  );
}

/** Basic layout (SPEC §2): the pages reached from a link a lawyer sent, signed in or not. */
export function BasicLayout() {
  return <PublicFrame narrow />;
}
