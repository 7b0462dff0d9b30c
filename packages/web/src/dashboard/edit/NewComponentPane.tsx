import {
  AppstoreOutlined,
  BorderHorizontalOutlined,
  ColumnWidthOutlined,
  FileTextOutlined,
  FontSizeOutlined,
  LineOutlined,
  MenuOutlined,
} from '@ant-design/icons';
import { chartListItemSchema, listResponseSchema } from '@meridian/core';
import type { ChartListItem, ComponentType } from '@meridian/core';
import { Alert, Empty, Flex, Input, Spin, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { DragEvent, ReactNode } from 'react';
import { api } from '../../app/api';
import { encodeListRequest } from '../../app/list-query';
import { useDebouncedValue } from '../../components/use-debounced-value';
import { dashboardChartFromListItem } from './chart-from-list';
import { MARKDOWN_PLACEHOLDER } from './editable-content';
import { useLayoutEditing } from './layout-editing';
import type { DragItem } from './layout-editing';

/** Page size of the editor's chart list (spec §9). */
const CHART_LIST_PAGE_SIZE = 200;
/** Width of the side pane (Superset's BUILDER_SIDEPANEL_WIDTH). */
export const BUILDER_SIDEPANEL_WIDTH = 374;
const chartPageSchema = listResponseSchema(chartListItemSchema);

const paneApi = api.injectEndpoints({
  endpoints: (build) => ({
    dashboardEditorCharts: build.query<ChartListItem[], string>({
      query: (search) =>
        `/api/v1/chart/?q=${encodeListRequest({
          page: 0,
          pageSize: CHART_LIST_PAGE_SIZE,
          orderColumn: 'changed_on',
          orderDirection: 'desc',
          filters: search ? [{ col: 'slice_name', opr: 'chart_all_text', value: search }] : [],
        })}`,
      transformResponse: (raw: unknown) => chartPageSchema.parse(raw).result,
    }),
  }),
});

const LAYOUT_ELEMENTS: { type: ComponentType; label: string; icon: ReactNode }[] = [
  { type: 'TABS', label: 'Tabs', icon: <MenuOutlined /> },
  { type: 'ROW', label: 'Row', icon: <BorderHorizontalOutlined /> },
  { type: 'COLUMN', label: 'Column', icon: <ColumnWidthOutlined /> },
  { type: 'HEADER', label: 'Header', icon: <FontSizeOutlined /> },
  { type: 'MARKDOWN', label: 'Text', icon: <FileTextOutlined /> },
  { type: 'DIVIDER', label: 'Divider', icon: <LineOutlined /> },
];

function PaneItem(props: {
  item: DragItem;
  label: ReactNode;
  icon: ReactNode;
  disabled?: boolean;
  testId: string;
}) {
  const editing = useLayoutEditing();
  const onDragStart = (event: DragEvent) => {
    event.dataTransfer.effectAllowed = 'copy';
    event.dataTransfer.setData('text/plain', props.item.type);
    editing?.startDrag(props.item);
  };
  return (
    <Flex
      align="center"
      gap={10}
      draggable={!props.disabled}
      onDragStart={props.disabled ? undefined : onDragStart}
      onDragEnd={() => editing?.endDrag()}
      data-testid={props.testId}
      style={{
        padding: '8px 12px',
        border: '1px solid #f0f0f0',
        borderRadius: 6,
        background: props.disabled ? '#fafafa' : '#fff',
        cursor: props.disabled ? 'not-allowed' : 'grab',
        opacity: props.disabled ? 0.6 : 1,
      }}
    >
      <span style={{ fontSize: 18, color: '#595959' }}>{props.icon}</span>
      {props.label}
    </Flex>
  );
}

function ChartList({ onDashboard }: { onDashboard: ReadonlySet<number> }) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 300);
  const charts = paneApi.useDashboardEditorChartsQuery(term);
  return (
    <Flex vertical gap={8}>
      <Input.Search
        placeholder="Filter your charts"
        allowClear
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        aria-label="Filter your charts"
      />
      {charts.error ? (
        <Alert type="error" showIcon title="Sorry there was an error fetching saved charts: " />
      ) : charts.isFetching && !charts.data ? (
        <Spin />
      ) : charts.data && charts.data.length === 0 ? (
        <Empty description="No charts" />
      ) : (
        (charts.data ?? []).map((chart) => {
          const added = onDashboard.has(chart.id);
          return (
            <PaneItem
              key={chart.id}
              testId="new-chart"
              disabled={added}
              icon={<AppstoreOutlined />}
              item={{
                type: 'CHART',
                meta: {
                  chartId: chart.id,
                  sliceName: chart.slice_name,
                  uuid: chart.uuid,
                  width: 4,
                  height: 50,
                },
                chart: dashboardChartFromListItem(chart),
              }}
              label={
                <Flex vertical style={{ minWidth: 0 }}>
                  <Typography.Text ellipsis strong>
                    {chart.slice_name}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {chart.viz_type} {added ? <Tag style={{ marginLeft: 4 }}>Added</Tag> : null}
                  </Typography.Text>
                </Flex>
              }
            />
          );
        })
      )}
    </Flex>
  );
}

/** The editor's side pane: layout elements and the user's charts, dragged onto the dashboard. */
export function NewComponentPane({ chartsOnDashboard }: { chartsOnDashboard: ReadonlySet<number> }) {
  return (
    <div
      data-testid="new-component-pane"
      style={{
        width: BUILDER_SIDEPANEL_WIDTH,
        flex: 'none',
        position: 'sticky',
        top: 16,
        alignSelf: 'flex-start',
        maxHeight: 'calc(100vh - 120px)',
        overflow: 'auto',
        background: '#fff',
        border: '1px solid #f0f0f0',
        borderRadius: 6,
        padding: '0 12px 12px',
      }}
    >
      <Tabs
        items={[
          {
            key: 'charts',
            label: 'Charts',
            children: <ChartList onDashboard={chartsOnDashboard} />,
          },
          {
            key: 'layout',
            label: 'Layout elements',
            children: (
              <Flex vertical gap={8}>
                {LAYOUT_ELEMENTS.map((element) => (
                  <PaneItem
                    key={element.type}
                    testId={`new-${element.type.toLowerCase()}`}
                    item={{
                      type: element.type,
                      meta: element.type === 'MARKDOWN' ? { code: MARKDOWN_PLACEHOLDER } : undefined,
                    }}
                    icon={element.icon}
                    label={element.label}
                  />
                ))}
              </Flex>
            ),
          },
        ]}
      />
    </div>
  );
}
