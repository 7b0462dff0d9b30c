import type { ListRequest } from '../app/list-query';

/** How many datasets the chart-creation page offers per search. */
export const CHART_ADD_DATASET_LIMIT = 100;

/** The dataset list request of the chart-creation page: names containing `search`, by name. */
export function datasetSearchRequest(search: string): ListRequest {
  const text = search.trim();
  return {
    page: 0,
    pageSize: CHART_ADD_DATASET_LIMIT,
    orderColumn: 'table_name',
    orderDirection: 'asc',
    filters: text ? [{ col: 'table_name', opr: 'ct', value: text }] : [],
  };
}

/** Explore of a new chart of a type on a dataset, the URL Superset's chart-creation page opens. */
export function chartAddExplorePath(datasetId: number, vizType: string): string {
  return `/explore/?viz_type=${encodeURIComponent(vizType)}&datasource=${datasetId}__table`;
}
