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

/** What the explore URL asks to open: a permalink key, else slice_id, else datasource_id; null when neither. */
export function exploreTargetOf(
  search: URLSearchParams,
  permalinkKey: string | undefined,
): ExploreTarget | null {
  if (permalinkKey) return { kind: 'permalink', key: permalinkKey };
  const sliceId = positiveInt(search.get('slice_id'));
  if (sliceId !== null) return { kind: 'slice', sliceId };
  const datasetId = positiveInt(search.get('datasource_id') ?? search.get('dataset_id'));
  if (datasetId !== null) return { kind: 'dataset', datasetId };
  return null;
}
