import { svgThumbnail, THUMBNAIL_AXES } from '../thumbnail';
import type { VizMetadata } from '../../plugin';

const common = {
  category: 'Evolution',
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  deprecated: false,
  exampleGallery: [],
} as const;

const analytics = ['ECharts', 'Predictive', 'Advanced-Analytics', 'Aesthetic'] as const;

/** Line Chart (echarts_timeseries_line). */
export const lineMetadata: VizMetadata = {
  ...common,
  name: 'Line Chart',
  tags: [...analytics, 'Line', 'Popular'],
  description:
    'Line chart is used to visualize measurements taken over a given category. Line chart is a type of chart which displays information as a series of data points connected by straight line segments. It is a basic type of chart common in many fields.',
  thumbnail: svgThumbnail(
    `${THUMBNAIL_AXES}<polyline points="14,70 40,50 66,60 92,30 118,40 148,18" fill="none" stroke="#1FA8C9" stroke-width="4"/>`,
  ),
};

/** Bar Chart (echarts_timeseries_bar). */
export const barMetadata: VizMetadata = {
  ...common,
  name: 'Bar Chart',
  tags: [...analytics, 'Time', 'Transformable', 'Stacked', 'Vertical', 'Bar', 'Popular'],
  description: 'Bar Charts are used to show metrics as a series of bars.',
  thumbnail: svgThumbnail(
    `${THUMBNAIL_AXES}${[20, 48, 76, 104, 132].map((x, i) => `<rect x="${x}" y="${[50, 30, 60, 20, 40][i]}" width="18" height="${88 - ([50, 30, 60, 20, 40][i] ?? 0)}" fill="#1FA8C9"/>`).join('')}`,
  ),
};

/** Area Chart (echarts_area). */
export const areaMetadata: VizMetadata = {
  ...common,
  name: 'Area Chart',
  tags: [...analytics, 'Line', 'Transformable', 'Stacked', 'Popular'],
  description:
    'Area charts are similar to line charts in that they represent variables with the same scale, but area charts stack the metrics on top of each other.',
  thumbnail: svgThumbnail(
    `${THUMBNAIL_AXES}<path d="M14 88 L14 60 L50 40 L90 55 L148 22 L148 88 Z" fill="#1FA8C9" opacity="0.5"/><path d="M14 88 L14 75 L50 65 L90 72 L148 55 L148 88 Z" fill="#454E7C" opacity="0.7"/>`,
  ),
};

/** Scatter Plot (echarts_timeseries_scatter). */
export const scatterMetadata: VizMetadata = {
  ...common,
  name: 'Scatter Plot',
  tags: [...analytics, 'Time', 'Transformable', 'Scatter', 'Popular'],
  description:
    'Scatter Plot has the horizontal axis in linear units, and the points are connected in order. It shows a statistical relationship between two variables.',
  thumbnail: svgThumbnail(
    `${THUMBNAIL_AXES}${[
      [30, 60],
      [50, 40],
      [70, 66],
      [90, 30],
      [110, 48],
      [134, 20],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="#1FA8C9"/>`)
      .join('')}`,
  ),
};

/** Smooth Line (echarts_timeseries_smooth). */
export const smoothMetadata: VizMetadata = {
  ...common,
  name: 'Smooth Line',
  tags: [...analytics, 'Line', 'Transformable'],
  description:
    'Smooth-line is a variation of the line chart. Without angles and hard edges, Smooth-line sometimes looks smarter and more professional.',
  thumbnail: svgThumbnail(
    `${THUMBNAIL_AXES}<path d="M14 70 C40 30 66 80 92 40 S130 20 148 24" fill="none" stroke="#1FA8C9" stroke-width="4"/>`,
  ),
};

/** Stepped Line (echarts_timeseries_step). */
export const stepMetadata: VizMetadata = {
  ...common,
  name: 'Stepped Line',
  tags: [...analytics, 'Line', 'Transformable', 'Stepped'],
  description:
    'Stepped-line graph (also called step chart) is a variation of line chart but with the line forming a series of steps between data points. A step chart can be useful when you want to show the changes that occur at irregular intervals.',
  thumbnail: svgThumbnail(
    `${THUMBNAIL_AXES}<polyline points="14,70 40,70 40,50 80,50 80,30 118,30 118,44 148,44" fill="none" stroke="#1FA8C9" stroke-width="4"/>`,
  ),
};

/** Generic Chart (echarts_timeseries): one time series whose series style is a choice. */
export const genericMetadata: VizMetadata = {
  ...common,
  name: 'Generic Chart',
  tags: [...analytics, 'Line', 'Time', 'Transformable'],
  description:
    'Swiss army knife for visualizing data. Choose between step, line, scatter, and bar charts. This viz type has many customization options as well.',
  thumbnail: svgThumbnail(
    `${THUMBNAIL_AXES}<rect x="20" y="52" width="14" height="20" fill="#A8D8E5"/><rect x="56" y="44" width="14" height="28" fill="#A8D8E5"/><rect x="92" y="56" width="14" height="16" fill="#A8D8E5"/><rect x="128" y="36" width="14" height="36" fill="#A8D8E5"/><polyline points="27,40 63,28 99,36 135,16" fill="none" stroke="#1FA8C9" stroke-width="4"/>`,
  ),
};
