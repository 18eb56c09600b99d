import { useState } from 'react';
import { FormAlert } from '../../ui/blocks';
import { Button } from '../../ui/button';
import { missingIn, type StepContext } from './flow-steps';

/** The step's way back and forwards: 'Volver', and 'Continuar' once the step is complete, or the page's own button. */
export function StepNavigation({
  context,
  stepIndex,
  onContinue,
  children,
}: {
  readonly context: StepContext;
  readonly stepIndex: number;
  /** Called on 'Continuar' before the step is checked, for a step that says on its fields what is wrong. */
  readonly onContinue?: () => void;
  readonly children?: React.ReactNode;
}) {
  const [tried, setTried] = useState(false);
  const step = context.props.steps[stepIndex] ?? 'review';
  const missing = missingIn(step, context);
  return (
    <>
      {tried && missing !== null ? <FormAlert>{missing}</FormAlert> : null}
      <div className="consultation-nav">
        {stepIndex > 0 ? (
          <Button variant="secondary" onPress={() => context.goTo(stepIndex - 1)}>
            Volver
          </Button>
        ) : null}
        {children ?? (
          <Button
            onPress={() => {
              onContinue?.();
              setTried(true);
              if (missing === null) context.goTo(stepIndex + 1);
            }}
          >
            Continuar
          </Button>
        )}
      </div>
    </>
  );
}
