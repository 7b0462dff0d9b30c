import { InputNumber, Segmented } from 'antd';
import type { ControlProps } from '../control-props';
import { MetricsControl } from '../metrics/MetricsControl';
import { CONTROL_TEXTS, toMetricOrFixed } from './control-values';

/** A fixed number or a metric (`{type: 'fix' | 'metric', value}`). */
export function MetricOrFixedControl({
  control,
  value,
  onChange,
  formData,
  datasource,
}: ControlProps<'MetricOrFixedControl'>) {
  const current = toMetricOrFixed(value ?? control.default);
  return (
    <div
      data-test={`metric-or-fixed-${control.name}`}
      style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
    >
      <Segmented
        size="small"
        value={current.type}
        onChange={(type) => onChange({ type, value: null })}
        options={[
          { value: 'fix', label: CONTROL_TEXTS.fixed },
          { value: 'metric', label: CONTROL_TEXTS.metric },
        ]}
      />
      {current.type === 'fix' ? (
        <InputNumber
          aria-label={control.label}
          style={{ width: '100%' }}
          value={typeof current.value === 'number' ? current.value : null}
          onChange={(v) => onChange({ type: 'fix', value: v ?? null })}
        />
      ) : (
        <MetricsControl
          control={{
            type: 'MetricControl',
            multi: false,
            name: `${control.name}.metric`,
            label: control.label,
            default: null,
          }}
          value={current.value}
          onChange={(metric) => onChange({ type: 'metric', value: metric })}
          formData={formData}
          datasource={datasource}
        />
      )}
    </div>
  );
}
