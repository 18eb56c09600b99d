import {
  DateField as AriaDateField,
  DateInput,
  DateSegment,
  type DateFieldProps as AriaDateFieldProps,
  type DateValue,
} from 'react-aria-components';
import { FieldFrame } from './field-frame';

export interface DateFieldProps<T extends DateValue> extends Omit<AriaDateFieldProps<T>, 'className' | 'children'> {
  readonly label: string;
  readonly description?: string;
}

/** A date typed segment by segment, in the es-AR order of the I18nProvider: day/month/year, 24-hour times. */
export function DateField<T extends DateValue>({ label, description, ...props }: DateFieldProps<T>) {
  return (
    <AriaDateField {...props} hourCycle={24} className="ui-field">
      <FieldFrame label={label} description={description}>
        <DateInput className="ui-date-input">
          {(segment) => <DateSegment segment={segment} className="ui-date-segment" />}
        </DateInput>
      </FieldFrame>
    </AriaDateField>
  );
}
