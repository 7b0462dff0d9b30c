import type { Chart, Dataset } from '@meridian/core';
import type { AnyVizPlugin } from '@meridian/viz';
import { useToast } from '../app/toast';
import type { ExploreTarget } from './explore-api';
import { useCreateChartMutation, useUpdateChartMutation } from './explore-api';
import { chartSaveFields } from './explore-model';
import { exploreChartPath } from './explore-urls';
import type { FormData } from './form-data';
import type { SaveAction } from './header/SaveModal';

/** What saving needs from the page. */
export interface SaveChartOptions {
  /** Plugin of the current viz type. */
  plugin: AnyVizPlugin | undefined;
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

/** Saving from explore: overwrite the open chart or create a new one; the URL becomes /explore/?slice_id=N. */
export function useSaveChart(options: SaveChartOptions): (action: SaveAction, name: string) => Promise<void> {
  const [createChart] = useCreateChartMutation();
  const [updateChart] = useUpdateChartMutation();
  const toast = useToast();
  const { plugin, formData, dataset, slice } = options;
  return async (action, name) => {
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
  };
}
