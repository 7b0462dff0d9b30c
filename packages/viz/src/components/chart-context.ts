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

/** One column of the chart's own cross-filter: the values it keeps. */
export interface CrossFilterSelection {
  col: string;
  val: readonly unknown[];
}

/** What a host that takes cross-filters tells the chart it renders. */
export interface CrossFilterHost {
  /** The chart's own cross-filter now (empty for none), for renderers that highlight what was clicked. */
  selection: readonly CrossFilterSelection[];
}

/**
 * Set by a dashboard card whose chart may cross-filter; null elsewhere (explore), where renderers that draw their
 * own items (the table) offer no click.
 */
export const CrossFilterHostContext = createContext<CrossFilterHost | null>(null);
