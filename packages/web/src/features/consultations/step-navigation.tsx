import { Button } from '../../ui/button';
import { problemsIn, type StepContext } from './flow-steps';

/**
 * The step's way back and forwards: 'Volver', and 'Continuar', or the page's own button.
 * 'Continuar' on an incomplete step says every problem at once in the summary above the step,
 * which takes the focus (GOV.UK), and on each field.
 */
export function StepNavigation({
  context,
  stepIndex,
  children,
}: {
  readonly context: StepContext;
  readonly stepIndex: number;
  readonly children?: React.ReactNode;
}) {
  const step = context.props.steps[stepIndex] ?? 'review';
  return (
    <>
      <div className="consultation-nav">
        {stepIndex > 0 ? (
          <Button variant="secondary" onPress={() => context.goTo(stepIndex - 1)}>
            Volver
          </Button>
        ) : null}
        {children ?? (
          <Button
            onPress={() => {
              const problems = problemsIn(step, context);
              if (problems.length === 0) context.goTo(stepIndex + 1);
              else context.refuse(problems);
            }}
          >
            Continuar
          </Button>
        )}
      </div>
    </>
  );
}
