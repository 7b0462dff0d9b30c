import type { VizMetadata } from '../../plugin';
import { svgThumbnail } from '../thumbnail';

/** The viz_type this chart owns, verbatim. */
export const GANTT_VIZ_TYPE = 'gantt_chart';

const bars: readonly (readonly [number, number, number, string])[] = [
  [20, 70, 14, '#1FA8C9'],
  [50, 120, 34, '#454E7C'],
  [40, 80, 54, '#1FA8C9'],
  [90, 150, 74, '#5AC189'],
];

/** Gantt Chart (gantt_chart). */
export const ganttMetadata: VizMetadata = {
  name: 'Gantt Chart',
  category: 'Evolution',
  tags: ['ECharts', 'Featured', 'Timeline', 'Time'],
  description:
    'Gantt chart visualizes important events over a time span. Every data point displayed as a separate event along a horizontal line.',
  thumbnail: svgThumbnail(
    `<path d="M12 8 V88 H152" stroke="#B2B2B2" stroke-width="2" fill="none"/>${bars
      .map(
        ([x1, x2, y, color]) =>
          `<rect x="${x1}" y="${y}" width="${x2 - x1}" height="12" rx="2" fill="${color}"/>`,
      )
      .join('')}`,
  ),
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  deprecated: false,
};
