import { ColorPicker, Input, Typography } from 'antd';
import { useState } from 'react';
import type { ControlProps } from '../control-props';
import { clampOpacity, parseColorText, rgbaText, toRgba } from './control-values';

/** A colour with opacity (0-1), saved as Superset's {r, g, b, a}; typed colours that do not parse say 'Invalid color'. */
export function ColorPickerControl({ control, value, onChange }: ControlProps<'ColorPickerControl'>) {
  const color = toRgba(value ?? control.default);
  const [text, setText] = useState<string | null>(null);
  const typed = text === null ? null : parseColorText(text);
  const error = typed && 'error' in typed ? typed.error : null;
  return (
    <div data-test={`color-${control.name}`}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <ColorPicker
          value={rgbaText(color)}
          onChangeComplete={(next) => {
            const { r, g, b, a } = next.toRgb();
            setText(null);
            onChange({ r, g, b, a: clampOpacity(a) });
          }}
        />
        <Input
          aria-label={control.label}
          size="small"
          status={error ? 'error' : undefined}
          value={text ?? rgbaText(color)}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => {
            if (typed && 'color' in typed) {
              onChange(typed.color);
              setText(null);
            }
          }}
        />
      </div>
      {error ? (
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          {error}
        </Typography.Text>
      ) : null}
    </div>
  );
}
