import { DeleteOutlined, DownOutlined, UpOutlined } from '@ant-design/icons';
import {
  chartAncestors,
  chartsInScope,
  isDivider,
  NATIVE_FILTER_TYPE_NAMES,
  NATIVE_FILTER_TYPES,
  scopeFromCheckedCharts,
} from '@meridian/core';
import type { DashboardDataset, DashboardLayout, NativeFilter } from '@meridian/core';
import { Alert, Button, Checkbox, Flex, Form, Input, Modal, Select, Typography } from 'antd';
import { useEffect, useMemo, useReducer, useRef } from 'react';
import { datasetColumnsOf } from '../dashboard-filters-model';
import {
  draftErrors,
  draftOf,
  filterConfigReducer,
  needsTarget,
  possibleParents,
  REMOVAL_DELAY_SECS,
  savedConfiguration,
} from './filter-config-model';
import { initialFlags } from './filter-settings';
import type { FilterFormFlags } from './filter-settings';
import { DefaultValueField, PreFilterField, SortField } from './FilterSettingsFields';

/** Props of FilterConfigModal. */
export interface FilterConfigModalProps {
  /** The saved configuration. */
  filters: readonly NativeFilter[];
  datasets: readonly DashboardDataset[];
  layout: DashboardLayout;
  /** Chart id -> title. */
  chartTitles: ReadonlyMap<number, string>;
  /** Saves the configuration; rejects with a message to show. */
  onSave: (configuration: NativeFilter[]) => Promise<void>;
  onClose: () => void;
  saving: boolean;
}

const CONTROL_LABELS = [
  ['multiSelect', 'Can select multiple values'],
  ['enableEmptyFilter', 'Filter value is required'],
  ['defaultToFirstItem', 'Select first filter value by default'],
  ['inverseSelection', 'Inverse selection'],
  ['searchAllOptions', 'Dynamically search all filter values'],
] as const;

function FilterForm(props: {
  filter: NativeFilter;
  items: readonly NativeFilter[];
  datasets: readonly DashboardDataset[];
  layout: DashboardLayout;
  chartTitles: ReadonlyMap<number, string>;
  flags: FilterFormFlags;
  onChange: (patch: Partial<NativeFilter>) => void;
  onFlags: (flags: Partial<FilterFormFlags>) => void;
}) {
  const { filter, onChange } = props;
  const ancestors = useMemo(() => chartAncestors(props.layout), [props.layout]);
  if (isDivider(filter)) {
    const title = (filter as { title?: string }).title ?? '';
    return (
      <Form layout="vertical">
        <Form.Item label="Title" required>
          <Input
            aria-label="Divider title"
            value={title}
            onChange={(e) => onChange({ title: e.target.value } as Partial<NativeFilter>)}
          />
        </Form.Item>
        <Form.Item label="Description">
          <Input.TextArea
            value={filter.description ?? ''}
            onChange={(e) => onChange({ description: e.target.value })}
          />
        </Form.Item>
      </Form>
    );
  }
  const target = filter.targets?.[0] ?? {};
  const needs = needsTarget(filter.filterType);
  const dataset = props.datasets.find((item) => item.id === target.datasetId);
  const columns = (dataset?.columns ?? []).filter((column) =>
    filter.filterType === 'filter_range'
      ? column.type_generic === 'NUMERIC' || column.type_generic === null
      : true,
  );
  const controls = (filter.controlValues ?? {}) as Record<string, unknown>;
  const checked = chartsInScope(filter.scope, ancestors);
  const allCharts = [...ancestors.keys()];
  const parents = possibleParents(filter, props.items);
  const settings = {
    filter,
    items: props.items,
    datasets: props.datasets,
    flags: props.flags,
    onChange,
    onFlags: props.onFlags,
  };
  return (
    <Form layout="vertical" data-testid="filter-config-form">
      <Form.Item label="Filter type">
        <Select
          aria-label="Filter type"
          value={filter.filterType}
          options={NATIVE_FILTER_TYPES.map((type) => ({
            value: type,
            label: NATIVE_FILTER_TYPE_NAMES[type],
          }))}
          onChange={(filterType: string) =>
            onChange({
              filterType,
              targets: [
                filterType === 'filter_time'
                  ? {}
                  : { ...(target.datasetId !== undefined ? { datasetId: target.datasetId } : {}) },
              ],
            })
          }
        />
      </Form.Item>
      <Form.Item label="Filter name" required>
        <Input
          aria-label="Filter name"
          value={filter.name ?? ''}
          onChange={(e) => onChange({ name: e.target.value })}
        />
      </Form.Item>
      {needs.dataset ? (
        <Form.Item label="Dataset" required>
          <Select
            aria-label="Dataset"
            value={target.datasetId}
            showSearch
            optionFilterProp="label"
            options={props.datasets.map((item) => ({ value: item.id, label: item.table_name }))}
            onChange={(datasetId: number) => onChange({ targets: [{ datasetId }] })}
          />
        </Form.Item>
      ) : null}
      {needs.column ? (
        <Form.Item label="Column" required>
          <Select
            aria-label="Column"
            value={target.column?.name}
            showSearch
            optionFilterProp="label"
            options={columns.map((column) => ({
              value: column.column_name,
              label: column.verbose_name || column.column_name,
            }))}
            onChange={(name: string) => onChange({ targets: [{ ...target, column: { name } }] })}
          />
        </Form.Item>
      ) : null}
      {filter.filterType === 'filter_select' ||
      filter.filterType === 'filter_range' ||
      filter.filterType === 'filter_time' ? (
        <Form.Item label="Values are dependent on other filters">
          <Select
            aria-label="Parent filters"
            mode="multiple"
            allowClear
            optionFilterProp="label"
            value={filter.cascadeParentIds ?? []}
            options={parents.map((item) => ({ value: item.id ?? '', label: item.name || item.id }))}
            onChange={(cascadeParentIds: string[]) => onChange({ cascadeParentIds })}
          />
        </Form.Item>
      ) : null}
      {filter.filterType === 'filter_select' ? (
        <Form.Item label="Filter settings">
          <Flex vertical gap={4}>
            {CONTROL_LABELS.map(([key, label]) => (
              <Checkbox
                key={key}
                checked={controls[key] === true}
                onChange={(e) => {
                  const next: Record<string, unknown> = { ...controls, [key]: e.target.checked };
                  const resetDefault = key === 'multiSelect' || key === 'defaultToFirstItem';
                  onChange({
                    controlValues: next,
                    ...(resetDefault
                      ? { defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} } }
                      : {}),
                    ...(key === 'defaultToFirstItem' ? { requiredFirst: e.target.checked || undefined } : {}),
                  } as Partial<NativeFilter>);
                }}
              >
                {label}
              </Checkbox>
            ))}
          </Flex>
        </Form.Item>
      ) : (
        <Form.Item label="Filter settings">
          <Checkbox
            checked={controls['enableEmptyFilter'] === true}
            onChange={(e) =>
              onChange({ controlValues: { ...controls, enableEmptyFilter: e.target.checked } })
            }
          >
            Filter value is required
          </Checkbox>
        </Form.Item>
      )}
      {filter.filterType === 'filter_select' ? <SortField {...settings} /> : null}
      <PreFilterField {...settings} />
      <DefaultValueField {...settings} />
      <Form.Item label="Scope: charts this filter applies to">
        <div
          data-testid="filter-scope"
          style={{ maxHeight: 180, overflow: 'auto', border: '1px solid #f0f0f0', padding: 8 }}
        >
          {allCharts.map((chartId) => (
            <div key={chartId}>
              <Checkbox
                data-chart-id={chartId}
                checked={checked.includes(chartId)}
                onChange={(e) => {
                  const next = e.target.checked
                    ? [...checked, chartId]
                    : checked.filter((id) => id !== chartId);
                  onChange({
                    scope:
                      next.length === allCharts.length
                        ? { rootPath: ['ROOT_ID'], excluded: [] }
                        : scopeFromCheckedCharts(next, ancestors),
                  });
                }}
              >
                {props.chartTitles.get(chartId) ?? `Chart ${chartId}`}
                {dataset && props.datasets.length > 1 ? null : null}
              </Checkbox>
            </div>
          ))}
        </div>
      </Form.Item>
      <Form.Item label="Description">
        <Input.TextArea
          value={filter.description ?? ''}
          onChange={(e) => onChange({ description: e.target.value })}
        />
      </Form.Item>
    </Form>
  );
}

/** The native filter configuration modal: add, remove (undo within 5 s), reorder and edit filters and dividers. */
export function FilterConfigModal(props: FilterConfigModalProps) {
  const [draft, dispatch] = useReducer(filterConfigReducer, props.filters, draftOf);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);
  const remove = (id: string) => {
    dispatch({ type: 'remove', id });
    timers.current.set(
      id,
      setTimeout(() => dispatch({ type: 'finalize-removal', id }), REMOVAL_DELAY_SECS * 1000),
    );
  };
  const restore = (id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    dispatch({ type: 'restore', id });
  };
  const configuration = savedConfiguration(draft);
  const errors = draftErrors(configuration, datasetColumnsOf(props.datasets), draft.flags);
  const visible = draft.items.filter((item) => !draft.removed.includes(item.id ?? ''));
  const selected = visible.find((item) => item.id === draft.selectedId);
  const save = () => {
    if (errors.size > 0) {
      const [id] = errors.keys();
      if (id) dispatch({ type: 'select', id });
      return;
    }
    void props.onSave(configuration);
  };
  return (
    <Modal
      open
      width={960}
      title="Add and edit filters"
      onCancel={props.onClose}
      okText="Save"
      onOk={save}
      okButtonProps={{ loading: props.saving, id: 'filter-config-save' }}
    >
      <Flex gap={16} data-testid="filter-config-modal" style={{ minHeight: 420 }}>
        <div style={{ width: 260, flex: '0 0 auto' }}>
          <Flex gap={8} style={{ marginBottom: 8 }}>
            <Button
              size="small"
              onClick={() => dispatch({ type: 'add-filter' })}
              data-testid="filter-config-add"
            >
              Add filter
            </Button>
            <Button size="small" onClick={() => dispatch({ type: 'add-divider' })}>
              Add divider
            </Button>
          </Flex>
          {visible.map((item) => {
            const id = item.id ?? '';
            const pending = draft.pendingRemoval.includes(id);
            const label = isDivider(item)
              ? (item as { title?: string }).title || 'Divider'
              : item.name || '[untitled]';
            return (
              <Flex
                key={id}
                data-testid="filter-config-item"
                data-filter-id={id}
                align="center"
                gap={4}
                onClick={() => dispatch({ type: 'select', id })}
                style={{
                  padding: '4px 8px',
                  cursor: 'pointer',
                  background: id === draft.selectedId ? '#e6f4ff' : undefined,
                  borderLeft: errors.has(id) ? '2px solid #ff4d4f' : '2px solid transparent',
                }}
              >
                <Typography.Text delete={pending} ellipsis style={{ flex: 1 }}>
                  {label}
                </Typography.Text>
                {pending ? (
                  <Button
                    size="small"
                    type="link"
                    onClick={() => restore(id)}
                    data-testid="filter-config-undo"
                  >
                    (Removed) Undo?
                  </Button>
                ) : (
                  <>
                    <Button
                      size="small"
                      type="text"
                      icon={<UpOutlined />}
                      aria-label="Move up"
                      onClick={() => dispatch({ type: 'move', id, offset: -1 })}
                    />
                    <Button
                      size="small"
                      type="text"
                      icon={<DownOutlined />}
                      aria-label="Move down"
                      onClick={() => dispatch({ type: 'move', id, offset: 1 })}
                    />
                    <Button
                      size="small"
                      type="text"
                      icon={<DeleteOutlined />}
                      aria-label={`Remove ${label}`}
                      data-testid="filter-config-remove"
                      onClick={(event) => {
                        event.stopPropagation();
                        remove(id);
                      }}
                    />
                  </>
                )}
              </Flex>
            );
          })}
        </div>
        <div style={{ flex: 1, minWidth: 0 }}>
          {selected && draft.pendingRemoval.includes(selected.id ?? '') ? (
            <Flex vertical gap={8} align="flex-start">
              <Typography.Text>This filter will be removed.</Typography.Text>
              <Button onClick={() => restore(selected.id ?? '')}>Restore filter</Button>
            </Flex>
          ) : selected ? (
            <>
              {errors.get(selected.id ?? '') ? (
                <Alert
                  type="error"
                  showIcon
                  title={errors.get(selected.id ?? '')}
                  style={{ marginBottom: 8 }}
                  data-testid="filter-config-error"
                />
              ) : null}
              <FilterForm
                key={selected.id}
                filter={selected}
                items={visible.filter((item) => !draft.pendingRemoval.includes(item.id ?? ''))}
                datasets={props.datasets}
                layout={props.layout}
                chartTitles={props.chartTitles}
                flags={draft.flags[selected.id ?? ''] ?? initialFlags(selected)}
                onChange={(patch) => dispatch({ type: 'update', id: selected.id ?? '', patch })}
                onFlags={(flags) => dispatch({ type: 'set-flags', id: selected.id ?? '', flags })}
              />
            </>
          ) : (
            <Typography.Text type="secondary">Add a filter or a divider.</Typography.Text>
          )}
        </div>
      </Flex>
    </Modal>
  );
}
