import type { ChartDatasource } from '../plugin';

/** Suffixes of Prophet's forecast columns ("sum__sales__yhat_lower"): the metric's name comes before them. */
const FORECAST_SUFFIX = /(__yhat_lower|__yhat_upper|__yhat)$/;

/**
 * Names a metric or column label as the dataset does: its verbose name from the datasource's verbose map, else the
 * label itself (Superset names series, legend entries and tooltip lines this way).
 */
export function verboseNamer(datasource: ChartDatasource | undefined): (label: string) => string {
  const map = datasource?.verboseMap ?? {};
  // Own keys only: a column named "constructor" is not the object's prototype method.
  const lookup = (label: string) => (Object.hasOwn(map, label) ? map[label] : undefined) || undefined;
  return (label) => {
    const verbose = lookup(label);
    if (verbose !== undefined) return verbose;
    const forecast = FORECAST_SUFFIX.exec(label);
    if (!forecast) return label;
    const base = lookup(label.slice(0, forecast.index));
    return base === undefined ? label : `${base}${forecast[1]}`;
  };
}
