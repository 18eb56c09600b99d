import { ErrorPrefix } from '../../ui/field-frame';

/**
 * A group of options' problem, GOV.UK style: under the group's question, read with the group
 * (its fieldset's aria-describedby names `id`) and prefixed 'Error:' for screen readers.
 */
export function ChoiceError({ id, message }: { readonly id: string; readonly message: string | undefined }) {
  if (message === undefined) return null;
  return (
    <p id={id} className="ui-field-error">
      <ErrorPrefix />
      {message}
    </p>
  );
}
