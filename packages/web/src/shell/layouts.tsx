import { Link } from '../ui/link';
import { PublicFrame } from './public-frame';

interface FrameProps {
  /** Off in the layout's prerendered shell (src/app/prerender.tsx), whose page is still to come. */
  readonly footer?: boolean;
  /** What the frame holds instead of the route's page: the shell's pending status. */
  readonly children?: React.ReactNode;
}

/** The preview layout's frame (SPEC §2): a studio's public pages, offering to sign in or register. */
export function PreviewFrame({ footer = true, children }: FrameProps) {
  return (
    <PublicFrame
      footer={footer}
      actions={
        <Link to="/welcome/{-$verified}" params={{ verified: undefined }} look="button-secondary">
          Ingresar o registrarse
        </Link>
      }
    >
      {children}
    </PublicFrame>
  );
}

/** Preview layout (SPEC §2): its frame around the route's page. */
export function PreviewLayout() {
  return <PreviewFrame />;
}

/** The basic layout's frame (SPEC §2): the pages reached from a link a lawyer sent, signed in or not. */
export function BasicFrame({ footer = true, children }: FrameProps) {
  return (
    <PublicFrame narrow footer={footer}>
      {children}
    </PublicFrame>
  );
}

/** Basic layout (SPEC §2): its frame around the route's page. */
export function BasicLayout() {
  return <BasicFrame />;
}
