import type { VizMetadata } from '../../plugin';
import { svgThumbnail } from '../thumbnail';

/** The viz_type this chart owns, verbatim. */
export const POP_KPI_VIZ_TYPE = 'pop_kpi';

/** Big Number with Time Period Comparison (pop_kpi). */
export const popKpiMetadata: VizMetadata = {
  name: 'Big Number with Time Period Comparison',
  category: 'KPI',
  tags: ['Comparison', 'Business', 'Percentages', 'Report', 'Advanced-Analytics'],
  description:
    'Showcases a metric along with a comparison of value, change, and percent change for a selected time period.',
  thumbnail: svgThumbnail(
    '<text x="80" y="52" font-size="34" font-family="sans-serif" text-anchor="middle" fill="#454E7C">12.3k<tspan fill="#2b8a3e">↑</tspan></text>' +
      ['# 11k', '△ 1.3k', '% 12%']
        .map(
          (t, i) =>
            `<text x="${30 + i * 50}" y="84" font-size="13" font-family="sans-serif" text-anchor="middle" fill="#666666">${t}</text>`,
        )
        .join(''),
  ),
  exampleGallery: [],
  behaviors: [],
  deprecated: false,
};
