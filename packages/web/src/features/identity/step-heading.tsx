import { useEffect, useRef } from 'react';

/**
 * The title of a step that replaces the form the person was using (registration → code,
 * sign-in → password reset). The button they pressed is gone with that form, so focus moves
 * here: a screen reader says where they are, and the keyboard goes on from this step instead
 * of from the top of the page.
 *
 * The page is shown from its top when the step's title fits the window from there: the browser's
 * own scroll to the focused title stopped where the long form had left the page, with the page's
 * heading cut under a phone's fixed header.
 */
export function StepHeading({ children }: { readonly children: React.ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const element = heading.current;
    if (element === null) return;
    element.focus({ preventScroll: true });
    const top = element.getBoundingClientRect().bottom + window.scrollY;
    if (top <= window.innerHeight) window.scrollTo({ top: 0 });
    else element.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <h2 ref={heading} tabIndex={-1}>
      {children}
    </h2>
  );
}
