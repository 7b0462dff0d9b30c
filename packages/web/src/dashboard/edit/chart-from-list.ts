import { jsonObjectSchema, readJsonText } from '@meridian/core';
import type { ChartListItem, DashboardChart } from '@meridian/core';

/**
 * A chart picked from the editor's chart list, in the shape the dashboard's charts call gives (form data as
 * the server builds it: saved params with slice_id, viz_type and datasource), so it draws before a save.
 */
export function dashboardChartFromListItem(chart: ChartListItem): DashboardChart {
  const datasource =
    chart.datasource_id === null ? null : `${chart.datasource_id}__${chart.datasource_type ?? 'table'}`;
  return {
    id: chart.id,
    slice_id: chart.id,
    uuid: chart.uuid,
    slice_name: chart.slice_name,
    slice_url: chart.url,
    viz_type: chart.viz_type,
    form_data: {
      ...readJsonText(chart.params, jsonObjectSchema, {}),
      slice_id: chart.id,
      viz_type: chart.viz_type,
      datasource,
    },
    datasource,
    datasource_id: chart.datasource_id,
    datasource_type: chart.datasource_type,
    datasource_name: chart.datasource_name_text,
    datasource_url: chart.datasource_url,
    description: chart.description,
    description_markeddown: '',
    cache_timeout: chart.cache_timeout,
    certified_by: chart.certified_by,
    certification_details: chart.certification_details,
    owners: chart.owners,
    changed_on: chart.changed_on,
    modified: '',
    thumbnail_url: chart.thumbnail_url,
  };
}
