import { UNSUPPORTED_VIZ_TYPE_MESSAGE, SuperChart } from '@meridian/viz';
import type { ChartDatasource, ChartHooks, LoadedVizRegistry } from '@meridian/viz';
import { Alert, Button, Empty, Flex, Spin, Typography } from 'antd';
import { useMemo, useRef, type ReactNode } from 'react';
import { chartAnnotationLayersOf } from '@meridian/core';
import {
  ANNOTATION_NOTICE_TEXT,
  annotationNotices,
  withAnnotationData,
} from '../../chart-runtime/annotation-queries';
import type { ChartDataResponse } from '../../chart-runtime/chart-data-client';
import type { ChartState } from '../../chart-runtime/chart-state';
import type { FormData } from '../form-data';
import { formatElapsed, useElapsed } from '../../chart-runtime/elapsed';
import { useElementSize } from '../../chart-runtime/use-element-size';

/** Key of the explore chart in `window.__meridianCharts` and `data-chart-key`. */
export const EXPLORE_CHART_KEY = 'explore';

/** Texts of the chart area that the spec leaves to Superset's wording. */
export const CHART_PANE_TEXT = {
  required: 'Add required control values to preview chart',
  noResults: 'No results were returned for this query',
  staleTitle: 'Your chart is not up to date',
  staleText:
    'You updated the values in the control panel, but the chart was not updated automatically. Run the query by clicking on the "Update chart" button.',
  notRun: 'Choose the chart\'s controls, then press "Run" to see it.',
} as const;

/** A control's validation messages with its label. */
export interface ControlError {
  /** The control's label, e.g. "Metrics". */
  label: string;
  /** Its messages, e.g. "cannot be empty". */
  messages: string[];
}

/** Props of ChartPane. */
export interface ChartPaneProps {
  /** The plugins. */
  registry: LoadedVizRegistry;
  /** The chart's state. */
  chart: ChartState;
  /** Current form data (render-only changes show at once). */
  formData: FormData;
  /** Validation errors of the visible controls; the query does not run while there are some. */
  errors: readonly ControlError[];
  /** Whether controls changed since the last query in a way that needs a new one. */
  isStale: boolean;
  /** Dataset facts for the renderer. */
  datasource: ChartDatasource;
  /** Runs the query. */
  onRun: () => void;
  /** Stops the running query. */
  onStop: () => void;
  /** The chart drew. */
  onRenderSuccess: () => void;
  /** The chart failed to draw. */
  onRenderFailure: (alert: string) => void;
  /** The chart set one of its controls (a map panned: its viewport). */
  onControlChange?: (key: string, value: unknown) => void;
}

/** The chart area: every chart state of spec §4 with its message, or the chart. */
export function ChartPane(props: ChartPaneProps) {
  const [ref, size] = useElementSize<HTMLDivElement>();
  // One hooks object for the chart's life: a new one would make the renderer's props anew on every render.
  const controlChange = useRef(props.onControlChange);
  controlChange.current = props.onControlChange;
  const hooks = useMemo<ChartHooks>(
    () => ({ setControlValue: (key, value) => controlChange.current?.(key, value) }),
    [],
  );
  // The layers' data, loaded by their own queries, joins the chart's answer where the charts read it.
  const { queriesResponse, annotationData } = props.chart;
  const queriesData = useMemo(
    () => (queriesResponse ? withAnnotationData(queriesResponse, annotationData) : null),
    [queriesResponse, annotationData],
  );
  return (
    <div
      ref={ref}
      data-testid="explore-chart-pane"
      style={{ flex: 1, minHeight: 0, position: 'relative', overflow: 'hidden' }}
    >
      <ChartPaneBody
        {...props}
        hooks={hooks}
        queriesData={queriesData}
        width={size.width}
        height={size.height}
      />
    </div>
  );
}

function Centered({ children }: { children: ReactNode }) {
  return (
    <Flex vertical align="center" justify="center" gap={12} style={{ height: '100%', padding: 24 }}>
      {children}
    </Flex>
  );
}

/** Height of the line that tells which annotation layers load or failed. */
const ANNOTATION_NOTICE_HEIGHT = 32;

/** The annotation layers' queries that are loading (a small spinner) or failed (their error), above the chart. */
function AnnotationNotices({ loading, failed }: ReturnType<typeof annotationNotices>) {
  return (
    <Flex
      gap={12}
      align="center"
      data-testid="annotation-notices"
      style={{ height: ANNOTATION_NOTICE_HEIGHT, overflow: 'hidden', whiteSpace: 'nowrap' }}
    >
      {loading.length > 0 ? (
        <Typography.Text type="secondary" data-testid="annotation-loading">
          <Spin size="small" style={{ marginRight: 6 }} />
          {ANNOTATION_NOTICE_TEXT.loading(loading)}
        </Typography.Text>
      ) : null}
      {failed.map(({ name, error }) => (
        <Typography.Text key={name} type="danger" data-testid="annotation-error" title={error} ellipsis>
          {ANNOTATION_NOTICE_TEXT.failed(name, error)}
        </Typography.Text>
      ))}
    </Flex>
  );
}

function ChartPaneBody(
  props: ChartPaneProps & {
    width: number;
    height: number;
    hooks: ChartHooks;
    queriesData: ChartDataResponse | null;
  },
) {
  const { registry, chart, formData, errors, isStale } = props;
  const elapsed = useElapsed(chart.chartUpdateStartTime, chart.chartUpdateEndTime);
  const vizType = String(formData['viz_type'] ?? '');
  if (!registry.get(vizType)) {
    return (
      <Centered>
        <Alert type="warning" showIcon title={UNSUPPORTED_VIZ_TYPE_MESSAGE} />
      </Centered>
    );
  }
  if (errors.length > 0) {
    return (
      <Centered>
        <Alert
          type="info"
          showIcon
          title={CHART_PANE_TEXT.required}
          data-testid="chart-validation-errors"
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {errors.map((error) => (
                <li key={error.label}>{`${error.label}: ${error.messages.join(', ')}`}</li>
              ))}
            </ul>
          }
        />
      </Centered>
    );
  }
  if (chart.chartStatus === 'loading') {
    return (
      <Centered>
        <Spin size="large" />
        <Typography.Text type="secondary" data-testid="chart-timer">
          {formatElapsed(elapsed)}
        </Typography.Text>
        <Button danger onClick={props.onStop}>
          Stop
        </Button>
      </Centered>
    );
  }
  if (chart.chartStatus === 'failed' || chart.chartStatus === 'stopped') {
    return (
      <Centered>
        <Alert
          type={chart.chartStatus === 'failed' ? 'error' : 'warning'}
          showIcon
          role="alert"
          data-testid="chart-alert"
          title={chart.chartAlert}
          style={{ maxWidth: '100%', whiteSpace: 'pre-wrap' }}
        />
      </Centered>
    );
  }
  const response = props.queriesData;
  const queried = chart.latestQueryFormData;
  if (!response || !queried) {
    return (
      <Centered>
        <Empty description={CHART_PANE_TEXT.notRun} />
      </Centered>
    );
  }
  const shownFormData = isStale ? queried : formData;
  const plugin = registry.get(String(shownFormData['viz_type'] ?? ''));
  const isEmpty = response.every((result) => result.data.length === 0);
  const rawLayers = shownFormData['annotation_layers'];
  const notices = annotationNotices(
    chart,
    chartAnnotationLayersOf(Array.isArray(rawLayers) ? rawLayers : []).filter(
      (layer) => layer.show && layer.sourceType !== '',
    ),
  );
  const hasNotices = notices.loading.length > 0 || notices.failed.length > 0;
  const bannerHeight = (isStale ? 76 : 0) + (hasNotices ? ANNOTATION_NOTICE_HEIGHT : 0);
  return (
    <>
      {isStale ? (
        <Alert
          type="warning"
          showIcon
          title={CHART_PANE_TEXT.staleTitle}
          description={CHART_PANE_TEXT.staleText}
          action={
            <Button size="small" type="primary" onClick={props.onRun}>
              Update chart
            </Button>
          }
          style={{ height: 76 - 8, marginBottom: 8 }}
        />
      ) : null}
      {hasNotices ? <AnnotationNotices {...notices} /> : null}
      {isEmpty || !plugin ? (
        <Centered>
          <Empty description={CHART_PANE_TEXT.noResults} />
        </Centered>
      ) : props.width > 0 && props.height > bannerHeight ? (
        <SuperChart
          plugin={plugin}
          formData={shownFormData}
          queriesData={response}
          width={props.width}
          height={props.height - bannerHeight}
          chartKey={EXPLORE_CHART_KEY}
          datasource={props.datasource}
          hooks={props.hooks}
          onRenderSuccess={props.onRenderSuccess}
          onRenderFailure={props.onRenderFailure}
          fallback={<Spin />}
        />
      ) : null}
    </>
  );
}
