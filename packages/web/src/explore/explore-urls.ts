import type { ExploreTarget } from './explore-api';

/** Explore of a new chart on a dataset. */
export function exploreDatasetPath(datasetId: number): string {
  return `/explore/?datasource_type=table&datasource_id=${datasetId}`;
}

/** Explore of a saved chart. */
export function exploreChartPath(sliceId: number): string {
  return `/explore/?slice_id=${sliceId}`;
}

function positiveInt(text: string | null): number | null {
  const value = Number(text);
  return text !== null && Number.isInteger(value) && value > 0 ? value : null;
}

/** Explore of unsaved work under a form-data key, with the chart or dataset it falls back on (as Superset's URL). */
export function exploreFormDataPath(
  formDataKey: string,
  on: { sliceId: number | null; datasetId: number | null },
): string {
  const key = `form_data_key=${encodeURIComponent(formDataKey)}`;
  if (on.sliceId !== null) return `/explore/?${key}&slice_id=${on.sliceId}`;
  if (on.datasetId !== null) return `/explore/?${key}&datasource_type=table&datasource_id=${on.datasetId}`;
  return `/explore/?${key}`;
}

/**
 * What the explore URL asks to open: a permalink key, else slice_id, else datasource_id (either with
 * the form_data_key of unsaved work on it), else a form_data_key alone; null when none.
 */
export function exploreTargetOf(
  search: URLSearchParams,
  permalinkKey: string | undefined,
): ExploreTarget | null {
  if (permalinkKey) return { kind: 'permalink', key: permalinkKey };
  const formDataKey = search.get('form_data_key') || undefined;
  const withKey = formDataKey ? { formDataKey } : {};
  const sliceId = positiveInt(search.get('slice_id'));
  if (sliceId !== null) return { kind: 'slice', sliceId, ...withKey };
  const datasetId = positiveInt(
    search.get('datasource_id') ??
      search.get('dataset_id') ??
      search.get('datasource')?.split('__')[0] ??
      null,
  );
  const vizType = search.get('viz_type');
  if (datasetId !== null) return { kind: 'dataset', datasetId, ...withKey, ...(vizType ? { vizType } : {}) };
  if (formDataKey) return { kind: 'formData', formDataKey };
  return null;
}
