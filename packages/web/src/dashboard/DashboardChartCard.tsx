import { UNSUPPORTED_VIZ_TYPE_MESSAGE, SuperChart } from '@meridian/viz';
import type { ChartDatasource, LabelColorMap, VizRegistry } from '@meridian/viz';
import type { DashboardChart, QueryContext } from '@meridian/core';
import { Alert, Button, Empty, Flex, Spin, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useCallback, useDeferredValue, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { isAbortError, postChartData } from '../explore/chart-data-client';
import type { ChartDataResponse } from '../explore/chart-data-client';
import { formatElapsed, useElapsed } from '../explore/chart/elapsed';
import { useElementSize } from '../explore/chart/use-element-size';
import { failureMessage } from '../explore/use-chart-query';
import { ChartMenu } from './chart-menu/ChartMenu';
import type { QueryQueue } from './query-queue';
import { useRefreshTarget } from './refresh/DashboardRefreshProvider';

/** Margin around the viewport within which charts start their query. */
const VISIBILITY_MARGIN = '200px';

/** Where a dashboard chart's query stands (spec §4 "Chart update cycle"). */
type ChartRun =
  | { status: 'idle' }
  | { status: 'loading'; start: number }
  | { status: 'success'; start: number; end: number; response: ChartDataResponse }
  | { status: 'failed'; start: number; end: number; error: string }
  | { status: 'stopped'; start: number; end: number };

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
  const [run, setRun] = useState<ChartRun>({ status: 'idle' });
  const [isFullscreen, setFullscreen] = useState(false);
  const controller = useRef<AbortController | null>(null);
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

  const stop = useCallback(() => {
    if (!controller.current) return;
    controller.current.abort();
    controller.current = null;
    setRun((current) =>
      current.status === 'loading' ? { status: 'stopped', start: current.start, end: Date.now() } : current,
    );
  }, []);

  /** Runs the chart's query; `force` bypasses the server's cache. */
  const query = useCallback(
    (force = false) => {
      if (!plugin || !formData) return;
      hasQueried.current = true;
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      const start = Date.now();
      setRun({ status: 'loading', start });
      void (async () => {
        try {
          // Built when its slot comes: the first queries leave before the waiting ones are built.
          const response = await queue.run(
            () =>
              postChartData(
                { ...plugin.buildQuery(plugin.formDataSchema.parse(formData)), force },
                own.signal,
                queue.viewHeaders,
              ),
            own.signal,
          );
          if (controller.current !== own) return;
          controller.current = null;
          setRun({ status: 'success', start, end: Date.now(), response });
        } catch (error) {
          if (isAbortError(error) || controller.current !== own) return;
          controller.current = null;
          setRun({ status: 'failed', start, end: Date.now(), error: failureMessage(error) });
        }
      })();
    },
    [plugin, formData, queue],
  );

  // The query (and refresh) the card last ran: a card is queried once per query and refresh key.
  const ran = useRef<{ query: typeof query; refreshKey: number } | null>(null);
  const runOnce = useCallback(() => {
    if (ran.current?.query === query && ran.current.refreshKey === refreshKey) return;
    ran.current = { query, refreshKey };
    query();
  }, [query, refreshKey]);
  const [cardRef, seen] = useSeen<HTMLDivElement>(runOnce);
  // The menu and the loading visuals render at low priority: a chart whose answer is back draws before the
  // other seen cards build theirs.
  const showChrome = useDeferredValue(seen);
  useEffect(() => {
    if (seen) runOnce();
  }, [seen, runOnce]);
  useEffect(() => () => controller.current?.abort(), []);
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
      data-status={run.status}
      data-fullscreen={isFullscreen || undefined}
      style={{
        height: props.height,
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
        {showChrome && !props.hideControls && chart ? (
          <ChartMenu
            chart={chart}
            title={props.title}
            buildContext={buildContext}
            cardRef={cardRef}
            isFullscreen={isFullscreen}
            onForceRefresh={() => query(true)}
            onToggleFullscreen={() => setFullscreen((current) => !current)}
          />
        ) : null}
      </div>
      <div style={{ flex: 1, minHeight: 0, position: 'relative' }}>
        {seen ? (
          <ChartBody {...props} run={run} onStop={stop} plugin={plugin} showLoading={showChrome} />
        ) : null}
      </div>
    </div>
  );
}

function Centered({ children }: { children: ReactNode }) {
  return (
    <Flex vertical align="center" justify="center" gap={8} style={{ height: '100%' }}>
      {children}
    </Flex>
  );
}

function Timer({ start }: { start: number }) {
  const elapsed = useElapsed(start, null);
  return (
    <Typography.Text type="secondary" data-testid="chart-timer">
      {formatElapsed(elapsed)}
    </Typography.Text>
  );
}

function ChartBody(
  props: DashboardChartCardProps & {
    run: ChartRun;
    onStop: () => void;
    plugin: ReturnType<VizRegistry['get']>;
    /** Whether the loading visuals (spinner, timer, Stop) may render yet. */
    showLoading: boolean;
  },
) {
  const [ref, size] = useElementSize<HTMLDivElement>();
  const { chart, run, plugin } = props;
  let body: ReactNode = null;
  if (!chart) {
    body = (
      <Alert type="warning" showIcon title="There is no chart definition associated with this component." />
    );
  } else if (!plugin) {
    body = (
      <Alert type="warning" showIcon title={UNSUPPORTED_VIZ_TYPE_MESSAGE} data-testid="chart-unsupported" />
    );
  } else if (!chart.form_data) {
    body = <Alert type="warning" showIcon title="You do not have access to the data of this chart." />;
  } else if (!props.showLoading && (run.status === 'idle' || run.status === 'loading')) {
    body = null;
  } else if (run.status === 'idle') {
    body = <Spin />;
  } else if (run.status === 'loading') {
    body = (
      <>
        <Spin />
        <Timer start={run.start} />
        <Button size="small" danger onClick={props.onStop}>
          Stop
        </Button>
      </>
    );
  } else if (run.status === 'failed') {
    body = (
      <Alert
        type="error"
        showIcon
        role="alert"
        data-testid="chart-error"
        title="The chart query failed"
        description={run.error}
        style={{ maxWidth: '100%', whiteSpace: 'pre-wrap', overflow: 'auto' }}
      />
    );
  } else if (run.status === 'stopped') {
    body = <Alert type="warning" showIcon data-testid="chart-stopped" title="The query was stopped." />;
  } else if (run.response.every((result) => result.data.length === 0)) {
    body = <Empty description="No results were returned for this query" />;
  }
  const drawn = run.status === 'success' && body === null && plugin && chart;
  return (
    <div ref={ref} style={{ position: 'absolute', inset: 0, overflow: 'hidden' }}>
      {drawn && size.width > 0 && size.height > 0 ? (
        <SuperChart
          plugin={plugin}
          formData={chart.form_data}
          queriesData={run.response}
          width={size.width}
          height={size.height}
          chartKey={String(chart.id)}
          datasource={props.datasource}
          sharedLabelColors={props.labelColors}
          fallback={<Spin />}
        />
      ) : drawn || body === null ? null : (
        <Centered>{body}</Centered>
      )}
    </div>
  );
}
