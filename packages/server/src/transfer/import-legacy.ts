import { LEGACY_VIZ_TYPES, migrateLegacyChart } from '@meridian/viz/query';
import type { ChartYaml } from './schemas';
import { isMap, safeJson } from './values';

/**
 * Superset's migrate_chart on import: a chart of an old viz type (`line`, `dist_bar`, `treemap`, ...) is written as
 * the type it migrates to, its params migrated, and the form data of its query context replaced by them. Other
 * charts (pie among them: Superset renames pie's keys in a database migration, not on import) are kept as written.
 */
export function migrateImportedChart(value: ChartYaml): ChartYaml {
  if (!LEGACY_VIZ_TYPES.includes(value.viz_type)) return value;
  const params = typeof value.params === 'string' ? safeJson(value.params) : value.params;
  const { vizType, formData } = migrateLegacyChart(value.viz_type, isMap(params) ? params : {});
  const queryContext =
    typeof value.query_context === 'string' ? safeJson(value.query_context) : value.query_context;
  return {
    ...value,
    viz_type: vizType,
    params: { ...formData },
    query_context:
      isMap(queryContext) && 'form_data' in queryContext
        ? { ...queryContext, form_data: { ...formData } }
        : value.query_context,
  };
}
