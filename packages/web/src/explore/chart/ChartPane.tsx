import { UNSUPPORTED_VIZ_TYPE_MESSAGE } from '@meridian/viz';
import type { ChartDatasource, ChartHooks, LoadedVizRegistry } from '@meridian/viz';
import { Alert, Button, Empty, Flex, Spin, Typography } from 'antd';
import { useMemo, useRef, type ReactNode } from 'react';
import { chartAnnotationLayersOf } from '@meridian/core';
import { ANNOTATION_NOTICE_TEXT, annotationNotices } from '../../chart-runtime/annotation-queries';
import type { ChartState } from '../../chart-runtime/chart-state';
import { ChartView, type ChartBanner, type ChartStateViews } from '../../chart-runtime/ChartView';
import type { FormData } from '../form-data';
import { formatElapsed, useElapsed } from '../../chart-runtime/elapsed';

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

/** The box of the chart area in explore's layout. */
const PANE_STYLE = { flex: 1, minHeight: 0, position: 'relative', overflow: 'hidden' } as const;

/** The chart area: every chart state of spec §4 with its message, or the chart. */
export function ChartPane(props: ChartPaneProps) {
  const { registry, chart, formData, errors, isStale, onStop } = props;
  // One hooks object for the chart's life: a new one would make the renderer's props anew on every render.
  const controlChange = useRef(props.onControlChange);
  controlChange.current = props.onControlChange;
  const hooks = useMemo<ChartHooks>(
    () => ({ setControlValue: (key, value) => controlChange.current?.(key, value) }),
    [],
  );
  const views = useMemo<ChartStateViews>(
    () => ({
      loading: (state) => <ChartLoading state={state} onStop={onStop} />,
      failed: (alert) => <ChartAlert type="error" alert={alert} />,
      stopped: (alert) => <ChartAlert type="warning" alert={alert} />,
      notRun: (
        <Centered>
          <Empty description={CHART_PANE_TEXT.notRun} />
        </Centered>
      ),
      noResults: (
        <Centered>
          <Empty description={CHART_PANE_TEXT.noResults} />
        </Centered>
      ),
    }),
    [onStop],
  );
  // While stale, the chart shows the form data of its last query (render-only changes show at once otherwise).
  const queried = chart.latestQueryFormData;
  const shownFormData = isStale && queried ? queried : formData;
  return (
    <ChartView
      testId="explore-chart-pane"
      style={PANE_STYLE}
      state={chart}
      plugin={registry.get(String(shownFormData['viz_type'] ?? ''))}
      formData={shownFormData}
      chartKey={EXPLORE_CHART_KEY}
      datasource={props.datasource}
      views={views}
      notice={controlsNotice(registry, formData, errors)}
      banner={exploreBanner(chart, shownFormData, isStale, props.onRun)}
      hooks={hooks}
      onRenderSuccess={props.onRenderSuccess}
      onRenderFailure={props.onRenderFailure}
    />
  );
}

function Centered({ children }: { children: ReactNode }) {
  return (
    <Flex vertical align="center" justify="center" gap={12} style={{ height: '100%', padding: 24 }}>
      {children}
    </Flex>
  );
}

/** The query runs: a spinner, its timer and Stop. */
function ChartLoading({ state, onStop }: { state: ChartState; onStop: () => void }) {
  const elapsed = useElapsed(state.chartUpdateStartTime, state.chartUpdateEndTime);
  return (
    <Centered>
      <Spin size="large" />
      <Typography.Text type="secondary" data-testid="chart-timer">
        {formatElapsed(elapsed)}
      </Typography.Text>
      <Button danger onClick={onStop}>
        Stop
      </Button>
    </Centered>
  );
}

/** The chart failed (an error) or was stopped (a warning), with its alert. */
function ChartAlert({ type, alert }: { type: 'error' | 'warning'; alert: string | null }) {
  return (
    <Centered>
      <Alert
        type={type}
        showIcon
        role="alert"
        data-testid="chart-alert"
        title={alert}
        style={{ maxWidth: '100%', whiteSpace: 'pre-wrap' }}
      />
    </Centered>
  );
}

/** What stands before any chart state: a viz type no plugin draws, or controls that need values. */
function controlsNotice(
  registry: LoadedVizRegistry,
  formData: FormData,
  errors: readonly ControlError[],
): ReactNode {
  if (!registry.get(String(formData['viz_type'] ?? ''))) {
    return (
      <Centered>
        <Alert type="warning" showIcon title={UNSUPPORTED_VIZ_TYPE_MESSAGE} />
      </Centered>
    );
  }
  if (errors.length === 0) return null;
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

/** Height of the line that tells which annotation layers load or failed. */
const ANNOTATION_NOTICE_HEIGHT = 32;
/** Height of the "not up to date" alert with its margin. */
const STALE_ALERT_HEIGHT = 76;

/** Above the chart: the "not up to date" alert with Update chart, and the annotation layers' notices. */
function exploreBanner(
  chart: ChartState,
  shownFormData: FormData,
  isStale: boolean,
  onRun: () => void,
): ChartBanner | null {
  const rawLayers = shownFormData['annotation_layers'];
  const notices = annotationNotices(
    chart,
    chartAnnotationLayersOf(Array.isArray(rawLayers) ? rawLayers : []).filter(
      (layer) => layer.show && layer.sourceType !== '',
    ),
  );
  const hasNotices = notices.loading.length > 0 || notices.failed.length > 0;
  if (!isStale && !hasNotices) return null;
  return {
    height: (isStale ? STALE_ALERT_HEIGHT : 0) + (hasNotices ? ANNOTATION_NOTICE_HEIGHT : 0),
    content: (
      <>
        {isStale ? (
          <Alert
            type="warning"
            showIcon
            title={CHART_PANE_TEXT.staleTitle}
            description={CHART_PANE_TEXT.staleText}
            action={
              <Button size="small" type="primary" onClick={onRun}>
                Update chart
              </Button>
            }
            style={{ height: STALE_ALERT_HEIGHT - 8, marginBottom: 8 }}
          />
        ) : null}
        {hasNotices ? <AnnotationNotices {...notices} /> : null}
      </>
    ),
  };
}

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
