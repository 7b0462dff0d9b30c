import {
  CrossFilterHostContext,
  DIMENSION_CLICK_EVENT,
  DIMENSION_CONTEXT_MENU_EVENT,
  UNSUPPORTED_VIZ_TYPE_MESSAGE,
} from '@meridian/viz';
import type {
  ClickedValues,
  CrossFilterHost,
  CrossFilterSelection,
  DimensionContextMenu,
} from '@meridian/viz';
import { chartAnnotationLayersOf, crossFilterDataMask, FILTER_BOX_VIZ_TYPE } from '@meridian/core';
import type { ChartDatasource, LabelColorMap, VizRegistry } from '@meridian/viz';
import type { DashboardChart, DashboardDataset, QueryContext } from '@meridian/core';
import { Alert, Button, Empty, Flex, Spin, Typography } from 'antd';
import type { CSSProperties } from 'react';
import {
  lazy,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import {
  ANNOTATION_NOTICE_TEXT,
  annotationNotices,
  type AnnotationState,
} from '../chart-runtime/annotation-queries';
import { postChartData } from '../chart-runtime/chart-data-client';
import type { ChartStatus } from '../chart-runtime/chart-state';
import { ChartView, isEmptyResponse, type ChartStateViews } from '../chart-runtime/ChartView';
import { formatElapsed, useElapsed } from '../chart-runtime/elapsed';
import { useChartQuery, type SendChartQuery } from '../chart-runtime/use-chart-query';
import { ChartMenu } from './chart-menu/ChartMenu';
import { ChartContextMenu } from './drill/ChartContextMenu';
import { clickedLabel, dimensionsOf, drillByColumns, drillByFormData } from './drill/drill-by';
import type { DrillByColumn, DrillByLevel } from './drill/drill-by';
import { pointFilters } from './drill/drill-payload';
import type { DrillFilter } from './drill/drill-payload';
import { chartFilterStatus } from './filters/chart-filter-status';
import { useDashboardFiltersContext } from './filters/filters-context';
import type { QueryQueue } from './query-queue';
import { useRefreshTarget } from './refresh/DashboardRefreshProvider';

// The filter indicator loads with the first card that has filters, keeping the dashboard route's script small.
const ChartFilterIndicator = lazy(async () => ({
  default: (await import('./filters/ChartFilterIndicator')).ChartFilterIndicator,
}));
// Drill to detail and drill by load on first use, keeping the dashboard route's script small.
const DrillDetailModal = lazy(async () => ({
  default: (await import('./drill/DrillDetailModal')).DrillDetailModal,
}));
const DrillByModal = lazy(async () => ({
  default: (await import('./drill/DrillByModal')).DrillByModal,
}));

/** Margin around the viewport within which charts start their query. */
const VISIBILITY_MARGIN = '200px';

/** Where a dashboard chart's query stands (spec §4 "Chart update cycle"), as the card's `data-status` tells. */
type CardStatus = 'idle' | 'loading' | 'success' | 'failed' | 'stopped';

/** The card's status of a chart status: a card never reports its drawing, so drawn is still success. */
function cardStatusOf(status: ChartStatus): CardStatus {
  if (status === 'empty') return 'idle';
  if (status === 'rendered') return 'success';
  return status;
}

/** Props of DashboardChartCard. */
export interface DashboardChartCardProps {
  /** The chart as the dashboard's charts call lists it, or undefined when it is missing. */
  chart: DashboardChart | undefined;
  /** Title shown (the layout's override or the chart's name). */
  title: string;
  /** Height of the card in pixels. */
  height: number;
  registry: VizRegistry;
  queue: QueryQueue;
  datasource: ChartDatasource;
  /** The chart's dataset, when the dashboard lists it (the caller may read it): its columns are Drill by's. */
  dataset?: DashboardDataset | undefined;
  labelColors: LabelColorMap;
  /** Increases on each refresh the page asks; a chart that came into view queries again (the refresher of
   * DashboardRefreshProvider sends forced and staggered refreshes besides). */
  refreshKey: number;
  /** Hide the chart's controls (standalone bit 8). */
  hideControls: boolean;
}

/**
 * Whether the card has come near the viewport. `onFirstSeen` runs as it does: for a card already in view, in
 * the first commit's layout effect (its query then goes out before the card renders again).
 */
function useSeen<T extends HTMLElement>(onFirstSeen: () => void): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  const onFirstSeenRef = useRef(onFirstSeen);
  onFirstSeenRef.current = onFirstSeen;
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || seen) return;
    const rect = element.getBoundingClientRect();
    const margin = Number.parseInt(VISIBILITY_MARGIN, 10);
    const inView = rect.width > 0 && rect.bottom >= -margin && rect.top <= window.innerHeight + margin;
    if (!inView) return;
    onFirstSeenRef.current();
    setSeen(true);
  }, [seen]);
  useEffect(() => {
    const element = ref.current;
    if (!element || seen) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        onFirstSeenRef.current();
        setSeen(true);
      },
      { rootMargin: VISIBILITY_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return [ref, seen];
}

const HEADER_STYLE: CSSProperties = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: 8,
  marginBottom: 8,
  minHeight: 24,
};

const TITLE_STYLE: CSSProperties = {
  fontWeight: 600,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
};

/** A chart of a dashboard: queries once it comes near the viewport, through the dashboard's queue. */
export function DashboardChartCard(props: DashboardChartCardProps) {
  const { chart, registry, queue, refreshKey } = props;
  const [isFullscreen, setFullscreen] = useState(false);
  const hasQueried = useRef(false);
  const plugin = chart ? registry.get(chart.viz_type) : undefined;
  const formData = chart?.form_data;

  const buildContext = useCallback((): QueryContext | null => {
    if (!plugin || !formData) return null;
    try {
      return plugin.buildQuery(plugin.formDataSchema.parse(formData));
    } catch {
      return null;
    }
  }, [plugin, formData]);

  // The chart's query, and its annotation layers' own, go through the dashboard's queue; each is built when its
  // slot comes, so the first queries leave before the waiting ones are built.
  const send = useCallback<SendChartQuery>(
    (build, signal) => queue.run(() => postChartData(build(), signal, queue.viewHeaders), signal),
    [queue],
  );
  const { state, run: runChart, stop } = useChartQuery(send);
  const status = cardStatusOf(state.chartStatus);

  /** Runs the chart's query; `force` bypasses the server's cache. */
  const query = useCallback(
    (force = false) => {
      if (!plugin || !formData) return;
      hasQueried.current = true;
      runChart(formData, plugin, { force });
    },
    [plugin, formData, runChart],
  );

  // The query (and refresh) the card last ran: a card is queried once per query and refresh key.
  const ran = useRef<{ query: typeof query; refreshKey: number } | null>(null);
  const runOnce = useCallback(() => {
    if (ran.current?.query === query && ran.current.refreshKey === refreshKey) return;
    ran.current = { query, refreshKey };
    query();
  }, [query, refreshKey]);
  const [cardRef, seen] = useSeen<HTMLDivElement>(runOnce);
  const filters = useDashboardFiltersContext();
  const rejected = status === 'success' ? state.queriesResponse?.[0]?.rejected_filters : undefined;
  const filterLines = useMemo(() => {
    if (!filters || !chart) return [];
    return chartFilterStatus({
      chartId: chart.id,
      filters: filters.setup.filters,
      applied: filters.state.applied,
      scopes: filters.setup.scopes,
      rejectedColumns: new Set((rejected ?? []).map((item) => item.column)),
      chartTitles: filters.chartTitles,
    });
  }, [filters, chart, rejected]);
  // A click on an item of a chart that cross-filters emits (or clears) its cross-filter (§4).
  const interactive = Boolean(plugin?.metadata.behaviors.includes('INTERACTIVE_CHART'));
  const crossFilter = filters?.crossFilter;
  const currentCrossFilter = chart ? filters?.state.applied[String(chart.id)] : undefined;
  useEffect(() => {
    const element = cardRef.current;
    if (!element || !chart || !crossFilter || !interactive || !filters?.setup.crossFiltersEnabled)
      return undefined;
    const onClick = (event: Event) => {
      const clicked = (event as CustomEvent<ClickedValues>).detail;
      crossFilter(chart.id, crossFilterDataMask(clicked, currentCrossFilter));
    };
    element.addEventListener(DIMENSION_CLICK_EVENT, onClick);
    return () => element.removeEventListener(DIMENSION_CLICK_EVENT, onClick);
  }, [cardRef, chart, crossFilter, interactive, currentCrossFilter, filters?.setup.crossFiltersEnabled]);
  // Renderers that draw their own items (the table) take clicks and highlight the chart's own cross-filter.
  const crossFiltersOn = Boolean(interactive && crossFilter && filters?.setup.crossFiltersEnabled);
  const crossFilterHost = useMemo<CrossFilterHost | null>(
    () =>
      crossFiltersOn ? { selection: selectionOfFilters(currentCrossFilter?.extraFormData?.filters) } : null,
    [crossFiltersOn, currentCrossFilter],
  );
  // Right-click on an item: the context menu of cross-filter and drill to detail by the item's values.
  const drillable = Boolean(plugin?.metadata.behaviors.includes('DRILL_TO_DETAIL'));
  const [contextMenu, setContextMenu] = useState<DimensionContextMenu | null>(null);
  const [drill, setDrill] = useState<{ context: QueryContext; filters: DrillFilter[] } | null>(null);
  useEffect(() => {
    const element = cardRef.current;
    if (!element || (!drillable && !interactive)) return undefined;
    const onMenu = (event: Event) => setContextMenu((event as CustomEvent<DimensionContextMenu>).detail);
    element.addEventListener(DIMENSION_CONTEXT_MENU_EVENT, onMenu);
    return () => element.removeEventListener(DIMENSION_CONTEXT_MENU_EVENT, onMenu);
  }, [cardRef, drillable, interactive]);
  // Drill by: the clicked point re-grouped by another column of the dataset, for charts with a dimension.
  const [drillBy, setDrillBy] = useState<{ levels: DrillByLevel[]; columns: DrillByColumn[] } | null>(null);
  const drillByChoices = (values: ClickedValues): DrillByColumn[] => {
    if (!drillable || !formData || drillByFormData(formData, '', []) === null) return [];
    return drillByColumns(props.dataset, [...dimensionsOf(formData), ...Object.keys(values)]);
  };
  const openDrillBy = (column: DrillByColumn, points: DrillFilter[]) => {
    const drilled = formData && drillByFormData(formData, column.name, points);
    if (!formData || !drilled) return;
    const dimension = dimensionsOf(formData).join(', ') || props.title;
    setDrillBy({
      levels: [
        { formData, dimension, clicked: clickedLabel(points) },
        { formData: drilled, dimension: column.label },
      ],
      columns: drillByColumns(props.dataset, []),
    });
  };
  const openDrill = (points: DrillFilter[]) => {
    const context = buildContext();
    if (context) setDrill({ context, filters: points });
  };
  const contextItems = () => {
    if (!contextMenu || !chart) return [];
    const points = pointFilters(contextMenu.values);
    const selected = crossFilterDataMask(contextMenu.values, currentCrossFilter) === null;
    const byColumns = drillByChoices(contextMenu.values);
    return [
      ...(interactive && crossFilter
        ? [
            {
              key: 'cross-filter',
              label: selected ? 'Remove cross-filter' : 'Add cross-filter',
              disabled: !filters?.setup.crossFiltersEnabled,
              onClick: () =>
                crossFilter(chart.id, crossFilterDataMask(contextMenu.values, currentCrossFilter)),
            },
          ]
        : []),
      ...(drillable
        ? [
            {
              key: 'drill-detail',
              label: 'Drill to detail by',
              children: [
                ...points.map((point) => ({
                  key: `drill-${point.col}`,
                  label: `${point.col} = ${point.formattedVal}`,
                  onClick: () => openDrill([point]),
                })),
                ...(points.length > 1
                  ? [{ key: 'drill-all', label: 'By all', onClick: () => openDrill(points) }]
                  : []),
              ],
            },
          ]
        : []),
      ...(byColumns.length > 0
        ? [
            {
              key: 'drill-by',
              label: 'Drill by',
              children: byColumns.map((column) => ({
                key: `drill-by-${column.name}`,
                label: column.label,
                onClick: () => openDrillBy(column, points),
              })),
            },
          ]
        : []),
    ];
  };
  // The menu and the loading visuals render at low priority: a chart whose answer is back draws before the
  // other seen cards build theirs.
  const showChrome = useDeferredValue(seen);
  useEffect(() => {
    if (seen) runOnce();
  }, [seen, runOnce]);
  useRefreshTarget(chart?.id, { hasLoaded: () => hasQueried.current, refresh: query });
  useEffect(() => {
    if (!isFullscreen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFullscreen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isFullscreen]);
  const fullscreenStyle: CSSProperties = isFullscreen
    ? { position: 'fixed', inset: 0, zIndex: 1000, height: '100vh', borderRadius: 0, padding: 24 }
    : {};

  return (
    <div
      ref={cardRef}
      data-testid="dashboard-chart"
      data-chart-id={chart?.id}
      data-status={status}
      data-fullscreen={isFullscreen || undefined}
      style={{
        height: props.height,
        // The card's outer box is the layout's box (meta.height grid units), border and padding inside it.
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        background: '#fff',
        border: '1px solid #f0f0f0',
        borderRadius: 6,
        padding: 12,
        minWidth: 0,
        ...fullscreenStyle,
      }}
    >
      {/* Plain elements: 50 cards of antd Flex cost a style hash per card on the first render. */}
      <div style={HEADER_STYLE}>
        {/* Plain CSS ellipsis: Typography's measured ellipsis costs a layout pass per card. */}
        <span data-testid="dashboard-chart-title" title={props.title} style={TITLE_STYLE}>
          {props.title}
        </span>
        {/* Off-screen cards stay light until they come near: no menu, no body. */}
        {showChrome && filterLines.length > 0 ? (
          <Suspense fallback={null}>
            <ChartFilterIndicator lines={filterLines} />
          </Suspense>
        ) : null}
        {showChrome && !props.hideControls && chart ? (
          <ChartMenu
            chart={chart}
            title={props.title}
            buildContext={buildContext}
            cardRef={cardRef}
            isFullscreen={isFullscreen}
            onForceRefresh={() => query(true)}
            onToggleFullscreen={() => setFullscreen((current) => !current)}
            {...(drillable ? { onDrillToDetail: () => openDrill([]) } : {})}
            {...(drillable
              ? { drillBy: { columns: drillByChoices({}), onDrill: (column) => openDrillBy(column, []) } }
              : {})}
          />
        ) : null}
      </div>
      <div style={{ flex: 1, minHeight: 0, position: 'relative' }}>
        {seen ? (
          <CrossFilterHostContext.Provider value={crossFilterHost}>
            <ChartView
              style={BODY_STYLE}
              state={state}
              plugin={plugin}
              formData={formData ?? {}}
              chartKey={String(chart?.id)}
              datasource={props.datasource}
              sharedLabelColors={props.labelColors}
              views={cardViews(stop, showChrome)}
              notice={cardNotice(chart, plugin)}
              banner={
                chart &&
                status === 'success' &&
                state.queriesResponse &&
                !isEmptyResponse(state.queriesResponse)
                  ? { content: <DashboardAnnotationNotices chart={chart} annotations={state} />, height: 0 }
                  : null
              }
            />
          </CrossFilterHostContext.Provider>
        ) : null}
      </div>
      {contextMenu ? (
        <ChartContextMenu
          clientX={contextMenu.clientX}
          clientY={contextMenu.clientY}
          items={contextItems()}
          onClose={() => setContextMenu(null)}
        />
      ) : null}
      {drill ? (
        <Suspense fallback={null}>
          <DrillDetailModal
            context={drill.context}
            filters={drill.filters}
            title={props.title}
            onClose={() => setDrill(null)}
          />
        </Suspense>
      ) : null}
      {drillBy && plugin ? (
        <Suspense fallback={null}>
          <DrillByModal
            title={props.title}
            plugin={plugin}
            levels={drillBy.levels}
            columns={drillBy.columns}
            datasource={props.datasource}
            labelColors={props.labelColors}
            onClose={() => setDrillBy(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The chart's own cross-filter, read from the filters of its mask (`col IN [values]`). */
function selectionOfFilters(filters: readonly unknown[] | undefined): CrossFilterSelection[] {
  const selection: CrossFilterSelection[] = [];
  for (const filter of filters ?? []) {
    if (typeof filter !== 'object' || filter === null) continue;
    const { col, val } = filter as { col?: unknown; val?: unknown };
    if (typeof col === 'string')
      selection.push({ col, val: Array.isArray(val) ? (val as unknown[]) : [val] });
  }
  return selection;
}

/** The measured area the chart fills, inside the card under its header. */
const BODY_STYLE: CSSProperties = { position: 'absolute', inset: 0, overflow: 'hidden' };

function Centered({ children }: { children: ReactNode }) {
  return (
    <Flex vertical align="center" justify="center" gap={8} style={{ height: '100%' }}>
      {children}
    </Flex>
  );
}

function Timer({ start }: { start: number | null }) {
  const elapsed = useElapsed(start, null);
  return (
    <Typography.Text type="secondary" data-testid="chart-timer">
      {formatElapsed(elapsed)}
    </Typography.Text>
  );
}

/** What a card shows instead of any chart state: no chart, a legacy filter box, no plugin, no access. */
function cardNotice(chart: DashboardChart | undefined, plugin: ReturnType<VizRegistry['get']>): ReactNode {
  let notice: ReactNode = null;
  if (!chart) {
    notice = (
      <Alert type="warning" showIcon title="There is no chart definition associated with this component." />
    );
  } else if (chart.viz_type === FILTER_BOX_VIZ_TYPE) {
    notice = (
      <Alert
        type="info"
        showIcon
        data-testid="filter-box-notice"
        title="Legacy filter box"
        description="Its filters are in the filter bar, where they filter this dashboard's charts."
      />
    );
  } else if (!plugin) {
    notice = (
      <Alert type="warning" showIcon title={UNSUPPORTED_VIZ_TYPE_MESSAGE} data-testid="chart-unsupported" />
    );
  } else if (!chart.form_data) {
    notice = <Alert type="warning" showIcon title="You do not have access to the data of this chart." />;
  }
  return notice === null ? null : <Centered>{notice}</Centered>;
}

/**
 * A card's views of the chart states. `showLoading` false (the deferred first render of a card that came into
 * view) shows nothing while the chart has not answered yet.
 */
function cardViews(onStop: () => void, showLoading: boolean): ChartStateViews {
  return {
    loading: (state) =>
      showLoading ? (
        <Centered>
          <Spin />
          <Timer start={state.chartUpdateStartTime} />
          <Button size="small" danger onClick={onStop}>
            Stop
          </Button>
        </Centered>
      ) : null,
    failed: (alert) => (
      <Centered>
        <Alert
          type="error"
          showIcon
          role="alert"
          data-testid="chart-error"
          title="The chart query failed"
          description={alert}
          style={{ maxWidth: '100%', whiteSpace: 'pre-wrap', overflow: 'auto' }}
        />
      </Centered>
    ),
    stopped: () => (
      <Centered>
        <Alert type="warning" showIcon data-testid="chart-stopped" title="The query was stopped." />
      </Centered>
    ),
    notRun: showLoading ? (
      <Centered>
        <Spin />
      </Centered>
    ) : null,
    noResults: (
      <Centered>
        <Empty description="No results were returned for this query" />
      </Centered>
    ),
  };
}

/** Over the chart's top edge: a small spinner while its annotation layers load, the error of one that failed. */
function DashboardAnnotationNotices({
  chart,
  annotations,
}: {
  chart: DashboardChart;
  annotations: AnnotationState;
}) {
  const raw = chart.form_data?.['annotation_layers'];
  if (!Array.isArray(raw) || raw.length === 0) return null;
  const { loading, failed } = annotationNotices(
    annotations,
    chartAnnotationLayersOf(raw).filter((layer) => layer.show && layer.sourceType !== ''),
  );
  if (loading.length === 0 && failed.length === 0) return null;
  const text = failed.map(({ name, error }) => ANNOTATION_NOTICE_TEXT.failed(name, error)).join('; ');
  return (
    <div
      data-testid="annotation-notices"
      style={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1, display: 'flex', gap: 8 }}
    >
      {loading.length > 0 ? (
        <span data-testid="annotation-loading" title={ANNOTATION_NOTICE_TEXT.loading(loading)}>
          <Spin size="small" />
        </span>
      ) : null}
      {failed.length > 0 ? (
        <Typography.Text
          type="danger"
          data-testid="annotation-error"
          title={text}
          ellipsis
          style={{ fontSize: 12 }}
        >
          {text}
        </Typography.Text>
      ) : null}
    </div>
  );
}
