import { columnLabel, type QueryContext } from '@meridian/core';
import type { FormColumn } from '../../form-data/schemas';
import { DECK_ROW_LIMIT } from '../../maps/deck-query';
import { buildQueryContext } from '../../query/build-query-context';
import type { MapboxFormData } from './form-data';

/** The label column a cluster combines, or null. */
export function labelColumn(fd: MapboxFormData): string | null {
  return fd.mapbox_label[0] ?? null;
}

/** The column holding each point's radius, or null for 'Auto'. */
export function radiusColumn(fd: MapboxFormData): string | null {
  return fd.point_radius && fd.point_radius !== 'Auto' ? fd.point_radius : null;
}

function uniqueColumns(columns: readonly (FormColumn | null | undefined)[]): FormColumn[] {
  const seen = new Set<string>();
  return columns.filter((column): column is FormColumn => {
    if (column === null || column === undefined) return false;
    const label = columnLabel(column);
    if (seen.has(label)) return false;
    seen.add(label);
    return true;
  });
}

/** Raw rows of lon, lat, the groupby columns, the label and the radius column (pure); clustering is client-side. */
export function buildMapboxQuery(formData: MapboxFormData): QueryContext {
  const columns = uniqueColumns([
    formData.all_columns_x,
    formData.all_columns_y,
    ...formData.groupby,
    labelColumn(formData),
    radiusColumn(formData),
  ]);
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns,
      metrics: null,
      orderby: [],
      row_limit: base.row_limit ?? DECK_ROW_LIMIT,
      series_limit: 0,
    },
  ]);
}
