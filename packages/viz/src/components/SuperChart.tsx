import {
  Component,
  createElement,
  lazy,
  Suspense,
  useEffect,
  useMemo,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import type { LabelColorMap } from '../color/label-colors';
import type {
  AnyVizPlugin,
  BaseRendererProps,
  ChartDatasource,
  ChartDataResult,
  ChartHooks,
  ChartOwnState,
  Renderer,
  RendererModule,
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

const lazyRenderers = new WeakMap<AnyVizPlugin, LazyExoticComponent<Renderer<BaseRendererProps>>>();
const loadedRenderers = new WeakMap<AnyVizPlugin, Renderer<BaseRendererProps>>();

/** Loads the plugin's renderer and remembers it. */
async function loadRenderer(plugin: AnyVizPlugin): Promise<RendererModule<BaseRendererProps>> {
  // Registries erase a plugin's props type; its transformProps and renderer still belong together.
  const module = (await plugin.loadRenderer()) as RendererModule<BaseRendererProps>;
  loadedRenderers.set(plugin, module.default);
  return module;
}

/**
 * Loads a plugin's renderer ahead of its first chart. Charts whose renderer is loaded draw at once; a lazy one
 * suspends even when its module has arrived, and React holds the reveal of a suspended chart up to 300 ms.
 */
export async function preloadRenderer(plugin: AnyVizPlugin): Promise<void> {
  await loadRenderer(plugin);
}

/** The plugin's renderer: itself once loaded, else a lazy component (created once per plugin). */
function rendererOf(
  plugin: AnyVizPlugin,
): Renderer<BaseRendererProps> | LazyExoticComponent<Renderer<BaseRendererProps>> {
  const loaded = loadedRenderers.get(plugin);
  if (loaded) return loaded;
  const cached = lazyRenderers.get(plugin);
  if (cached) return cached;
  const component = lazy(() => loadRenderer(plugin));
  lazyRenderers.set(plugin, component);
  return component;
}

interface BoundaryProps {
  children: ReactNode;
  onError?: (alert: string) => void;
  /** A new value clears a previous failure (new form data or new results). */
  resetKeys: readonly unknown[];
}

class RenderErrorBoundary extends Component<BoundaryProps, { alert: string | null }> {
  override state: { alert: string | null } = { alert: null };

  override componentDidUpdate(previous: BoundaryProps) {
    const changed = previous.resetKeys.some((key, i) => key !== this.props.resetKeys[i]);
    if (this.state.alert && changed) this.setState({ alert: null });
  }

  static getDerivedStateFromError(error: unknown) {
    return { alert: `${RENDER_ERROR_PREFIX}${error instanceof Error ? error.message : String(error)}` };
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
  const rendererProps = useMemo(
    () =>
      plugin.transformProps({
        formData: parsed,
        queriesData,
        width,
        height,
        ...(datasource ? { datasource } : {}),
        ...(sharedLabelColors ? { sharedLabelColors } : {}),
        ...(ownState ? { ownState } : {}),
        ...(hooks ? { hooks } : {}),
      }),
    [plugin, parsed, queriesData, width, height, datasource, sharedLabelColors, ownState, hooks],
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
  // Chosen once per plugin: a renderer that changed from lazy to loaded between renders would draw anew.
  const renderer = useMemo(() => rendererOf(plugin), [plugin]);
  return (
    <>
      {createElement(renderer, rendererProps)}
      <Rendered onRender={props.onRenderSuccess} />
    </>
  );
}

/**
 * Renders a chart: parses form data with the plugin's schema, runs transformProps and the lazily
 * loaded renderer, and reports success or the spec's render-failure alert.
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
