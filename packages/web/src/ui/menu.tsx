import { Button, type ButtonVariant } from './button';
import { useLookAlike } from './overlay-loader';

export interface MenuAction {
  readonly id: string;
  readonly label: string;
  readonly onAction: () => void;
}

export interface MenuButtonProps {
  readonly label: React.ReactNode;
  /** The accessible name when the visible label is not enough on its own. */
  readonly ariaLabel?: string;
  readonly actions: readonly MenuAction[];
  readonly variant?: ButtonVariant;
}

/** A button that opens a menu of actions (overlay-controls.tsx's MenuControl); until that has come, the button alone. */
export function MenuButton(props: MenuButtonProps) {
  const { controls, takeover, events } = useLookAlike();
  if (controls !== null) return <controls.MenuControl {...props} takeover={takeover} />;
  const { label, ariaLabel, variant = 'secondary' } = props;
  return (
    <Button variant={variant} aria-label={ariaLabel} aria-haspopup="true" aria-expanded="false" onPress={events.press} onFocus={events.onFocus} onBlur={events.onBlur}>
      {label}
      <span className="ui-chevron" aria-hidden="true" />
    </Button>
  );
}
