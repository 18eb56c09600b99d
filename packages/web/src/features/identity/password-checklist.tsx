import { usePortal } from '../../session/router-context';

/**
 * The password policy (SPEC §5) as a list that ticks itself off while the person types. It is
 * the password field's description, so a screen reader reads it with the field rather than
 * announcing every keystroke.
 */
export function PasswordChecklist({ password }: { readonly password: string }) {
  const portal = usePortal();
  return (
    <ul className="ui-checklist" aria-label="Requisitos de la contraseña">
      {portal.passwordChecklist({ password }).map((check) => (
        <li key={check.rule} data-met={check.met || undefined}>
          <span className="ui-checklist-mark" aria-hidden="true">
            {check.met ? '✓' : '○'}
          </span>
          <span>
            {check.message}
            <span className="visually-hidden">{check.met ? ': cumplido' : ': pendiente'}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
