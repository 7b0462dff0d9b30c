import {
  checkFilterConfiguration,
  dashboardMetadataSchema,
  filterTarget,
  type DashboardMetadata,
  type DatasetColumns,
  type NativeFilter,
} from '@meridian/core';
import type { Principal } from '../auth/access';
import { canSeeDataset, dataAccessOf } from '../auth/data-access';
import { fieldErrors } from '../errors';
import type { DatasetsRepo } from '../store/datasets-repo';

/**
 * Refuses (422) a save whose `native_filter_configuration` adds problems: filters on datasets that do not exist
 * or that the caller cannot read, on columns their dataset lacks, with unknown types or parents, or whose
 * `cascadeParentIds` go round in a circle. Problems the stored configuration already had are let through, so a
 * dashboard whose dataset was deleted can still have its layout or title saved.
 */
export async function refuseBadNativeFilters(
  datasets: Pick<DatasetsRepo, 'bundles'>,
  principal: Principal,
  metadata: DashboardMetadata | null | undefined,
  storedMetadataText: string | null,
): Promise<void> {
  const filters = metadata?.native_filter_configuration ?? [];
  if (filters.length === 0) return;
  const stored = storedFilters(storedMetadataText);
  const readable = await readableDatasets(datasets, principal, [...filters, ...stored]);
  const before = new Set(checkFilterConfiguration(stored, readable).map((p) => p.message));
  const added = checkFilterConfiguration(filters, readable).filter((p) => !before.has(p.message));
  if (added.length === 0) return;
  throw fieldErrors({
    json_metadata: added.map((problem) => `native_filter_configuration: ${problem.message}`),
  });
}

/** The filters of the stored metadata; none when it is absent or unreadable. */
function storedFilters(text: string | null): NativeFilter[] {
  if (!text?.trim()) return [];
  try {
    const parsed = dashboardMetadataSchema.safeParse(JSON.parse(text));
    return parsed.success ? (parsed.data.native_filter_configuration ?? []) : [];
  } catch {
    return [];
  }
}

/** The columns of the datasets the filters name, of those that exist and whose data the caller may read. */
async function readableDatasets(
  datasets: Pick<DatasetsRepo, 'bundles'>,
  principal: Principal,
  filters: readonly NativeFilter[],
): Promise<Map<number, DatasetColumns>> {
  const ids = new Set<number>();
  for (const filter of filters) {
    const { datasetId } = filterTarget(filter);
    if (datasetId !== undefined && Number.isSafeInteger(datasetId)) ids.add(datasetId);
  }
  if (ids.size === 0) return new Map();
  const access = dataAccessOf(principal);
  const bundles = (await datasets.bundles([...ids])).filter((bundle) => canSeeDataset(access, bundle.row));
  return new Map(
    bundles.map((bundle) => [
      bundle.row.id,
      {
        columns: bundle.columns.map((column) => column.column_name),
        temporalColumns: bundle.columns
          .filter((column) => column.is_dttm)
          .map((column) => column.column_name),
      },
    ]),
  );
}
