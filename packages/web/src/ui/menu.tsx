import { Menu as AriaMenu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { Button, type ButtonVariant } from './button';

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

export function MenuButton({ label, ariaLabel, actions, variant = 'secondary' }: MenuButtonProps) {
  return (
    <MenuTrigger>
      <Button variant={variant} aria-label={ariaLabel}>
        {label}
        <span className="ui-chevron" aria-hidden="true" />
      </Button>
      <Popover className="ui-popover" placement="bottom end">
        <AriaMenu
          className="ui-menu"
          items={actions}
          onAction={(key) => actions.find((action) => action.id === key)?.onAction()}
        >
          {(action) => (
            <MenuItem id={action.id} className="ui-menu-item">
              {action.label}
            </MenuItem>
          )}
        </AriaMenu>
      </Popover>
    </MenuTrigger>
  );
}
