import { DIMENSION_CONTEXT_MENU_EVENT, SuperChart } from '@meridian/viz';
import type { AnyVizPlugin, ChartDatasource, DimensionContextMenu, LabelColorMap } from '@meridian/viz';
import { Alert, Breadcrumb, Empty, Flex, Modal, Segmented, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { isAbortError, postChartData } from '../../chart-runtime/chart-data-client';
import type { ChartDataResponse } from '../../chart-runtime/chart-data-client';
import { DataTable } from '../../chart-runtime/DataTable';
import { dataColumns } from '../../chart-runtime/data-table';
import type { FormattingByColumn } from '../../chart-runtime/data-table';
import { failureMessage } from '../../chart-runtime/use-chart-query';
import { ChartContextMenu } from './ChartContextMenu';
import { backTo, drillFurther } from './drill-by';
import type { DrillByColumn, DrillByLevel } from './drill-by';
import { pointFilters } from './drill-payload';

/** Props of DrillByModal. */
export interface DrillByModalProps {
  /** The chart's title. */
  title: string;
  plugin: AnyVizPlugin;
  /** The first two steps: the chart as it is, then the clicked point drilled by the chosen column. */
  levels: readonly DrillByLevel[];
  /** Columns of the chart's dataset, to drill further by. */
  columns: readonly DrillByColumn[];
  datasource: ChartDatasource;
  labelColors: LabelColorMap;
  onClose: () => void;
}

type Answer =
  | { status: 'loading' }
  | { status: 'done'; response: ChartDataResponse }
  | { status: 'failed'; message: string };

const CHART_HEIGHT = 420;

/**
 * Drill by: the clicked point re-grouped by another column of its dataset, drawn by the chart's own plugin,
 * with a breadcrumb of the steps (a click on one goes back to it). A right-click on a point drills further.
 * Queries go through the chart data API, which applies the person's data access.
 */
export function DrillByModal(props: DrillByModalProps) {
  const [levels, setLevels] = useState<readonly DrillByLevel[]>(props.levels);
  const [answer, setAnswer] = useState<Answer>({ status: 'loading' });
  const [menu, setMenu] = useState<DimensionContextMenu | null>(null);
  // Superset's Drill by shows the re-grouped result as the chart or as a table of its rows.
  const [display, setDisplay] = useState<'chart' | 'table'>('chart');
  const [formatting, setFormatting] = useState<FormattingByColumn>({});
  const current = levels[levels.length - 1];
  // A callback ref: the modal's body mounts in a portal, after this component's first commit.
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(0);
  const { plugin } = props;
  useEffect(() => {
    if (!current) return undefined;
    const controller = new AbortController();
    setAnswer({ status: 'loading' });
    void (async () => {
      try {
        const context = plugin.buildQuery(plugin.formDataSchema.parse(current.formData));
        const response = await postChartData(context, controller.signal);
        setAnswer({ status: 'done', response });
      } catch (error) {
        if (!isAbortError(error)) setAnswer({ status: 'failed', message: failureMessage(error) });
      }
    })();
    return () => controller.abort();
  }, [current, plugin]);
  useEffect(() => {
    if (!body) return undefined;
    setWidth(body.clientWidth);
    const onMenu = (event: Event) => setMenu((event as CustomEvent<DimensionContextMenu>).detail);
    body.addEventListener(DIMENSION_CONTEXT_MENU_EVENT, onMenu);
    return () => body.removeEventListener(DIMENSION_CONTEXT_MENU_EVENT, onMenu);
  }, [body]);
  const drillItems = () => {
    if (!menu) return [];
    const points = pointFilters(menu.values);
    const grouped = Object.keys(menu.values);
    return [
      {
        key: 'drill-by',
        label: 'Drill by',
        children: props.columns
          .filter((column) => !grouped.includes(column.name))
          .map((column) => ({
            key: `drill-by-${column.name}`,
            label: column.label,
            onClick: () => setLevels((now) => drillFurther(now, column, points)),
          })),
      },
    ];
  };
  let content = null;
  if (answer.status === 'loading') content = <Spin />;
  else if (answer.status === 'failed')
    content = <Alert type="error" showIcon title="The query failed" description={answer.message} />;
  else if (answer.response.every((result) => result.data.length === 0))
    content = <Empty description="No results were returned for this query" />;
  return (
    <Modal open title={`Drill by: ${props.title}`} width={1000} onCancel={props.onClose} footer={null}>
      <div data-testid="drill-by-modal">
        <Flex justify="space-between" align="center" gap={8} style={{ marginBottom: 12 }}>
          <div data-testid="drill-by-breadcrumb">
            <Breadcrumb
              items={levels.map((level, index) => {
                const text = level.clicked ? `${level.dimension} (${level.clicked})` : level.dimension;
                return index < levels.length - 1
                  ? { title: <a onClick={() => setLevels((now) => backTo(now, index))}>{text}</a> }
                  : { title: text };
              })}
            />
          </div>
          <Segmented
            data-testid="drill-by-display"
            value={display}
            onChange={(value) => setDisplay(value === 'table' ? 'table' : 'chart')}
            options={[
              { value: 'chart', label: 'Chart' },
              { value: 'table', label: 'Table' },
            ]}
          />
        </Flex>
        <div
          ref={setBody}
          data-testid="drill-by-chart"
          style={{ height: CHART_HEIGHT, position: 'relative' }}
        >
          {content ? (
            <Flex align="center" justify="center" style={{ height: '100%' }}>
              {content}
            </Flex>
          ) : answer.status === 'done' && display === 'table' ? (
            <DataTable
              columns={dataColumns(answer.response[0]?.colnames ?? [], answer.response[0]?.coltypes ?? [])}
              rows={answer.response[0]?.data ?? []}
              formatting={formatting}
              onFormattingChange={(column, value) => setFormatting((now) => ({ ...now, [column]: value }))}
              label={`Drill by results of ${props.title}`}
            />
          ) : answer.status === 'done' && current && width > 0 ? (
            <SuperChart
              plugin={plugin}
              formData={current.formData}
              queriesData={answer.response}
              width={width}
              height={CHART_HEIGHT}
              datasource={props.datasource}
              sharedLabelColors={props.labelColors}
              fallback={<Spin />}
            />
          ) : null}
        </div>
      </div>
      {menu ? (
        <ChartContextMenu
          clientX={menu.clientX}
          clientY={menu.clientY}
          items={drillItems()}
          onClose={() => setMenu(null)}
        />
      ) : null}
    </Modal>
  );
}
