import { FilterOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { hasMaskValue, isCrossFilterKey, isDivider, maskLabel, parentExtraFormData } from '@meridian/core';
import type { DashboardDataset, DataMask, NativeFilter } from '@meridian/core';
import { Alert, Badge, Button, Divider, Flex, Tag, Tooltip, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useMemo, useState } from 'react';
import { appliedFilterCount } from './filter-state';
import { NativeFilterInput } from './NativeFilterInput';
import { FilterSetsPanel } from './sets/FilterSetsPanel';
import type { FilterSetsPanelProps } from './sets/FilterSetsPanel';
import type { DashboardFilters } from './use-dashboard-filters';

/** Width of the open vertical bar (Superset's 260 px). */
const OPEN_WIDTH = 260;
/** Width of the closed vertical bar. */
const CLOSED_WIDTH = 32;

/** Props of FilterBar. */
export interface FilterBarProps {
  filters: DashboardFilters;
  datasets: readonly DashboardDataset[];
  /** Chart id -> title, for the cross-filter section. */
  chartTitles: ReadonlyMap<number, string>;
  /** Resolves once the charts' queries have gone out. */
  ready: () => Promise<void>;
  /** Opens the configuration modal; absent without edit permission. */
  onEditFilters?: () => void;
  /** The dashboard's filter sets, and who saves new ones. */
  filterSets?: Omit<FilterSetsPanelProps, 'filters'>;
}

function FilterControl(props: {
  filter: NativeFilter;
  filters: DashboardFilters;
  datasets: readonly DashboardDataset[];
  ready: () => Promise<void>;
}) {
  const { filter, filters } = props;
  const id = filter.id as string;
  const mask = filters.state.selected[id];
  const onChange = (next: DataMask) => filters.select(id, next);
  const parents = useMemo(
    () => parentExtraFormData(filter, filters.setup.filters, filters.state.selected),
    [filter, filters.setup.filters, filters.state.selected],
  );
  // The same object while the parents' selection is unchanged, so the values query is not rebuilt.
  const parentKey = JSON.stringify(parents);
  const stableParents = useMemo(() => JSON.parse(parentKey) as typeof parents, [parentKey]);
  return (
    <NativeFilterInput
      filter={filter}
      mask={mask}
      parentExtraFormData={stableParents}
      onChange={onChange}
      ready={props.ready}
      datasets={props.datasets}
    />
  );
}

function FilterItem(props: {
  filter: NativeFilter;
  filters: DashboardFilters;
  datasets: readonly DashboardDataset[];
  ready: () => Promise<void>;
  horizontal: boolean;
}) {
  const { filter } = props;
  const problem = props.filters.setup.problems.get(filter.id ?? '');
  const required = filter.controlValues?.enableEmptyFilter === true;
  const mask = props.filters.state.selected[filter.id ?? ''];
  return (
    <div
      data-testid="native-filter"
      data-filter-id={filter.id}
      data-filter-name={filter.name}
      style={props.horizontal ? { width: 220, flex: '0 0 auto' } : { marginBottom: 16 }}
    >
      <Flex gap={4} align="center" style={{ marginBottom: 4 }}>
        <Typography.Text strong ellipsis style={{ maxWidth: '100%' }}>
          {filter.name}
        </Typography.Text>
        {required ? <Typography.Text type="danger">*</Typography.Text> : null}
        {filter.description ? (
          <Tooltip title={filter.description}>
            <Typography.Text type="secondary">ⓘ</Typography.Text>
          </Tooltip>
        ) : null}
      </Flex>
      {problem ? (
        <Alert type="error" showIcon title={problem} data-testid="filter-problem" style={{ fontSize: 12 }} />
      ) : (
        <FilterControl
          filter={filter}
          filters={props.filters}
          datasets={props.datasets}
          ready={props.ready}
        />
      )}
      {required && !hasMaskValue(mask) && !problem ? (
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          Value is required
        </Typography.Text>
      ) : null}
    </div>
  );
}

function CrossFilters({ filters, chartTitles }: Pick<FilterBarProps, 'filters' | 'chartTitles'>) {
  const entries = Object.entries(filters.state.applied).filter(
    ([key, mask]) =>
      isCrossFilterKey(key) && hasMaskValue(mask) && (mask.extraFormData?.filters?.length ?? 0) > 0,
  );
  if (entries.length === 0) return null;
  return (
    <div data-testid="cross-filters" style={{ marginBottom: 16 }}>
      <Typography.Text strong>Cross-filters</Typography.Text>
      {entries.map(([key, mask]) => {
        const column = mask.extraFormData?.filters?.[0]?.col;
        const columnName = typeof column === 'string' ? column : (column?.label ?? '');
        return (
          <div key={key} data-testid="cross-filter" data-chart-id={key} style={{ marginTop: 6 }}>
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {chartTitles.get(Number(key)) ?? `Chart ${key}`}
            </Typography.Text>
            <Tag
              closable
              onClose={() => filters.crossFilter(Number(key), null)}
              data-testid="cross-filter-tag"
            >
              {columnName}: {maskLabel(mask)}
            </Tag>
          </div>
        );
      })}
    </div>
  );
}

function Buttons({ filters }: { filters: DashboardFilters }) {
  return (
    <Flex gap={8}>
      <Button onClick={filters.clearAll} data-testid="filter-bar-clear-all">
        Clear all
      </Button>
      <Button
        type="primary"
        disabled={!filters.canApply}
        onClick={filters.apply}
        data-testid="filter-bar-apply"
      >
        Apply filters
      </Button>
    </Flex>
  );
}

function Items(props: FilterBarProps & { horizontal: boolean }): ReactNode {
  return props.filters.setup.filters.map((filter) =>
    isDivider(filter) ? (
      <div
        key={filter.id}
        data-testid="filter-divider"
        style={props.horizontal ? { alignSelf: 'stretch' } : undefined}
      >
        {props.horizontal ? (
          <Divider type="vertical" style={{ height: '100%' }} />
        ) : (
          <>
            <Divider style={{ margin: '8px 0' }} />
            <Typography.Text strong>{filter.name ?? (filter as { title?: string }).title}</Typography.Text>
            {filter.description ? (
              <Typography.Paragraph type="secondary">{filter.description}</Typography.Paragraph>
            ) : null}
          </>
        )}
      </div>
    ) : (
      <FilterItem
        key={filter.id}
        filter={filter}
        filters={props.filters}
        datasets={props.datasets}
        ready={props.ready}
        horizontal={props.horizontal}
      />
    ),
  );
}

/** The dashboard's filter bar: vertical (collapsible, the default) or horizontal, with Apply and Clear all. */
export function FilterBar(props: FilterBarProps) {
  const [open, setOpen] = useState(true);
  const count = appliedFilterCount(props.filters.state.applied);
  const ignored = props.filters.ignored;
  const notice = ignored.length ? (
    <Alert
      type="warning"
      showIcon
      closable
      title={ignored.join(' ')}
      data-testid="filter-state-ignored"
      style={{ marginBottom: 8 }}
    />
  ) : null;
  if (props.filters.setup.orientation === 'HORIZONTAL') {
    return (
      <div data-testid="filter-bar" data-orientation="HORIZONTAL" style={{ marginBottom: 16 }}>
        {notice}
        <Flex
          gap={16}
          align="flex-end"
          wrap
          style={{ background: '#fff', padding: 12, borderRadius: 6, border: '1px solid #f0f0f0' }}
        >
          <Badge count={count} size="small" data-testid="filter-bar-count">
            <FilterOutlined style={{ fontSize: 18 }} />
          </Badge>
          <CrossFilters filters={props.filters} chartTitles={props.chartTitles} />
          <Items {...props} horizontal />
          <div style={{ marginLeft: 'auto' }}>
            <Buttons filters={props.filters} />
          </div>
        </Flex>
        {props.filterSets ? <FilterSetsPanel {...props.filterSets} filters={props.filters} /> : null}
      </div>
    );
  }
  const style: CSSProperties = {
    width: open ? OPEN_WIDTH : CLOSED_WIDTH,
    flex: '0 0 auto',
    background: '#fff',
    border: '1px solid #f0f0f0',
    borderRadius: 6,
    padding: open ? 12 : 4,
    position: 'sticky',
    top: 8,
    maxHeight: 'calc(100vh - 16px)',
    overflow: 'auto',
  };
  if (!open) {
    return (
      <div data-testid="filter-bar" data-orientation="VERTICAL" data-open="false" style={style}>
        <Button
          type="text"
          size="small"
          icon={<RightOutlined />}
          aria-label="Expand the filter bar"
          onClick={() => setOpen(true)}
        />
        <Badge count={count} size="small" data-testid="filter-bar-count">
          <FilterOutlined style={{ fontSize: 16, margin: 4 }} />
        </Badge>
      </div>
    );
  }
  return (
    <div data-testid="filter-bar" data-orientation="VERTICAL" data-open="true" style={style}>
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <Flex gap={8} align="center">
          <Typography.Text strong>Filters</Typography.Text>
          <Badge count={count} size="small" showZero={false} data-testid="filter-bar-count" />
        </Flex>
        <Button
          type="text"
          size="small"
          icon={<LeftOutlined />}
          aria-label="Collapse the filter bar"
          onClick={() => setOpen(false)}
        />
      </Flex>
      {notice}
      {props.onEditFilters ? (
        <Button
          type="link"
          size="small"
          onClick={props.onEditFilters}
          data-testid="filter-bar-edit"
          style={{ padding: 0, marginBottom: 8 }}
        >
          + Add or edit filters
        </Button>
      ) : null}
      <CrossFilters filters={props.filters} chartTitles={props.chartTitles} />
      <Items {...props} horizontal={false} />
      <Buttons filters={props.filters} />
      {props.filterSets ? <FilterSetsPanel {...props.filterSets} filters={props.filters} /> : null}
    </div>
  );
}
