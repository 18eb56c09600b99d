import { Button } from './button';
import { useLookAlike } from './overlay-loader';
import type { MenuButtonProps } from './overlay-props';

export type { MenuAction, MenuButtonProps } from './overlay-props';

/** A button that opens a menu of actions (overlay-controls.tsx's MenuControl); until that has come, the button alone. */
export function MenuButton(props: MenuButtonProps) {
  const { controls, takeover, events } = useLookAlike();
  if (controls !== null) return <controls.MenuControl {...props} takeover={takeover} />;
  const { label, ariaLabel, variant = 'secondary' } = props;
  return (
    <Button
      variant={variant}
      aria-label={ariaLabel}
      aria-haspopup="true"
      aria-expanded="false"
      onPress={events.press}
      onFocus={events.onFocus}
      onBlur={events.onBlur}
    >
      {label}
      <span className="ui-chevron" aria-hidden="true" />
    </Button>
  );
}
