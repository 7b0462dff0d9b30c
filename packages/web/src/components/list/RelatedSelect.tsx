import type { RelatedOption } from '@meridian/core';
import { Select } from 'antd';
import { useState } from 'react';
import { useDebouncedValue } from '../use-debounced-value';
import type { RelatedField } from './list-filters';

/** Superset's search debounce of list selects (spec §9). */
const SEARCH_DEBOUNCE_MS = 250;

/** Props of RelatedSelect. */
export interface RelatedSelectProps {
  /** The field it edits. */
  field: RelatedField;
  /** Chosen option value. */
  value: string | number | undefined;
  /** Called with the new value, or undefined when cleared. */
  onChange: (value: string | number | undefined) => void;
}

/** A filter select whose options the server lists, searched as the user types. */
export function RelatedSelect({ field, value, onChange }: RelatedSelectProps) {
  const [search, setSearch] = useState('');
  const { options, isFetching, refetch } = field.useOptions(useDebouncedValue(search, SEARCH_DEBOUNCE_MS));
  const labelOf = field.labelOf ?? ((option: RelatedOption) => option.text);
  return (
    <Select<string | number>
      allowClear
      showSearch={{ filterOption: false, onSearch: setSearch }}
      aria-label={field.label}
      placeholder={field.label}
      style={{ width: field.width ?? 170 }}
      value={value}
      loading={isFetching}
      onChange={(next) => onChange(next ?? undefined)}
      onOpenChange={(open) => {
        if (open) refetch();
        else setSearch('');
      }}
      options={options.map((option) => ({ value: option.value, label: labelOf(option) }))}
    />
  );
}
