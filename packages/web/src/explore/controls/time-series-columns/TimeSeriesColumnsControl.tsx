import type { SavedTimeSeriesColumn as TimeSeriesColumn } from '@meridian/viz';
import { D3_FORMAT_OPTIONS, D3_TIME_FORMAT_OPTIONS } from '@meridian/viz';
import { Checkbox, Form, Input, InputNumber, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { PopoverList } from '../common/PopoverList';
import { moveItem, removeAt } from '../common/list-ops';
import type { ControlProps } from '../control-props';
import {
  COLUMN_TYPE_CHOICES,
  COMPARISON_TYPE_CHOICES,
  columnSummary,
  fieldsOf,
  newColumn,
  replaceColumn,
  toColumns,
  upsertColumn,
} from './column-form';

const formatOptions = (choices: readonly (readonly [string, string])[]) =>
  choices.map(([value, label]) => ({ value, label }));
type Bounds = [number | null, number | null];

function BoundsInputs({
  value,
  onChange,
  label,
}: {
  value: Bounds;
  onChange: (b: Bounds) => void;
  label: string;
}) {
  return (
    <Space.Compact style={{ width: '100%' }}>
      <InputNumber
        aria-label={`${label} min`}
        placeholder="Min"
        style={{ width: '50%' }}
        value={value[0]}
        onChange={(v) => onChange([v, value[1]])}
      />
      <InputNumber
        aria-label={`${label} max`}
        placeholder="Max"
        style={{ width: '50%' }}
        value={value[1]}
        onChange={(v) => onChange([value[0], v])}
      />
    </Space.Compact>
  );
}

/** Superset's TimeSeriesColumnControl: one column's settings, applied as they change. */
function ColumnEditor({
  column,
  onChange,
}: {
  column: TimeSeriesColumn;
  onChange: (c: TimeSeriesColumn) => void;
}) {
  const [draft, setDraft] = useState(column);
  const set = (patch: Partial<TimeSeriesColumn>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    onChange(next);
  };
  const fields = fieldsOf(draft.colType);
  const bounds = (v: unknown): Bounds => (Array.isArray(v) ? [v[0] ?? null, v[1] ?? null] : [null, null]);
  return (
    <Form layout="vertical" size="small" style={{ width: 300 }} data-test="time-series-column-form">
      <Form.Item label="Label">
        <Input
          aria-label="Label"
          value={draft.label ?? ''}
          onChange={(e) => set({ label: e.target.value })}
        />
      </Form.Item>
      <Form.Item label="Tooltip">
        <Input
          aria-label="Tooltip"
          value={draft.tooltip ?? ''}
          onChange={(e) => set({ tooltip: e.target.value })}
        />
      </Form.Item>
      <Form.Item label="Type">
        <Select
          aria-label="Type"
          value={draft.colType ?? undefined}
          options={formatOptions(COLUMN_TYPE_CHOICES)}
          onChange={(v) => set({ colType: v })}
        />
      </Form.Item>
      {fields.timeLag ? (
        <Form.Item label={draft.colType === 'avg' ? 'Number of periods to average' : 'Time lag'}>
          <InputNumber
            aria-label="Time lag"
            style={{ width: '100%' }}
            value={typeof draft.timeLag === 'number' ? draft.timeLag : Number(draft.timeLag ?? 0) || null}
            onChange={(v) => set({ timeLag: v })}
          />
        </Form.Item>
      ) : null}
      {fields.comparisonType ? (
        <Form.Item label="Type of comparison">
          <Select
            aria-label="Type of comparison"
            value={draft.comparisonType ?? 'value'}
            options={formatOptions(COMPARISON_TYPE_CHOICES)}
            onChange={(v) => set({ comparisonType: v })}
          />
        </Form.Item>
      ) : null}
      {fields.sparkline ? (
        <>
          <Space>
            <Form.Item label="Width">
              <Input
                aria-label="Width"
                value={String(draft.width ?? '')}
                onChange={(e) => set({ width: e.target.value })}
              />
            </Form.Item>
            <Form.Item label="Height">
              <Input
                aria-label="Height"
                value={String(draft.height ?? '')}
                onChange={(e) => set({ height: e.target.value })}
              />
            </Form.Item>
          </Space>
          <Form.Item label="Time ratio" tooltip="Number of periods to ratio against">
            <Input
              aria-label="Time ratio"
              value={String(draft.timeRatio ?? '')}
              onChange={(e) => set({ timeRatio: e.target.value })}
            />
          </Form.Item>
          <Checkbox checked={draft.showYAxis ?? false} onChange={(e) => set({ showYAxis: e.target.checked })}>
            Show Y-axis
          </Checkbox>
          <Form.Item label="Y-axis bounds">
            <BoundsInputs
              label="Y-axis bounds"
              value={bounds(draft.yAxisBounds)}
              onChange={(b) => set({ yAxisBounds: b })}
            />
          </Form.Item>
          <Form.Item label="Date format">
            <Select
              aria-label="Date format"
              allowClear
              showSearch
              value={draft.dateFormat || undefined}
              options={formatOptions(D3_TIME_FORMAT_OPTIONS)}
              onChange={(v?: string) => set({ dateFormat: v ?? '' })}
            />
          </Form.Item>
        </>
      ) : null}
      {fields.bounds ? (
        <Form.Item label="Bounds" tooltip="Number bounds used for color encoding from red to blue">
          <BoundsInputs label="Bounds" value={bounds(draft.bounds)} onChange={(b) => set({ bounds: b })} />
        </Form.Item>
      ) : null}
      <Form.Item label="Number format">
        <Select
          aria-label="Number format"
          allowClear
          showSearch
          value={draft.d3format || undefined}
          options={formatOptions(D3_FORMAT_OPTIONS)}
          onChange={(v?: string) => set({ d3format: v ?? '' })}
        />
      </Form.Item>
    </Form>
  );
}

/** The editor of a new column: the column joins the list when the editor opens (as Superset's add), then updates. */
function NewColumnEditor({ onChange }: { onChange: (c: TimeSeriesColumn) => void }) {
  const [created] = useState(newColumn);
  // Added once when the editor opens; later edits go through the editor's onChange.
  useEffect(() => onChange(created), []);
  return <ColumnEditor column={created} onChange={onChange} />;
}

/** The time-series table's columns: pills that open their editor, add, remove and drag to reorder. */
export function TimeSeriesColumnsControl({
  control,
  value,
  onChange,
}: ControlProps<'TimeSeriesColumnsControl'>) {
  const columns = toColumns(value);
  return (
    <PopoverList
      dragGroup={`time-series-columns:${control.name}`}
      items={columns.map((c, i) => ({
        key: c.key ?? String(i),
        label: columnSummary(c, i),
        tooltip: c.tooltip || undefined,
      }))}
      addLabel="Add a time series column"
      onRemove={(index) => onChange(removeAt(columns, index))}
      onMove={(from, to) => onChange(moveItem(columns, from, to))}
      title={(index) => (index === null ? 'New column' : columnSummary(columns[index] ?? {}, index))}
      renderEditor={(index) => {
        if (index === null) return <NewColumnEditor onChange={(c) => onChange(upsertColumn(columns, c))} />;
        const column = columns[index];
        return column ? (
          <ColumnEditor
            key={column.key ?? index}
            column={column}
            onChange={(c) => onChange(replaceColumn(columns, index, c))}
          />
        ) : null;
      }}
    />
  );
}
