import { Label, ProgressBar as AriaProgressBar } from 'react-aria-components';
import './progress-bar.css';

export interface ProgressBarProps {
  readonly label: string;
  /** Whole percent, 0 to 100, shown beside the label. */
  readonly percent: number;
}

/**
 * A task's progress with its percentage in view. Screen readers read the label and the value
 * when they reach it; a page that wants the progress told as it goes says so in a live region of
 * its own, at a pace it chooses.
 */
export function ProgressBar({ label, percent }: ProgressBarProps) {
  return (
    <AriaProgressBar className="ui-progress" value={percent} valueLabel={`${percent} %`}>
      {({ percentage, valueText }) => (
        <>
          <div className="ui-progress-header">
            <Label>{label}</Label>
            <span className="ui-progress-value">{valueText}</span>
          </div>
          <div className="ui-progress-track">
            <div className="ui-progress-fill" style={{ width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
