import { InputNumber } from 'antd';
import type { ControlProps } from '../control-props';
import { VIEWPORT_FIELDS, toViewport } from './control-values';

/** The viewport: longitude, latitude, zoom, bearing and pitch. */
export function ViewportControl({ control, value, onChange }: ControlProps<'ViewportControl'>) {
  const viewport = toViewport(value ?? control.default);
  return (
    <div
      style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}
      data-test={`viewport-${control.name}`}
    >
      {VIEWPORT_FIELDS.map((field) => (
        <label key={field} style={{ fontSize: 12 }}>
          {field}
          <InputNumber
            aria-label={field}
            size="small"
            style={{ width: '100%' }}
            value={viewport[field]}
            onChange={(v) => {
              if (typeof v === 'number') onChange({ ...viewport, [field]: v });
            }}
          />
        </label>
      ))}
    </div>
  );
}
