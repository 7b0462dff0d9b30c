import { InputNumber, Slider } from 'antd';
import type { ControlProps } from '../control-props';

/** A slider between the control's min and max, with the number beside it. */
export function SliderControl({ control, value, onChange }: ControlProps<'SliderControl'>) {
  const current = typeof value === 'number' ? value : control.default;
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }} data-test={`slider-${control.name}`}>
      <Slider
        style={{ flex: 1 }}
        min={control.min}
        max={control.max}
        step={control.step}
        value={current}
        onChange={(v: number) => onChange(v)}
      />
      <InputNumber
        aria-label={control.label}
        size="small"
        style={{ width: 64 }}
        min={control.min}
        max={control.max}
        step={control.step}
        value={current}
        onChange={(v) => {
          if (typeof v === 'number') onChange(v);
        }}
      />
    </div>
  );
}
