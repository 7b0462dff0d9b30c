import { SuperChart } from '@meridian/viz';
import type { AnyVizPlugin, ChartDatasource, ChartHooks, LabelColorMap } from '@meridian/viz';
import { Spin } from 'antd';
import { useMemo } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { withAnnotationData } from './annotation-queries';
import type { ChartDataResponse } from './chart-data-client';
import type { FormData } from './chart-query';
import type { ChartState } from './chart-state';
import { useElementSize } from './use-element-size';

/** What a page shows for each chart state that is not a drawn chart (its own wording and layout). */
export interface ChartStateViews {
  /** The query runs (spinner, timer, Stop). */
  loading(state: ChartState): ReactNode;
  /** The query or the drawing failed, with the chart's alert. */
  failed(alert: string | null): ReactNode;
  /** The query was stopped, with the chart's alert. */
  stopped(alert: string | null): ReactNode;
  /** No answer yet (the chart has not queried). */
  notRun: ReactNode;
  /** The answer has no rows (or no plugin draws it). */
  noResults: ReactNode;
}

/** A page's banners above the chart (and above its no-results message), and the height they take. */
export interface ChartBanner {
  content: ReactNode;
  /** Pixels the chart gives up for them. */
  height: number;
}

/** Props of ChartView. */
export interface ChartViewProps {
  /** The chart's state, from useChartQuery. */
  state: ChartState;
  /** The plugin that draws the answer. */
  plugin: AnyVizPlugin | undefined;
  /** Form data the chart draws with (render-only changes show at once). */
  formData: FormData;
  /** Key of the chart in `window.__meridianCharts` and `data-chart-key`. */
  chartKey: string;
  datasource: ChartDatasource;
  /** The page's views of the chart's states. */
  views: ChartStateViews;
  /** The page's message instead of any chart state (unsupported type, invalid controls…), when it has one. */
  notice?: ReactNode;
  /** Banners above the drawn chart, when the page has some. */
  banner?: ChartBanner | null;
  hooks?: ChartHooks;
  sharedLabelColors?: LabelColorMap;
  onRenderSuccess?: () => void;
  onRenderFailure?: (alert: string) => void;
  /** Box of the measured area the chart fills. */
  style: CSSProperties;
  testId?: string;
}

/** Whether a chart data answer has no rows at all. */
export function isEmptyResponse(response: ChartDataResponse): boolean {
  return response.every((result) => result.data.length === 0);
}

/**
 * The drawing shell of a chart, shared by explore and dashboards: measures its area, shows the page's view of the
 * chart's state, else draws the answer (its annotation layers' data joined in) with SuperChart and its render
 * boundary.
 */
export function ChartView(props: ChartViewProps) {
  const [ref, size] = useElementSize<HTMLDivElement>();
  // The layers' data, loaded by their own queries, joins the chart's answer where the charts read it.
  const { queriesResponse, annotationData } = props.state;
  const queriesData = useMemo(
    () => (queriesResponse ? withAnnotationData(queriesResponse, annotationData) : null),
    [queriesResponse, annotationData],
  );
  return (
    <div ref={ref} data-testid={props.testId} style={props.style}>
      <ChartViewBody {...props} queriesData={queriesData} width={size.width} height={size.height} />
    </div>
  );
}

function ChartViewBody(
  props: ChartViewProps & { queriesData: ChartDataResponse | null; width: number; height: number },
) {
  const { state, views, plugin, queriesData } = props;
  if (props.notice !== undefined && props.notice !== null) return props.notice;
  if (state.chartStatus === 'loading') return views.loading(state);
  if (state.chartStatus === 'failed') return views.failed(state.chartAlert);
  if (state.chartStatus === 'stopped') return views.stopped(state.chartAlert);
  if (!queriesData || !state.latestQueryFormData) return views.notRun;
  const bannerHeight = props.banner?.height ?? 0;
  return (
    <>
      {props.banner?.content}
      {isEmptyResponse(queriesData) || !plugin ? (
        views.noResults
      ) : props.width > 0 && props.height > bannerHeight ? (
        <SuperChart
          plugin={plugin}
          formData={props.formData}
          queriesData={queriesData}
          width={props.width}
          height={props.height - bannerHeight}
          chartKey={props.chartKey}
          datasource={props.datasource}
          {...(props.hooks ? { hooks: props.hooks } : {})}
          {...(props.sharedLabelColors ? { sharedLabelColors: props.sharedLabelColors } : {})}
          {...(props.onRenderSuccess ? { onRenderSuccess: props.onRenderSuccess } : {})}
          {...(props.onRenderFailure ? { onRenderFailure: props.onRenderFailure } : {})}
          fallback={<Spin />}
        />
      ) : null}
    </>
  );
}
