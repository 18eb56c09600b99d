import type { StepContext } from './flow-steps';
import { StepNavigation } from './step-navigation';

/** 'Abogado': the lawyer chosen, and the page's chooser. */
export function WhoStep({ context, stepIndex }: { readonly context: StepContext; readonly stepIndex: number }) {
  const { draft, props } = context;
  return (
    <>
      {draft.lawyer !== null ? (
        <p role="status" className="consultation-chosen">
          Abogado elegido: <strong>{draft.lawyer.name}</strong>
          {draft.lawyer.study !== '' ? ` · ${draft.lawyer.study}` : null}
        </p>
      ) : (
        <p role="status">Todavía no eligió un abogado.</p>
      )}
      {props.lawyerChooser}
      <StepNavigation context={context} stepIndex={stepIndex} />
    </>
  );
}
