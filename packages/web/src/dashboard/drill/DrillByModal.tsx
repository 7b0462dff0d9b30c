import { DIMENSION_CONTEXT_MENU_EVENT, SuperChart } from '@meridian/viz';
import type { AnyVizPlugin, ChartDatasource, DimensionContextMenu, LabelColorMap } from '@meridian/viz';
import { Alert, Breadcrumb, Empty, Flex, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { isAbortError, postChartData } from '../../chart-runtime/chart-data-client';
import type { ChartDataResponse } from '../../chart-runtime/chart-data-client';
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
        <div data-testid="drill-by-breadcrumb" style={{ marginBottom: 12 }}>
          <Breadcrumb
            items={levels.map((level, index) => {
              const text = level.clicked ? `${level.dimension} (${level.clicked})` : level.dimension;
              return index < levels.length - 1
                ? { title: <a onClick={() => setLevels((now) => backTo(now, index))}>{text}</a> }
                : { title: text };
            })}
          />
        </div>
        <div
          ref={setBody}
          data-testid="drill-by-chart"
          style={{ height: CHART_HEIGHT, position: 'relative' }}
        >
          {content ? (
            <Flex align="center" justify="center" style={{ height: '100%' }}>
              {content}
            </Flex>
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
