import { createLink } from '@tanstack/react-router';
import { forwardRef } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';

type Look = 'text' | 'button-primary' | 'button-secondary';

interface StyledLinkProps extends Omit<AriaLinkProps, 'className'> {
  readonly look?: Look;
}

const lookClass: Record<Look, string> = {
  text: 'ui-link',
  'button-primary': 'ui-button ui-button--primary',
  'button-secondary': 'ui-button ui-button--secondary',
};

const StyledLink = forwardRef<HTMLAnchorElement, StyledLinkProps>(function StyledLink(
  { look = 'text', ...props },
  ref,
) {
  return <AriaLink {...props} ref={ref} className={lookClass[look]} />;
});

/** A React Aria link that navigates with the router, type-checked against the route tree. */
export const Link = createLink(StyledLink);
