import type { ControlProps } from '../control-props';
import { TimeRangePicker } from '../../../components/time-range/TimeRangePicker';

/** The time range control (legacy `time_range`). */
export function TimeRangeControl({ value, onChange }: ControlProps<'TimeRangeControl'>) {
  return <TimeRangePicker value={typeof value === 'string' ? value : ''} onChange={onChange} />;
}
