import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'quiet';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children'> {
  readonly variant?: ButtonVariant;
  readonly block?: boolean;
  readonly children: React.ReactNode;
}

/** The portal's button; while `isPending` it keeps its label and says it is busy. */
export function Button({ variant = 'primary', block = false, children, isPending, ...props }: ButtonProps) {
  const className = ['ui-button', `ui-button--${variant}`, block ? 'ui-button--block' : ''].filter(Boolean).join(' ');
  return (
    <AriaButton {...props} isPending={isPending} className={className}>
      {isPending ? <span className="ui-spinner" aria-hidden="true" /> : null}
      {children}
    </AriaButton>
  );
}
