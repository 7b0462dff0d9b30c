import { filterControls, filterTarget, selectDataMask, splitPastedValues } from '@meridian/core';
import type { DataMask, ExtraFormData, NativeFilter, SelectValue } from '@meridian/core';
import { Select, Switch, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ClipboardEvent } from 'react';
import { selectValuesQuery, sortSelectOptions } from './filter-values-query';
import { useFilterValues } from './use-filter-values';

/** Props of SelectFilter. */
export interface SelectFilterProps {
  filter: NativeFilter;
  /** The selected (not yet applied) mask. */
  mask: DataMask | undefined;
  /** The parents' merged selection (cascade). */
  parentExtraFormData: ExtraFormData;
  onChange: (mask: DataMask) => void;
  /** Resolves when values may be asked without delaying charts. */
  ready: () => Promise<void>;
}

/** A stable text key of a value (antd options hold strings). */
function keyOf(value: SelectValue): string {
  return JSON.stringify(value);
}

function valuesOf(mask: DataMask | undefined): SelectValue[] {
  const value = mask?.filterState?.value;
  return Array.isArray(value) ? (value as SelectValue[]) : [];
}

function asSelectValue(value: unknown): SelectValue {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : null;
}

/** A select filter: values of its column, loaded when first opened (or when a parent changes under a value). */
export function SelectFilter({ filter, mask, parentExtraFormData, onChange, ready }: SelectFilterProps) {
  const controls = filterControls(filter);
  const column = filterTarget(filter).column ?? '';
  const [opened, setOpened] = useState(controls.defaultToFirstItem);
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    if (!controls.searchAllOptions) return undefined;
    const timer = setTimeout(() => setDebounced(search), 500);
    return () => clearTimeout(timer);
  }, [search, controls.searchAllOptions]);
  const selected = valuesOf(mask);
  const parentKey = JSON.stringify(parentExtraFormData);
  const lastParentKey = useRef(parentKey);
  // A parent changing under a chosen value re-queries at once, so values no longer offered can be dropped.
  if (lastParentKey.current !== parentKey && selected.length > 0 && !opened) setOpened(true);
  const context = useMemo(
    () => selectValuesQuery({ filter, parentExtraFormData, search: debounced }),
    [filter, parentExtraFormData, debounced],
  );
  const values = useFilterValues(context, opened, ready);
  const options = useMemo(() => {
    if (values.status !== 'success') return [];
    const seen = new Set<string>();
    const out: { value: string; label: string; raw: SelectValue }[] = [];
    for (const row of values.rows) {
      const raw = asSelectValue(row[column]);
      const key = keyOf(raw);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ value: key, label: raw === null ? '<NULL>' : String(raw), raw });
    }
    return out;
  }, [values, column]);
  const emit = (next: SelectValue[], exclude = mask?.filterState?.excludeFilterValues) =>
    onChange(
      selectDataMask({
        column,
        values: next,
        inverseSelection: controls.inverseSelection,
        ...(exclude !== undefined ? { excludeFilterValues: exclude } : {}),
        required: controls.enableEmptyFilter,
      }),
    );
  useEffect(() => {
    if (values.status !== 'success') return;
    const offered = new Set(options.map((option) => option.value));
    if (lastParentKey.current !== parentKey) {
      lastParentKey.current = parentKey;
      const kept = selected.filter((value) => offered.has(keyOf(value)));
      if (kept.length !== selected.length) emit(kept);
    }
    if (controls.defaultToFirstItem && selected.length === 0 && options[0]) emit([options[0].raw]);
    // Runs when the values arrive; emit and selection are read as they are then.
  }, [values, options, parentKey]);
  const byKey = new Map(options.map((option) => [option.value, option.raw]));
  const toValue = (key: string): SelectValue => (byKey.has(key) ? (byKey.get(key) as SelectValue) : key);
  const chosenKeys = selected.map(keyOf);
  const extraOptions = chosenKeys
    .filter((key) => !byKey.has(key))
    .map((key) => ({ value: key, label: String(JSON.parse(key) ?? '<NULL>') }));
  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    if (!controls.multiSelect) return;
    const pasted = splitPastedValues(event.clipboardData.getData('text'));
    if (pasted.length < 2) return;
    event.preventDefault();
    const known = new Map(options.map((option) => [option.label, option.raw]));
    const merged = [...selected];
    for (const item of pasted) {
      const value = known.has(item) ? (known.get(item) as SelectValue) : item;
      if (!merged.some((existing) => keyOf(existing) === keyOf(value))) merged.push(value);
    }
    emit(merged);
  };
  const sorted = sortSelectOptions(options, filter);
  return (
    <div>
      {controls.inverseSelection ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <Switch
            size="small"
            checked={mask?.filterState?.excludeFilterValues !== false}
            onChange={(exclude) => emit(selected, exclude)}
          />{' '}
          is not
        </Typography.Text>
      ) : null}
      {/* Pasting several values splits them (§5); antd's Select has no paste handler of its own. */}
      <div onPasteCapture={onPaste}>
        <Select<string | string[]>
          data-testid="select-filter"
          aria-label={filter.name}
          style={{ width: '100%' }}
          mode={controls.multiSelect ? 'multiple' : undefined}
          allowClear
          showSearch
          optionFilterProp="label"
          maxTagCount="responsive"
          placeholder={
            values.status === 'loading'
              ? 'Loading…'
              : `${options.length || 'Choose'} option${options.length === 1 ? '' : 's'}`
          }
          loading={values.status === 'loading'}
          status={
            values.status === 'failed' || mask?.filterState?.validateStatus === 'error' ? 'error' : undefined
          }
          notFoundContent={
            values.status === 'failed' ? values.error : values.status === 'loading' ? 'Loading…' : undefined
          }
          options={[...extraOptions, ...sorted.map(({ value, label }) => ({ value, label }))]}
          value={controls.multiSelect ? chosenKeys : chosenKeys[0]}
          onOpenChange={(open) => {
            if (open) setOpened(true);
          }}
          onSearch={setSearch}
          filterOption={controls.searchAllOptions ? false : undefined}
          onChange={(next) => {
            const keys = next === undefined ? [] : Array.isArray(next) ? next : [next];
            emit(keys.map(toValue));
          }}
        />
      </div>
      {values.status === 'failed' ? (
        <Typography.Text type="danger" style={{ fontSize: 12 }} data-testid="filter-values-error">
          {values.error}
        </Typography.Text>
      ) : null}
    </div>
  );
}
