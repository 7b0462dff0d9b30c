import { Flex, Input, Select } from 'antd';
import { withFilterValue } from './list-filters';
import type { ChoiceField, FilterValues, ListFilterField } from './list-filters';
import { RelatedSelect } from './RelatedSelect';

/** Props of ListFilterBar. */
export interface ListFilterBarProps {
  /** The filters, in display order. */
  fields: readonly ListFilterField[];
  /** Their current values. */
  values: FilterValues;
  /** Called with all values after one changed. */
  onChange: (values: FilterValues) => void;
}

/** The row of search box and selects above a list (charts, dashboards, datasets). */
export function ListFilterBar({ fields, values, onChange }: ListFilterBarProps) {
  return (
    <Flex gap={12} wrap style={{ marginBottom: 16 }}>
      {fields.map((field) => {
        const value = values[field.key];
        const set = (next: typeof value) => onChange(withFilterValue(values, field.key, next));
        switch (field.input) {
          case 'search':
            return (
              <Input.Search
                key={field.key}
                allowClear
                placeholder={field.placeholder ?? field.label}
                aria-label={field.label}
                style={{ width: field.width ?? 220 }}
                onSearch={(text) => set(text.trim())}
              />
            );
          case 'choice':
            return <ChoiceSelect key={field.key} field={field} value={value} onChange={set} />;
          case 'related':
            return (
              <RelatedSelect
                key={field.key}
                field={field}
                value={typeof value === 'boolean' ? undefined : value}
                onChange={set}
              />
            );
        }
      })}
    </Flex>
  );
}

function ChoiceSelect({
  field,
  value,
  onChange,
}: {
  field: ChoiceField;
  value: FilterValues[string];
  onChange: (value: FilterValues[string]) => void;
}) {
  // antd options hold strings and numbers only, so options are keyed by position (booleans are values too).
  const index = field.options.findIndex((option) => option.value === value);
  return (
    <Select<number>
      allowClear
      aria-label={field.label}
      placeholder={field.label}
      style={{ width: field.width ?? 120 }}
      value={index < 0 ? undefined : index}
      onChange={(next) => onChange(next === undefined ? undefined : field.options[next]?.value)}
      options={field.options.map((option, position) => ({ value: position, label: option.label }))}
    />
  );
}
