import { createContext } from 'react';

/** Identity of the chart being rendered, provided by SuperChart to renderers. */
export interface ChartIdentity {
  /** Key of the chart in the test registry and its `data-chart-key` (e.g. the slice id). */
  chartKey?: string;
  /** The chart's viz_type. */
  vizType?: string;
}

/** The chart identity of the nearest SuperChart. */
export const ChartIdentityContext = createContext<ChartIdentity>({});
