import { useEffect, useRef } from 'react';

/**
 * The title of a step that replaces the form the person was using (registration → code,
 * sign-in → password reset). The button they pressed is gone with that form, so focus moves
 * here: a screen reader says where they are, and the keyboard goes on from this step instead
 * of from the top of the page.
 */
export function StepHeading({ children }: { readonly children: React.ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h2 ref={heading} tabIndex={-1}>
      {children}
    </h2>
  );
}
