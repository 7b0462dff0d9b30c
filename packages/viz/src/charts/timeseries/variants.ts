import type { VizMetadata } from '../../plugin';
import { buildTimeseriesQuery } from './build-query';
import type { TimeseriesPanelOptions } from './control-panel';
import { SERIES_TYPE_CHOICES, timeseriesFormDataSchema } from './form-data';
import {
  areaMetadata,
  barMetadata,
  genericMetadata,
  lineMetadata,
  scatterMetadata,
  smoothMetadata,
  stepMetadata,
} from './metadata';

/** What one time-series chart sets on the shared implementation. */
export interface TimeseriesVariant extends TimeseriesPanelOptions {
  /** viz_type, verbatim. */
  vizType: string;
  /** Picker metadata. */
  metadata: VizMetadata;
}

/** The query-side parts of a time-series variant (React-free). */
export function timeseriesQueryParts(variant: TimeseriesVariant) {
  return {
    vizType: variant.vizType,
    metadata: variant.metadata,
    formDataSchema: timeseriesFormDataSchema({ seriesType: variant.seriesType, area: variant.area }),
    buildQuery: buildTimeseriesQuery,
  };
}

/** The seven variants: line, bar, area, scatter, smooth line, stepped line, and the generic chart. */
export const TIMESERIES_VARIANTS = {
  line: {
    vizType: 'echarts_timeseries_line',
    metadata: lineMetadata,
    seriesType: 'line',
    area: false,
  },
  bar: { vizType: 'echarts_timeseries_bar', metadata: barMetadata, seriesType: 'bar', area: false },
  area: { vizType: 'echarts_area', metadata: areaMetadata, seriesType: 'line', area: true },
  scatter: {
    vizType: 'echarts_timeseries_scatter',
    metadata: scatterMetadata,
    seriesType: 'scatter',
    area: false,
  },
  smooth: {
    vizType: 'echarts_timeseries_smooth',
    metadata: smoothMetadata,
    seriesType: 'smooth',
    area: false,
  },
  step: {
    vizType: 'echarts_timeseries_step',
    metadata: stepMetadata,
    seriesType: 'start',
    area: false,
    seriesTypeChoices: [
      ['start', 'Start'],
      ['middle', 'Middle'],
      ['end', 'End'],
    ],
  },
  generic: {
    vizType: 'echarts_timeseries',
    metadata: genericMetadata,
    seriesType: 'line',
    area: false,
    seriesTypeChoices: SERIES_TYPE_CHOICES,
  },
} as const satisfies Record<string, TimeseriesVariant>;
