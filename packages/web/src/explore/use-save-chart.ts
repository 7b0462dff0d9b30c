import type { Chart, Dataset } from '@meridian/core';
import type { LoadedVizPlugin } from '@meridian/viz';
import { useToast } from '../app/toast';
import { useNavigate } from 'react-router-dom';
import type { ExploreTarget } from './explore-api';
import {
  useAddChartToDashboardMutation,
  useCreateChartMutation,
  useCreateDashboardMutation,
  useUpdateChartMutation,
} from './explore-api';
import { chartSaveFields } from './explore-model';
import { exploreChartPath } from './explore-urls';
import type { FormData } from './form-data';
import type { SaveAction, SaveToDashboard } from './header/SaveModal';

/** What saving needs from the page. */
export interface SaveChartOptions {
  /** Plugin of the current viz type. */
  plugin: LoadedVizPlugin | undefined;
  /** Current form data. */
  formData: FormData;
  /** The dataset the chart reads. */
  dataset: Dataset | null;
  /** The open chart, if saved. */
  slice: Chart | null;
  /** The chart after the save. */
  onSaved: (chart: Chart) => void;
  /** Moves the URL to the saved chart. */
  onUrlChange: (path: string, target: ExploreTarget) => void;
  /** Updates the form data (its slice_id). */
  setFormData: (update: (previous: FormData) => FormData) => void;
}

/** What the save modal asks for. */
export interface SaveRequest {
  /** Overwrite or save as new. */
  action: SaveAction;
  /** The chart name. */
  name: string;
  /** The dashboard to add the chart to, if any. */
  dashboard: SaveToDashboard | null;
  /** Whether to open the dashboard after saving. */
  goToDashboard: boolean;
}

/**
 * Saving from explore: overwrite the open chart or create a new one; the URL becomes /explore/?slice_id=N. With a
 * dashboard (an existing one, or a new one created by title) the chart is appended to its layout in a new row,
 * and "Save & go to dashboard" opens it.
 */
export function useSaveChart(options: SaveChartOptions): (request: SaveRequest) => Promise<void> {
  const [createChart] = useCreateChartMutation();
  const [updateChart] = useUpdateChartMutation();
  const [createDashboard] = useCreateDashboardMutation();
  const [addChartToDashboard] = useAddChartToDashboardMutation();
  const navigate = useNavigate();
  const toast = useToast();
  const { plugin, formData, dataset, slice } = options;
  return async ({ action, name, dashboard, goToDashboard }) => {
    if (!dataset) throw new Error('The chart has no dataset');
    const fields = {
      ...chartSaveFields(plugin, formData),
      slice_name: name,
      datasource_id: dataset.id,
      datasource_type: 'table' as const,
    };
    const saved =
      action === 'overwrite' && slice
        ? await updateChart({ id: slice.id, body: fields }).unwrap()
        : await createChart(fields).unwrap();
    options.onSaved(saved);
    options.setFormData((previous) => ({ ...previous, slice_id: saved.id }));
    options.onUrlChange(exploreChartPath(saved.id), { kind: 'slice', sliceId: saved.id });
    toast.success(
      action === 'overwrite'
        ? `Chart [${saved.slice_name}] has been overwritten`
        : `Chart [${saved.slice_name}] has been saved`,
    );
    if (!dashboard) return;
    let dashboardId: number;
    try {
      dashboardId = dashboard.kind === 'new' ? await createDashboard(dashboard.title).unwrap() : dashboard.id;
      await addChartToDashboard({ dashboardId, chartId: saved.id, sliceName: saved.slice_name }).unwrap();
    } catch (error) {
      // The chart is saved; only the dashboard step failed, so the modal closes and says why.
      toast.error(`Sorry, there was an error saving this dashboard`, error);
      return;
    }
    toast.success(
      dashboard.kind === 'new'
        ? `Dashboard [${dashboard.title}] just got created and chart [${saved.slice_name}] was added to it`
        : `Chart [${saved.slice_name}] was added to dashboard [${dashboard.title}]`,
    );
    if (goToDashboard) void navigate(`/superset/dashboard/${dashboardId}/`);
  };
}
