import { SPATIAL_TYPES, type SpatialValue } from '@meridian/viz';
import { Checkbox, Input, Radio, Select } from 'antd';
import type { ControlProps } from '../control-props';
import { SPATIAL_TYPE_LABELS, toSpatialValue, withSpatialType } from './spatial-value';

type ColumnKey = 'latCol' | 'lonCol' | 'lonlatCol' | 'geohashCol';

/**
 * The geographic position control: latitude and longitude columns, one delimited column, or a geohash column.
 * Its validator shows 'Invalid lat/long configuration.' until the chosen type has what it needs.
 */
export function SpatialControl({ control, value, onChange, datasource }: ControlProps<'SpatialControl'>) {
  const current = toSpatialValue(value ?? control.default);
  const options = datasource.columns.map((c) => ({ value: c.column_name, label: c.column_name }));
  const set = (patch: Partial<SpatialValue>) => onChange({ ...current, ...patch });
  const columnSelect = (key: ColumnKey, label: string) => (
    <label style={{ display: 'block', fontSize: 12, marginTop: 6 }}>
      {label}
      <Select<string>
        aria-label={label}
        data-test={`spatial-${key}`}
        style={{ width: '100%' }}
        showSearch={{ optionFilterProp: 'label' }}
        allowClear
        placeholder="Select a column"
        options={options}
        value={current[key] ?? undefined}
        onChange={(column) => set({ [key]: column ?? null })}
      />
    </label>
  );
  const reverse = (
    <Checkbox
      data-test="spatial-reverse"
      style={{ marginTop: 6 }}
      checked={current.reverseCheckbox === true}
      onChange={(event) => set({ reverseCheckbox: event.target.checked })}
    >
      Reverse lat/long
    </Checkbox>
  );
  return (
    <div data-test={`spatial-${control.name}`}>
      <Radio.Group
        size="small"
        value={current.type}
        onChange={(event) => onChange(withSpatialType(current, event.target.value))}
        options={SPATIAL_TYPES.map((type) => ({ value: type, label: SPATIAL_TYPE_LABELS[type] }))}
      />
      {current.type === 'latlong' ? (
        <>
          {columnSelect('lonCol', 'Longitude')}
          {columnSelect('latCol', 'Latitude')}
        </>
      ) : null}
      {current.type === 'delimited' ? (
        <>
          {columnSelect('lonlatCol', 'Column')}
          <label style={{ display: 'block', fontSize: 12, marginTop: 6 }}>
            Delimiter
            <Input
              aria-label="Delimiter"
              size="small"
              value={current.delimiter ?? ''}
              onChange={(event) => set({ delimiter: event.target.value })}
            />
          </label>
          {reverse}
        </>
      ) : null}
      {current.type === 'geohash' ? (
        <>
          {columnSelect('geohashCol', 'Column')}
          {reverse}
        </>
      ) : null}
    </div>
  );
}
