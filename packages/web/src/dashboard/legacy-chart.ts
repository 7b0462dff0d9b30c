import type { DashboardChart } from '@meridian/core';
import { migrateLegacyChart } from '@meridian/viz';

/**
 * A dashboard chart of an old viz type (stored before imports migrated it) as the type it migrates to, form data
 * and viz type, so its card draws; a chart of a current type comes back as the same object.
 */
export function withCurrentVizType(chart: DashboardChart): DashboardChart {
  const saved = chart.form_data;
  const { vizType, formData } = migrateLegacyChart(chart.viz_type, saved ?? {});
  if (vizType === chart.viz_type && (saved === undefined || formData === saved)) return chart;
  return {
    ...chart,
    viz_type: vizType,
    ...(saved === undefined ? {} : { form_data: { ...formData } }),
  };
}
