import {
  filterTarget,
  NO_TIME_RANGE,
  TIME_GRAINS,
  timeColumnDataMask,
  timeGrainDataMask,
  timeRangeDataMask,
} from '@meridian/core';
import type { DashboardDataset, DataMask, NativeFilter } from '@meridian/core';
import { Select } from 'antd';
import { TimeRangePicker } from '../../components/time-range/TimeRangePicker';

/** Props shared by the time filters. */
export interface TimeFilterProps {
  filter: NativeFilter;
  mask: DataMask | undefined;
  onChange: (mask: DataMask) => void;
  /** The dashboard's datasets (time columns). */
  datasets: readonly DashboardDataset[];
}

function firstValue(mask: DataMask | undefined): string | undefined {
  const value = mask?.filterState?.value;
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}

/** A time range filter: the explore time-range popover. */
export function TimeRangeFilter({ mask, onChange }: TimeFilterProps) {
  return (
    <div data-testid="time-range-filter">
      <TimeRangePicker
        value={firstValue(mask) ?? NO_TIME_RANGE}
        onChange={(value) => onChange(timeRangeDataMask(value))}
      />
    </div>
  );
}

/** A time grain filter: the grains charts bucket their time axis by. */
export function TimeGrainFilter({ filter, mask, onChange }: TimeFilterProps) {
  return (
    <Select
      data-testid="time-grain-filter"
      aria-label={filter.name}
      style={{ width: '100%' }}
      allowClear
      showSearch
      optionFilterProp="label"
      placeholder="Select time grain"
      value={firstValue(mask)}
      options={TIME_GRAINS.map((grain) => ({ value: grain.key, label: grain.name }))}
      onChange={(value: string | undefined) => onChange(timeGrainDataMask(value ?? null))}
    />
  );
}

/** A time column filter: the temporal columns of the filter's dataset. */
export function TimeColumnFilter({ filter, mask, onChange, datasets }: TimeFilterProps) {
  const datasetId = filterTarget(filter).datasetId;
  const dataset = datasets.find((item) => item.id === datasetId);
  const columns = (dataset?.columns ?? []).filter((column) => column.is_dttm);
  return (
    <Select
      data-testid="time-column-filter"
      aria-label={filter.name}
      style={{ width: '100%' }}
      allowClear
      placeholder="Select time column"
      value={firstValue(mask)}
      options={columns.map((column) => ({
        value: column.column_name,
        label: column.verbose_name || column.column_name,
      }))}
      onChange={(value: string | undefined) => onChange(timeColumnDataMask(value ?? null))}
    />
  );
}
