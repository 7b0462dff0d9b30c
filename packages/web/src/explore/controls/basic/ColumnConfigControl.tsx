import { D3_FORMAT_OPTIONS, D3_TIME_FORMAT_OPTIONS } from '@meridian/viz';
import { Checkbox, Empty, Form, Input, InputNumber, Segmented, Select } from 'antd';
import { useState } from 'react';
import { PopoverList } from '../common/PopoverList';
import type { ControlProps } from '../control-props';
import type { ColumnSettings, ComparisonSettings, ConfigColumn } from './column-config';
import { configColumns, setColumnSettings, toColumnConfig } from './column-config';

function ColumnSettingsForm({
  column,
  settings,
  onChange,
}: {
  column: ConfigColumn;
  settings: ColumnSettings;
  onChange: (s: ColumnSettings) => void;
}) {
  const [draft, setDraft] = useState(settings);
  const set = (patch: ColumnSettings) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    onChange(next);
  };
  const formatOptions = (choices: readonly (readonly [string | number, string])[]) =>
    choices.map(([value, label]) => ({ value: String(value), label }));
  return (
    <Form layout="vertical" size="small" style={{ width: 280 }} data-test="column-config-form">
      {column.kind === 'numeric' ? (
        <Form.Item label="D3 format">
          <Select
            allowClear
            showSearch
            value={draft.d3NumberFormat ?? undefined}
            onChange={(v?: string) => set({ d3NumberFormat: v ?? null })}
            options={formatOptions(D3_FORMAT_OPTIONS)}
          />
        </Form.Item>
      ) : null}
      {column.kind === 'temporal' ? (
        <Form.Item label="D3 time format">
          <Select
            allowClear
            showSearch
            value={draft.d3TimeFormat ?? undefined}
            onChange={(v?: string) => set({ d3TimeFormat: v ?? null })}
            options={formatOptions(D3_TIME_FORMAT_OPTIONS)}
          />
        </Form.Item>
      ) : null}
      <Form.Item label="Min width">
        <InputNumber
          min={0}
          style={{ width: '100%' }}
          value={draft.columnWidth ?? null}
          onChange={(v) => set({ columnWidth: v ?? null })}
        />
      </Form.Item>
      <Form.Item label="Text align">
        <Segmented
          value={draft.horizontalAlign ?? (column.kind === 'numeric' ? 'right' : 'left')}
          onChange={(v) => set({ horizontalAlign: v })}
          options={['left', 'center', 'right'] as const}
        />
      </Form.Item>
      {column.kind === 'numeric' ? (
        <>
          <Checkbox
            checked={draft.showCellBars ?? true}
            onChange={(e) => set({ showCellBars: e.target.checked })}
          >
            Show cell bars
          </Checkbox>
          <Checkbox
            checked={draft.alignPositiveNegative ?? false}
            onChange={(e) => set({ alignPositiveNegative: e.target.checked })}
          >
            Align +/-
          </Checkbox>
          <Checkbox
            checked={draft.colorPositiveNegative ?? false}
            onChange={(e) => set({ colorPositiveNegative: e.target.checked })}
          >
            Color +/-
          </Checkbox>
        </>
      ) : null}
    </Form>
  );
}

/** Settings of a comparison value of pop_kpi: shown, custom name, symbol (Superset's column config there). */
function ComparisonSettingsForm({
  settings,
  onChange,
}: {
  settings: ComparisonSettings;
  onChange: (s: ComparisonSettings) => void;
}) {
  const [draft, setDraft] = useState(settings);
  const set = (patch: ComparisonSettings) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    onChange(next);
  };
  return (
    <Form layout="vertical" size="small" style={{ width: 240 }} data-test="column-config-form">
      <Checkbox checked={draft.visible ?? true} onChange={(e) => set({ visible: e.target.checked })}>
        Show
      </Checkbox>
      <Form.Item label="Custom name">
        <Input
          aria-label="Custom name"
          value={draft.customColumnName ?? ''}
          onChange={(e) => set({ customColumnName: e.target.value || null })}
        />
      </Form.Item>
      <Checkbox
        checked={draft.displayTypeIcon ?? true}
        onChange={(e) => set({ displayTypeIcon: e.target.checked })}
      >
        Display type icon
      </Checkbox>
    </Form>
  );
}

/** Per-column display settings of the table (`column_config`), one popover per shown column. */
export function ColumnConfigControl({
  control,
  value,
  onChange,
  formData,
  datasource,
}: ControlProps<'ColumnConfigControl'>) {
  const config = toColumnConfig(value);
  const fixed = control.comparisonColumns;
  const columns = fixed
    ? fixed.map((key) => ({ key, kind: 'numeric' as const }))
    : configColumns(formData, datasource);
  if (columns.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No columns to configure" />;
  return (
    <PopoverList
      dragGroup={`column-config:${control.name}`}
      items={columns.map((c) => ({
        key: c.key,
        label: c.key,
        tooltip: config[c.key] ? 'Customized' : undefined,
      }))}
      addLabel=""
      canAdd={false}
      title={(index) => (index === null ? null : columns[index]?.key)}
      renderEditor={(index) => {
        const column = index === null ? undefined : columns[index];
        if (column && fixed)
          return (
            <ComparisonSettingsForm
              settings={config[column.key] ?? {}}
              onChange={(s) => onChange(setColumnSettings(config, column.key, s))}
            />
          );
        return column ? (
          <ColumnSettingsForm
            column={column}
            settings={config[column.key] ?? {}}
            onChange={(s) => onChange(setColumnSettings(config, column.key, s))}
          />
        ) : null;
      }}
    />
  );
}
