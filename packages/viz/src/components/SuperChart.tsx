import { Component, createElement, Suspense, use, useEffect, useMemo, type ReactNode } from 'react';
import type { LabelColorMap } from '../color/label-colors';
import {
  loadVizPlugin,
  type AnyVizPlugin,
  type AnyVizPluginParts,
  type BaseRendererProps,
  type ChartDatasource,
  type ChartDataResult,
  type ChartHooks,
  type ChartOwnState,
  type Renderer,
  type RendererModule,
} from '../plugin';
import { ChartIdentityContext } from './chart-context';

/** Spec §4: the alert of a failed render. */
export const RENDER_ERROR_PREFIX = 'An error occurred while rendering the visualization: ';

/** Props of SuperChart. */
export interface SuperChartProps {
  /** The plugin of the chart's viz_type (from a registry). */
  plugin: AnyVizPlugin;
  /** Form data as saved or edited; the plugin's schema parses it. */
  formData: unknown;
  /** Chart data API results, one per query object. */
  queriesData: readonly ChartDataResult[];
  /** Pixels. */
  width: number;
  /** Pixels. */
  height: number;
  /** Key of the chart for tests (`data-chart-key`, window.__meridianCharts); e.g. the slice id. */
  chartKey?: string;
  /** Dataset facts (verbose names, saved formats). */
  datasource?: ChartDatasource;
  /** Shared label colours of the dashboard. */
  sharedLabelColors?: LabelColorMap;
  /** Per-chart state (table pages). */
  ownState?: ChartOwnState;
  /** Callbacks to the host. */
  hooks?: ChartHooks;
  /** Rendered (chart status "rendered"). */
  onRenderSuccess?: () => void;
  /** Render failed with this alert text (chart status "failed"). */
  onRenderFailure?: (alert: string) => void;
  /** Shown while the renderer loads. */
  fallback?: ReactNode;
}

/** A plugin ready to draw: its transformProps and its renderer. */
interface DrawablePlugin {
  transformProps: AnyVizPluginParts['transformProps'];
  renderer: Renderer<BaseRendererProps>;
}

const loading = new WeakMap<AnyVizPlugin, Promise<DrawablePlugin>>();
const drawable = new WeakMap<AnyVizPlugin, DrawablePlugin>();

/** Loads the plugin's on-demand part and its renderer, once, and remembers them. */
function loadDrawable(plugin: AnyVizPlugin): Promise<DrawablePlugin> {
  let promise = loading.get(plugin);
  if (!promise) {
    promise = loadVizPlugin(plugin).then(async (loaded) => {
      // Registries erase a plugin's props type; its transformProps and renderer still belong together.
      const module = (await loaded.loadRenderer()) as RendererModule<BaseRendererProps>;
      const ready = { transformProps: loaded.transformProps, renderer: module.default };
      drawable.set(plugin, ready);
      return ready;
    });
    promise.catch(() => loading.delete(plugin));
    loading.set(plugin, promise);
  }
  return promise;
}

/**
 * Loads a plugin's transformProps and renderer ahead of its first chart. Charts whose plugin is loaded draw at
 * once; one still loading suspends, and React holds the reveal of a suspended chart up to 300 ms.
 */
export async function preloadRenderer(plugin: AnyVizPlugin): Promise<void> {
  await loadDrawable(plugin);
}

interface BoundaryProps {
  children: ReactNode;
  onError?: (alert: string) => void;
  /** A new value clears a previous failure (new form data or new results). */
  resetKeys: readonly unknown[];
}

/** A render error as a person reads it: form-data validation issues as "control: message", else the message. */
export function renderErrorText(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'issues' in error && Array.isArray(error.issues)) {
    return error.issues
      .map((issue: { path?: unknown[]; message?: string }) => {
        const path = (issue.path ?? []).join('.');
        return path ? `${path}: ${issue.message ?? ''}` : (issue.message ?? '');
      })
      .join('; ');
  }
  return error instanceof Error ? error.message : String(error);
}

class RenderErrorBoundary extends Component<BoundaryProps, { alert: string | null }> {
  override state: { alert: string | null } = { alert: null };

  override componentDidUpdate(previous: BoundaryProps) {
    const changed = previous.resetKeys.some((key, i) => key !== this.props.resetKeys[i]);
    if (this.state.alert && changed) this.setState({ alert: null });
  }

  static getDerivedStateFromError(error: unknown) {
    return { alert: `${RENDER_ERROR_PREFIX}${renderErrorText(error)}` };
  }

  override componentDidCatch() {
    if (this.state.alert) this.props.onError?.(this.state.alert);
  }

  override render() {
    return this.state.alert ? <div role="alert">{this.state.alert}</div> : this.props.children;
  }
}

function Rendered({ onRender }: { onRender?: () => void }) {
  useEffect(() => onRender?.(), [onRender]);
  return null;
}

function ChartBody(props: SuperChartProps) {
  const { plugin, formData, queriesData, width, height, datasource, sharedLabelColors, ownState, hooks } =
    props;
  const parsed = useMemo(() => plugin.formDataSchema.parse(formData), [plugin, formData]);
  // Loaded already: draw in this render; else suspend until the chunks arrive.
  const { transformProps, renderer } = drawable.get(plugin) ?? use(loadDrawable(plugin));
  const rendererProps = useMemo(
    () =>
      transformProps({
        formData: parsed,
        queriesData,
        width,
        height,
        ...(datasource ? { datasource } : {}),
        ...(sharedLabelColors ? { sharedLabelColors } : {}),
        ...(ownState ? { ownState } : {}),
        ...(hooks ? { hooks } : {}),
      }),
    [transformProps, parsed, queriesData, width, height, datasource, sharedLabelColors, ownState, hooks],
  );
  const setLabelColors = hooks?.setLabelColors;
  useEffect(() => {
    if (
      setLabelColors &&
      'labelColors' in rendererProps &&
      typeof rendererProps.labelColors === 'object' &&
      rendererProps.labelColors !== null
    ) {
      setLabelColors({ ...rendererProps.labelColors });
    }
  }, [rendererProps, setLabelColors]);
  return (
    <>
      {createElement(renderer, rendererProps)}
      <Rendered onRender={props.onRenderSuccess} />
    </>
  );
}

/**
 * Renders a chart: loads the plugin's on-demand part, parses form data with the plugin's schema, runs
 * transformProps and the renderer, and reports success or the spec's render-failure alert.
 */
export function SuperChart(props: SuperChartProps) {
  return (
    <ChartIdentityContext.Provider value={{ chartKey: props.chartKey, vizType: props.plugin.vizType }}>
      <div
        data-testid="chart-container"
        data-viz-type={props.plugin.vizType}
        data-chart-key={props.chartKey}
        style={{ width: props.width, height: props.height }}
      >
        <RenderErrorBoundary
          resetKeys={[props.plugin, props.formData, props.queriesData]}
          onError={props.onRenderFailure}
        >
          <Suspense fallback={props.fallback ?? null}>
            <ChartBody {...props} />
          </Suspense>
        </RenderErrorBoundary>
      </div>
    </ChartIdentityContext.Provider>
  );
}
