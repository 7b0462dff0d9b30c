import type { Chart, Dataset, QueryContext } from '@meridian/core';
import { applyHiddenControlResets, validateControls } from '@meridian/viz';
import type { LoadedVizPlugin, ChartDatasource } from '@meridian/viz';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useGetMyRolesQuery } from '../app/api';
import { permissionsApi } from '../app/permissions-api';
import { useSession } from '../app/session';
import type { ControlError } from './chart/ChartPane';
import type { ExploreAnswer, ExploreTarget } from './explore-api';
import { exploreFlags } from './explore-permissions';
import { explorePlugins } from './explore-plugins';
import type { ExploreFlags } from './explore-permissions';
import { buildContext, chartDatasourceOf } from '../chart-runtime/chart-query';
import { controlErrors, isQueryStale } from './explore-model';
import { exploreDatasetPath } from './explore-urls';
import {
  controlContextOf,
  hydrateFormData,
  resetTimeColumnAfterSave,
  switchVizType,
  withDatasource,
} from './form-data';
import type { FormData, HydrationSource } from './form-data';
import { useChartQuery } from '../chart-runtime/use-chart-query';
import type { ChartQuery } from '../chart-runtime/use-chart-query';

/** Inputs of useExplore. */
export interface ExploreOptions {
  /** What the explore call answered. */
  answer: ExploreAnswer;
  /** What was opened. */
  source: HydrationSource;
  /** Changes the URL to a path that opens the same state (after a save, a swap, or a store of unsaved work). */
  onUrlChange: (path: string, target: ExploreTarget, options?: { replace: boolean }) => void;
  /** The form-data key whose state explore opened with, if any. */
  formDataKey?: string | null;
}

/** The state of the explore page and what changes it. */
export interface ExploreState {
  /** The dataset, or null when missing. */
  dataset: Dataset | null;
  /** The saved chart, if any. */
  slice: Chart | null;
  /** The chart's name as shown. */
  sliceName: string;
  /** Current form data. */
  formData: FormData;
  /** Selected viz type. */
  vizType: string;
  /** Its plugin, when known. */
  plugin: LoadedVizPlugin | undefined;
  /** Validation errors by form-data key. */
  errors: Record<string, string[]>;
  /** The same with control labels. */
  errorList: ControlError[];
  /** Whether a query may run. */
  canRun: boolean;
  /** Whether controls changed since the last query in a way that needs a new one. */
  isStale: boolean;
  /** Query context of the current form data, or null while invalid. */
  context: QueryContext | null;
  /** Dataset facts for renderers. */
  chartDatasource: ChartDatasource;
  /** The chart and its query. */
  chart: ChartQuery;
  /** can_add, can_download, can_overwrite. */
  flags: ExploreFlags;
  /** Runs the query of the current form data. */
  run: () => void;
  /** A control changed. */
  onControlChange: (key: string, value: unknown) => void;
  /** Another viz type was picked. */
  changeVizType: (vizType: string) => void;
  /** Another dataset was chosen (spec §4 "Datasource swap"). */
  swapDataset: (dataset: Dataset) => void;
  /** The dataset was saved in the edit modal. */
  onDatasetSaved: (dataset: Dataset) => void;
  /** The chart was saved. */
  onSliceSaved: (chart: Chart) => void;
  /** Sets the name shown. */
  setSliceName: (name: string) => void;
  /** Sets form data (saving adds slice_id). */
  setFormData: (update: (previous: FormData) => FormData) => void;
}

function usePermissions(slice: Chart | null): ExploreFlags {
  const { me, isAdmin } = useSession();
  const roles = useGetMyRolesQuery(undefined, { skip: !me });
  const chartPermissions = permissionsApi.useGetResourcePermissionsQuery('chart');
  return exploreFlags({
    chartPermissions: chartPermissions.data ?? [],
    roles: roles.data,
    sliceOwners: slice?.owners ?? null,
    userId: me?.id,
    isAdmin,
  });
}

/** Explore's state: hydrated form data, dataset, chart, validation, and the handlers that change them. */
export function useExplore({ answer, source, onUrlChange }: ExploreOptions): ExploreState {
  const registry = explorePlugins();
  const [dataset, setDataset] = useState<Dataset | null>(answer.dataset);
  const [slice, setSlice] = useState<Chart | null>(answer.slice);
  const [sliceName, setSliceName] = useState(answer.slice?.slice_name ?? '');
  const [formData, setFormData] = useState<FormData>(() =>
    hydrateFormData(answer.form_data, { registry, dataset: answer.dataset, source }),
  );
  const memory = useRef<Record<string, FormData>>({});
  const chart = useChartQuery();
  const flags = usePermissions(slice);

  const vizType = String(formData['viz_type'] ?? '');
  const plugin = registry.get(vizType);
  const controlContext = useMemo(() => controlContextOf(dataset), [dataset]);
  const errors = useMemo(
    () => (plugin && dataset ? validateControls(plugin.controlPanel, formData, controlContext) : {}),
    [plugin, dataset, formData, controlContext],
  );
  const errorList = controlErrors(plugin, errors);
  const canRun = plugin !== undefined && dataset !== null && errorList.length === 0;
  const context = useMemo(
    () => (canRun && plugin ? buildContext(plugin, formData) : null),
    [canRun, plugin, formData],
  );
  const chartDatasource = useMemo(() => chartDatasourceOf(dataset), [dataset]);

  const run = () => {
    if (canRun && plugin) chart.run(formData, plugin);
  };

  useEffect(() => {
    // A saved chart or a permalink shows its chart at once; a new chart waits for Run.
    if (source !== 'dataset') run();
    // Only on opening: later runs are the person's.
  }, []);

  const changeVizType = (next: string) => {
    const nextPlugin = registry.get(next);
    if (!nextPlugin || next === vizType) return;
    memory.current[vizType] = formData;
    setFormData(switchVizType(formData, nextPlugin, { dataset, memory: memory.current[next] }));
  };

  return {
    dataset,
    slice,
    sliceName,
    formData,
    vizType,
    plugin,
    errors,
    errorList,
    canRun,
    isStale: isQueryStale(plugin, chart.state.latestQueryFormData, formData),
    context,
    chartDatasource,
    chart,
    flags,
    run,
    changeVizType,
    onControlChange: (key, value) => {
      if (key === 'viz_type' && typeof value === 'string') return changeVizType(value);
      setFormData((previous) =>
        plugin
          ? applyHiddenControlResets(plugin.controlPanel, { ...previous, [key]: value }, controlContext)
          : { ...previous, [key]: value },
      );
    },
    swapDataset: (next) => {
      setDataset(next);
      setFormData((previous) => withDatasource(previous, next));
      chart.dispatch({ type: 'datasourceSet' });
      if (!slice) onUrlChange(exploreDatasetPath(next.id), { kind: 'dataset', datasetId: next.id });
    },
    onDatasetSaved: (saved) => {
      setDataset(saved);
      setFormData((previous) => resetTimeColumnAfterSave(previous, saved));
      chart.dispatch({ type: 'datasourceSet' });
    },
    onSliceSaved: (saved) => {
      setSlice(saved);
      setSliceName(saved.slice_name);
    },
    setSliceName,
    setFormData,
  };
}
