import { filterControls, filterTarget, rangeDataMask } from '@meridian/core';
import type { DataMask, ExtraFormData, NativeFilter } from '@meridian/core';
import { Flex, InputNumber, Slider, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { RANGE_MAX, RANGE_MIN, rangeBoundsQuery } from './filter-values-query';
import { useFilterValues } from './use-filter-values';

/** Props of RangeFilter. */
export interface RangeFilterProps {
  filter: NativeFilter;
  mask: DataMask | undefined;
  parentExtraFormData: ExtraFormData;
  onChange: (mask: DataMask) => void;
  ready: () => Promise<void>;
}

type Range = [number | null, number | null];

function rangeOf(mask: DataMask | undefined): Range {
  const value = mask?.filterState?.value;
  if (!Array.isArray(value)) return [null, null];
  const [lo, hi] = value as unknown[];
  return [typeof lo === 'number' ? lo : null, typeof hi === 'number' ? hi : null];
}

function numberOf(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
}

/** A numeric range filter: a slider and two inputs over the column's min and max (loaded once charts are idle). */
export function RangeFilter({ filter, mask, parentExtraFormData, onChange, ready }: RangeFilterProps) {
  const column = filterTarget(filter).column ?? '';
  const single = filterControls(filter).enableSingleValue;
  const context = useMemo(
    () => rangeBoundsQuery({ filter, parentExtraFormData }),
    [filter, parentExtraFormData],
  );
  const bounds = useFilterValues(context, true, ready);
  const row = bounds.status === 'success' ? bounds.rows[0] : undefined;
  const min = numberOf(row?.[RANGE_MIN]);
  const max = numberOf(row?.[RANGE_MAX]);
  const chosen = rangeOf(mask);
  const [draft, setDraft] = useState<Range>(chosen);
  const chosenKey = JSON.stringify(chosen);
  useEffect(() => setDraft(JSON.parse(chosenKey) as Range), [chosenKey]);
  const emit = (range: Range) => {
    const [lo, hi] = range;
    // Ends at the column's own bounds add nothing: leave them open.
    const lower = lo !== null && min !== null && lo <= min && single === undefined ? null : lo;
    const upper = hi !== null && max !== null && hi >= max && single === undefined ? null : hi;
    if (single === 0) return onChange(rangeDataMask(column, [lo, null]));
    if (single === 1) return onChange(rangeDataMask(column, [lo, lo]));
    if (single === 2) return onChange(rangeDataMask(column, [null, hi]));
    return onChange(rangeDataMask(column, [lower, upper]));
  };
  const sliderValue: [number, number] = [draft[0] ?? min ?? 0, draft[1] ?? max ?? 0];
  return (
    <div data-testid="range-filter">
      {min !== null && max !== null ? (
        <Slider
          range
          min={min}
          max={max}
          step={Number.isInteger(min) && Number.isInteger(max) ? 1 : (max - min) / 100 || 1}
          value={sliderValue}
          onChange={(value) => setDraft([value[0] ?? null, value[1] ?? null])}
          onChangeComplete={(value) => emit([value[0] ?? null, value[1] ?? null])}
        />
      ) : null}
      <Flex gap={8} align="center">
        <InputNumber
          size="small"
          aria-label={`${filter.name ?? column} minimum`}
          placeholder={min === null ? 'Min' : String(min)}
          value={draft[0]}
          onChange={(value) => setDraft([numberOf(value), draft[1]])}
          onBlur={() => emit(draft)}
          onPressEnter={() => emit(draft)}
          style={{ flex: 1 }}
        />
        <Typography.Text type="secondary">–</Typography.Text>
        <InputNumber
          size="small"
          aria-label={`${filter.name ?? column} maximum`}
          placeholder={max === null ? 'Max' : String(max)}
          value={draft[1]}
          onChange={(value) => setDraft([draft[0], numberOf(value)])}
          onBlur={() => emit(draft)}
          onPressEnter={() => emit(draft)}
          style={{ flex: 1 }}
        />
      </Flex>
      {bounds.status === 'failed' ? (
        <Typography.Text type="danger" style={{ fontSize: 12 }} data-testid="filter-values-error">
          {bounds.error}
        </Typography.Text>
      ) : null}
      {mask?.filterState?.validateStatus === 'error' ? (
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          {mask.filterState.validateMessage}
        </Typography.Text>
      ) : null}
    </div>
  );
}
