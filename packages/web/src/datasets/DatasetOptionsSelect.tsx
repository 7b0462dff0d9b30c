import { Select } from 'antd';
import type { CSSProperties } from 'react';
import { useMemo, useState } from 'react';
import type { RelatedOption } from '@meridian/core';
import { useDebouncedValue } from '../components/use-debounced-value';
import { useDatasetOptionsQuery } from './dataset-api';
import type { DatasetOptionsColumn } from './dataset-api';

const SEARCH_DEBOUNCE_MS = 250;

/** Props of DatasetOptionsSelect (single value). */
interface SingleProps {
  mode?: undefined;
  /** Selected value. */
  value: string | number | undefined;
  /** Called with the new value, or undefined when cleared. */
  onChange: (value: string | number | undefined) => void;
}

/** Props of DatasetOptionsSelect (several values). */
interface MultipleProps {
  mode: 'multiple';
  /** Selected values. */
  value: (string | number)[];
  /** Called with the new values. */
  onChange: (value: (string | number)[]) => void;
}

/** Props of DatasetOptionsSelect. */
export type DatasetOptionsSelectProps = (SingleProps | MultipleProps) & {
  /** Which related/distinct call fills the options. */
  column: DatasetOptionsColumn;
  /** Accessible name. */
  ariaLabel: string;
  /** Placeholder text. */
  placeholder?: string;
  /** Options known already (e.g. current owners), shown even if the search does not return them. */
  knownOptions?: RelatedOption[];
  /** Style of the select. */
  style?: CSSProperties;
  /** Whether it is disabled. */
  disabled?: boolean;
};

/** A searchable select backed by the dataset API's `/related/` or `/distinct/` call. */
export function DatasetOptionsSelect(props: DatasetOptionsSelectProps) {
  const { column, ariaLabel, placeholder, knownOptions, style, disabled } = props;
  const [search, setSearch] = useState('');
  const filter = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const options = useDatasetOptionsQuery({ column, filter });
  const merged = useMemo(() => {
    const byValue = new Map<string | number, string>();
    for (const option of [...(knownOptions ?? []), ...(options.data ?? [])])
      byValue.set(option.value, option.text);
    return [...byValue].map(([value, label]) => ({ value, label }));
  }, [knownOptions, options.data]);

  const common = {
    'aria-label': ariaLabel,
    placeholder,
    style,
    disabled,
    allowClear: true,
    showSearch: { filterOption: false, onSearch: setSearch },
    loading: options.isFetching,
    options: merged,
    onOpenChange: (open: boolean) => {
      if (!open) setSearch('');
    },
  };
  if (props.mode === 'multiple') {
    return (
      <Select<(string | number)[]>
        {...common}
        mode="multiple"
        value={props.value}
        onChange={(value) => props.onChange(value)}
      />
    );
  }
  const onSingleChange = props.onChange;
  return (
    <Select<string | number> {...common} value={props.value} onChange={(value) => onSingleChange(value)} />
  );
}
