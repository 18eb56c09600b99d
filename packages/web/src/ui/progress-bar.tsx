import { useId } from 'react';
import './progress-bar.css';

export interface ProgressBarProps {
  readonly label: string;
  /** Whole percent, 0 to 100, shown beside the label. */
  readonly percent: number;
}

/**
 * A task's progress with its percentage in view. Screen readers read the label and the value
 * when they reach it; a page that wants the progress told as it goes says so in a live region of
 * its own, at a pace it chooses. Plain ARIA rather than React Aria's ProgressBar: its module sits
 * in the app's first chunk (React Aria's Button reads its context), so using its component there
 * would carry the component and a number formatter into every page's first load.
 */
export function ProgressBar({ label, percent }: ProgressBarProps) {
  const labelId = useId();
  const shown = Math.min(100, Math.max(0, Math.round(percent)));
  const valueText = `${shown} %`;
  return (
    <div
      className="ui-progress"
      role="progressbar"
      aria-labelledby={labelId}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={shown}
      aria-valuetext={valueText}
    >
      <div className="ui-progress-header">
        <span id={labelId}>{label}</span>
        <span className="ui-progress-value">{valueText}</span>
      </div>
      <div className="ui-progress-track">
        <div className="ui-progress-fill" style={{ width: `${shown}%` }} />
      </div>
    </div>
  );
}
