import { THUMBNAILS } from '../thumbnail';
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
  thumbnail: THUMBNAILS.line,
};

/** Bar Chart (echarts_timeseries_bar). */
export const barMetadata: VizMetadata = {
  ...common,
  name: 'Bar Chart',
  tags: [...analytics, 'Time', 'Transformable', 'Stacked', 'Vertical', 'Bar', 'Popular'],
  description: 'Bar Charts are used to show metrics as a series of bars.',
  thumbnail: THUMBNAILS.bar,
};

/** Area Chart (echarts_area). */
export const areaMetadata: VizMetadata = {
  ...common,
  name: 'Area Chart',
  tags: [...analytics, 'Line', 'Transformable', 'Stacked', 'Popular'],
  description:
    'Area charts are similar to line charts in that they represent variables with the same scale, but area charts stack the metrics on top of each other.',
  thumbnail: THUMBNAILS.area,
};

/** Scatter Plot (echarts_timeseries_scatter). */
export const scatterMetadata: VizMetadata = {
  ...common,
  name: 'Scatter Plot',
  tags: [...analytics, 'Time', 'Transformable', 'Scatter', 'Popular'],
  description:
    'Scatter Plot has the horizontal axis in linear units, and the points are connected in order. It shows a statistical relationship between two variables.',
  thumbnail: THUMBNAILS.scatter,
};

/** Smooth Line (echarts_timeseries_smooth). */
export const smoothMetadata: VizMetadata = {
  ...common,
  name: 'Smooth Line',
  tags: [...analytics, 'Line', 'Transformable'],
  description:
    'Smooth-line is a variation of the line chart. Without angles and hard edges, Smooth-line sometimes looks smarter and more professional.',
  thumbnail: THUMBNAILS.smooth,
};

/** Stepped Line (echarts_timeseries_step). */
export const stepMetadata: VizMetadata = {
  ...common,
  name: 'Stepped Line',
  tags: [...analytics, 'Line', 'Transformable', 'Stepped'],
  description:
    'Stepped-line graph (also called step chart) is a variation of line chart but with the line forming a series of steps between data points. A step chart can be useful when you want to show the changes that occur at irregular intervals.',
  thumbnail: THUMBNAILS.step,
};
