import { filterTarget, hasMaskValue, NO_TIME_RANGE, parentExtraFormData } from '@meridian/core';
import type { DashboardDataset, DataMask, DataMaskMap, NativeFilter } from '@meridian/core';
import { Checkbox, Flex, Form, Radio, Select, Typography } from 'antd';
import { useMemo } from 'react';
import { AdhocFilterTags } from '../../../components/adhoc-filter/AdhocFilterTags';
import { TimeRangePicker } from '../../../components/time-range/TimeRangePicker';
import { sortMetricOf } from '../filter-values-query';
import { NativeFilterInput } from '../NativeFilterInput';
import {
  defaultValueState,
  emptyDefaultMask,
  hasPreFilter,
  NO_PRE_FILTER,
  preFilterOf,
} from './filter-settings';
import type { FilterFormFlags } from './filter-settings';

/** What each settings field gets from the form. */
export interface SettingsFieldProps {
  filter: NativeFilter;
  /** Every filter of the draft (the parents' defaults preview a child's values). */
  items: readonly NativeFilter[];
  datasets: readonly DashboardDataset[];
  flags: FilterFormFlags;
  onChange: (patch: Partial<NativeFilter>) => void;
  onFlags: (flags: Partial<FilterFormFlags>) => void;
}

const valuesNow = () => Promise.resolve();

/** "Filter has default value" and the default value editor, the filter bar's own input for the type. */
export function DefaultValueField({ filter, items, datasets, flags, onChange, onFlags }: SettingsFieldProps) {
  const state = defaultValueState(filter, flags);
  // Superset previews a child's values under its parents' default values.
  const parents = useMemo(() => {
    const defaults: DataMaskMap = {};
    for (const item of items)
      if (item.id && item.defaultDataMask) defaults[item.id] = item.defaultDataMask as DataMask;
    return parentExtraFormData(filter, items, defaults);
  }, [filter, items]);
  const parentKey = JSON.stringify(parents);
  const stableParents = useMemo(() => JSON.parse(parentKey) as typeof parents, [parentKey]);
  const controls = filter.controlValues ?? {};
  const firstItem = filter.filterType === 'filter_select' && controls.defaultToFirstItem === true;
  // Required filters must have a default and first-item ones cannot: the checkbox is not the user's then.
  const forced = firstItem || controls.enableEmptyFilter === true;
  return (
    <Form.Item label="Default value" data-testid="filter-default-value">
      <Checkbox
        checked={state.shown}
        disabled={forced}
        onChange={(e) => {
          onFlags({ hasDefaultValue: e.target.checked });
          if (!e.target.checked) onChange({ defaultDataMask: emptyDefaultMask() });
        }}
      >
        Filter has default value
      </Checkbox>
      {state.hint && forced ? (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {state.hint}
        </Typography.Text>
      ) : null}
      {state.shown ? (
        <div style={{ marginTop: 8 }} data-testid="filter-default-input">
          <NativeFilterInput
            filter={filter}
            mask={filter.defaultDataMask as DataMask | undefined}
            parentExtraFormData={stableParents}
            onChange={(mask) => {
              onChange({
                defaultDataMask: { ...mask, ownState: mask.ownState ?? {} },
              } as Partial<NativeFilter>);
              if (hasMaskValue(mask) && !flags.hasDefaultValue) onFlags({ hasDefaultValue: true });
            }}
            ready={valuesNow}
            datasets={datasets}
          />
        </div>
      ) : null}
    </Form.Item>
  );
}

/** "Pre-filter available values": adhoc filters and a time range limiting the filter's own values query. */
export function PreFilterField({ filter, datasets, flags, onChange, onFlags }: SettingsFieldProps) {
  if (!hasPreFilter(filter)) return null;
  const dataset = datasets.find((item) => item.id === filterTarget(filter).datasetId);
  const pre = preFilterOf(filter);
  const temporal = (dataset?.columns ?? []).filter((column) => column.is_dttm);
  const defaultTimeColumn =
    temporal.find((column) => column.column_name === dataset?.main_dttm_col)?.column_name ??
    temporal[0]?.column_name;
  return (
    <Form.Item label="Pre-filter" data-testid="filter-pre-filter">
      <Checkbox
        checked={flags.preFilter}
        disabled={!dataset}
        onChange={(e) => {
          onFlags({ preFilter: e.target.checked });
          if (!e.target.checked) onChange(NO_PRE_FILTER as Partial<NativeFilter>);
        }}
      >
        Pre-filter available values
      </Checkbox>
      {flags.preFilter && dataset ? (
        <Flex vertical gap={8} style={{ marginTop: 8 }}>
          <AdhocFilterTags
            value={pre.adhoc_filters ?? []}
            onChange={(value) => onChange({ adhoc_filters: value } as Partial<NativeFilter>)}
            datasource={dataset}
            addLabel="Add pre-filter"
          />
          <Flex gap={8} align="center" wrap>
            <Typography.Text>Time range</Typography.Text>
            <TimeRangePicker
              value={pre.time_range ?? NO_TIME_RANGE}
              onChange={(timeRange) =>
                onChange({
                  time_range: timeRange,
                  // The range needs a column to apply to: the dataset's default time column unless one is chosen.
                  granularity_sqla:
                    timeRange === NO_TIME_RANGE ? undefined : (pre.granularity_sqla ?? defaultTimeColumn),
                } as Partial<NativeFilter>)
              }
            />
          </Flex>
          {pre.time_range !== undefined && pre.time_range !== NO_TIME_RANGE ? (
            <Select
              aria-label="Pre-filter time column"
              placeholder="Time column"
              value={pre.granularity_sqla}
              options={temporal.map((column) => ({
                value: column.column_name,
                label: column.verbose_name || column.column_name,
              }))}
              onChange={(granularity_sqla: string) => onChange({ granularity_sqla } as Partial<NativeFilter>)}
            />
          ) : null}
        </Flex>
      ) : null}
    </Form.Item>
  );
}

/** "Sort filter values": ascending or descending, optionally by a saved metric (Superset's `sortMetric`). */
export function SortField({ filter, datasets, onChange }: SettingsFieldProps) {
  const controls = (filter.controlValues ?? {}) as Record<string, unknown>;
  const sorted = typeof controls['sortAscending'] === 'boolean';
  const dataset = datasets.find((item) => item.id === filterTarget(filter).datasetId);
  const metric = sortMetricOf(filter);
  return (
    <Form.Item label="Sort" data-testid="filter-sort">
      <Checkbox
        checked={sorted}
        onChange={(e) => {
          const { sortAscending: _old, ...rest } = controls;
          onChange({
            controlValues: e.target.checked ? { ...rest, sortAscending: true } : rest,
            ...(e.target.checked ? {} : { sortMetric: undefined }),
          } as Partial<NativeFilter>);
        }}
      >
        Sort filter values
      </Checkbox>
      {sorted ? (
        <Flex vertical gap={8} style={{ marginTop: 8 }}>
          <Radio.Group
            value={controls['sortAscending'] === true}
            onChange={(e) =>
              onChange({ controlValues: { ...controls, sortAscending: e.target.value === true } })
            }
            options={[
              { value: true, label: 'Sort ascending' },
              { value: false, label: 'Sort descending' },
            ]}
          />
          <Select
            aria-label="Sort metric"
            placeholder="Sort metric"
            allowClear
            value={metric ?? undefined}
            options={(dataset?.metrics ?? []).map((item) => ({
              value: item.metric_name,
              label: item.verbose_name || item.metric_name,
            }))}
            onChange={(sortMetric: string | undefined) =>
              onChange({ sortMetric: sortMetric ?? undefined } as Partial<NativeFilter>)
            }
          />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            If a metric is specified, sorting will be done based on the metric value
          </Typography.Text>
        </Flex>
      ) : null}
    </Form.Item>
  );
}
