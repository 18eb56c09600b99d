import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import './error-summary.css';

/** One problem of a refused form: the field it belongs to (its control's `name`), and the message shown under it. */
export interface ErrorSummaryItem {
  /** The `name` of the field's control inside the form; without one, the message is about the form as a whole. */
  readonly field?: string;
  readonly message: string;
}

export interface ErrorSummaryProps {
  /** Every problem of the last send, in the order of the fields on the page. */
  readonly errors: readonly ErrorSummaryItem[];
  /**
   * Counts the sends that failed: each new value moves the focus to the summary, so a person who
   * pressed the button hears the problems at once and finds them above the form, even when the
   * form is longer than the screen. Unchanged while the person edits, so the focus stays where it is.
   */
  readonly attempt: number;
  /** The heading's level in the page's outline; 2 under the page's h1. */
  readonly headingLevel?: 2 | 3;
  /** The ways out a problem offers (an account that exists: Ingresar, Olvidé mi contraseña), under the list. */
  readonly children?: ReactNode;
}

const HEADING = 'Hay un problema';
const TITLE_PREFIX = 'Error: ';

/**
 * GOV.UK's error summary: above a refused form, a heading and a link to each field with a problem,
 * worded as the message under that field. The summary takes the focus when a send fails, so it is
 * read out whole (its content is an alert as well, for a summary that changes while focused);
 * each link moves the focus to its field and brings the field's label into view, where the
 * browser's jump to a fragment would hide the label above the control.
 *
 * Links are found by the control's `name` within the summary's form (or the page), so a form
 * keeps naming its fields once, as it does for `validationErrors`.
 */
export function ErrorSummary({ errors, attempt, headingLevel = 2, children }: ErrorSummaryProps) {
  const summary = useRef<HTMLDivElement>(null);
  const [controlIds, setControlIds] = useState<Readonly<Record<string, string>>>({});
  const fieldsKey = errors.map((error) => error.field ?? '').join('\u0000');

  // The controls' ids are React Aria's, known once they are in the page: read them to give each link a real target.
  useLayoutEffect(() => {
    const ids: Record<string, string> = {};
    for (const error of errors) {
      if (error.field === undefined) continue;
      const control = controlOf(summary.current, error.field);
      if (control !== null && control.id !== '') ids[error.field] = control.id;
    }
    setControlIds(ids);
    // The fields named, not the array's identity, decide which controls to look up.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fieldsKey]);

  useEffect(() => {
    if (attempt === 0 || errors.length === 0) return;
    summary.current?.focus();
    // Only a new failed send moves the focus; editing a field after it must not take it away.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  const shown = errors.length > 0;
  // GOV.UK's title of a refused page starts with 'Error: ', the first words a screen reader says of it.
  useEffect(() => {
    if (!shown) return;
    const original = document.title;
    const refused = original.startsWith(TITLE_PREFIX) ? original : `${TITLE_PREFIX}${original}`;
    document.title = refused;
    return () => {
      // A page that set a title of its own meanwhile keeps it.
      if (document.title === refused) document.title = original;
    };
  }, [shown]);

  if (!shown) return null;

  function goToField(event: MouseEvent<HTMLAnchorElement>, field: string) {
    const control = controlOf(summary.current, field);
    if (control === null) return;
    event.preventDefault();
    focusField(control);
  }

  const Heading = `h${headingLevel}` as const;
  return (
    // Focused by script only, when a send fails; never a stop for Tab.
    <div className="ui-error-summary" ref={summary} tabIndex={-1}>
      <div role="alert">
        <Heading className="ui-error-summary-title">{HEADING}</Heading>
        <ul className="ui-error-summary-list">
          {errors.map((error, index) => (
            <li key={`${error.field ?? ''}-${index}`}>
              {error.field === undefined ? (
                error.message
              ) : (
                <a
                  href={`#${controlIds[error.field] ?? ''}`}
                  onClick={(event) => goToField(event, error.field as string)}
                >
                  {error.message}
                </a>
              )}
            </li>
          ))}
        </ul>
      </div>
      {children ? <div className="ui-error-summary-actions">{children}</div> : null}
    </div>
  );
}

/** The control named `field` in the summary's form, or in the page when the summary stands outside any form. */
function controlOf(summary: HTMLElement | null, field: string): HTMLElement | null {
  if (summary === null) return null;
  const scope: ParentNode = summary.closest('form') ?? summary.ownerDocument;
  const named = [...scope.querySelectorAll<HTMLElement>('[name]')].filter(
    (element) => element.getAttribute('name') === field,
  );
  // A select's hidden native twin carries the name; its visible button is the field a person uses.
  return named.find((element) => !element.closest('[aria-hidden="true"]')) ?? named[0] ?? null;
}

/**
 * Focuses the field's control and shows its label and question with it: GOV.UK scrolls the label
 * (or a group's legend) into view, since a control scrolled to the top of the window hides what
 * it asks. A control in a hidden twin (React Aria's select) hands the focus to its visible button.
 */
function focusField(control: HTMLElement) {
  const field = control.closest('.ui-field, fieldset');
  control.focus({ preventScroll: true });
  const shown = (field ?? control) as HTMLElement;
  // Not every environment lays pages out (jsdom has no scrolling).
  shown.scrollIntoView({ block: 'start' });
}
