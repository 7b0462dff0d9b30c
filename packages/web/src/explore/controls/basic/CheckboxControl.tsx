import { Checkbox } from 'antd';
import type { ControlProps } from '../control-props';

/** A checkbox; its label sits beside the box. */
export function CheckboxControl({ control, value, onChange }: ControlProps<'CheckboxControl'>) {
  return (
    <Checkbox
      checked={value === true}
      onChange={(event) => onChange(event.target.checked)}
      data-test={`checkbox-${control.name}`}
    >
      {control.label}
    </Checkbox>
  );
}
