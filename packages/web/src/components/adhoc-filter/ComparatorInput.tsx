import type { Dataset, DatasetColumn } from '@meridian/core';
import { AutoComplete, Select } from 'antd';
import type { ClipboardEvent } from 'react';
import { useFilterValuesQuery } from './filter-editor-api';
import { TimeRangePicker } from '../time-range/TimeRangePicker';
import { coerceComparatorValue } from './adhoc-filter';
import type { OperatorId } from './operators';
import { DISABLE_INPUT_OPERATORS, MULTI_OPERATORS } from './operators';
import { appendPastedValues, isMultiValuePaste, splitPastedValues } from './paste-values';

/** Props of ComparatorInput. */
export interface ComparatorInputProps {
  /** The filter's operator. */
  operatorId: OperatorId | null;
  /** The comparator. */
  value: unknown;
  /** Called with the new comparator. */
  onChange: (value: unknown) => void;
  /** The subject's column (undefined for metrics). */
  column: DatasetColumn | undefined;
  /** The dataset (id, whether values may be fetched). */
  datasource: Dataset;
}

type OptionValue = string | number;

function toOptionValue(value: unknown): OptionValue | null {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return String(value);
  return null;
}

/**
 * The value part of a simple filter: nothing for null / true / false operators, the time range
 * picker for a temporal range, a tags select (with paste splitting) for IN / NOT IN, and free text
 * with suggestions otherwise. Suggestions are the column's distinct values.
 */
export function ComparatorInput({ operatorId, value, onChange, column, datasource }: ComparatorInputProps) {
  const needsValues =
    column !== undefined &&
    datasource.filter_select_enabled &&
    operatorId !== null &&
    operatorId !== 'TEMPORAL_RANGE' &&
    !DISABLE_INPUT_OPERATORS.has(operatorId);
  const values = useFilterValuesQuery(
    { datasetId: datasource.id, column: column?.column_name ?? '' },
    { skip: !needsValues },
  );
  if (operatorId === null || DISABLE_INPUT_OPERATORS.has(operatorId)) return null;
  if (operatorId === 'TEMPORAL_RANGE') {
    return (
      <TimeRangePicker
        value={typeof value === 'string' ? value : ''}
        onChange={onChange}
        columnPlaceholder={column?.column_name}
      />
    );
  }
  const options = (values.data ?? [])
    .map(toOptionValue)
    .filter((v): v is OptionValue => v !== null)
    .map((v) => ({ value: v, label: String(v) }));
  const coerce = (v: unknown) => coerceComparatorValue(v, column);

  if (MULTI_OPERATORS.has(operatorId)) {
    const current = (Array.isArray(value) ? value : [])
      .map(toOptionValue)
      .filter((v): v is OptionValue => v !== null);
    const onPaste = (event: ClipboardEvent) => {
      const text = event.clipboardData.getData('text');
      if (!isMultiValuePaste(text)) return;
      event.preventDefault();
      onChange(appendPastedValues(current, splitPastedValues(text).map(coerce)));
    };
    return (
      <div onPasteCapture={onPaste}>
        <Select
          aria-label="Comparator"
          data-test="comparator-select"
          mode="tags"
          style={{ width: '100%' }}
          loading={values.isFetching}
          placeholder={options.length ? `${options.length} option(s)` : 'Type a value'}
          value={current}
          onChange={(next: OptionValue[]) => onChange(next.map(coerce))}
          options={options}
          virtual={options.length > 100}
          maxTagCount="responsive"
        />
      </div>
    );
  }
  const text = toOptionValue(value);
  return (
    <AutoComplete
      aria-label="Comparator"
      data-test="comparator-input"
      style={{ width: '100%' }}
      value={text === null ? '' : String(text)}
      placeholder="Filter value (case sensitive)"
      onChange={(next: string) => onChange(coerce(next))}
      options={options.map((o) => ({ value: String(o.value), label: o.label }))}
      showSearch={{
        filterOption: (input, option) =>
          String(option?.value ?? '')
            .toLowerCase()
            .includes(input.toLowerCase()),
      }}
    />
  );
}
