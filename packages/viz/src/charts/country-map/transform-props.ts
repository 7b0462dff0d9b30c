import { columnLabel, metricLabel } from '@meridian/core';
import { getNumberFormatter } from '../../format/number-format';
import { SkipCounter, skippedNote } from '../../maps/bad-input';
import { bucketColor, colorBuckets } from '../../maps/buckets';
import type { Rgba } from '../../maps/colors';
import { numberOf, rowsOf } from '../../maps/deck-props';
import type { MapRendererProps } from '../../maps/map-props';
import type { ChartProps } from '../../plugin';
import type { CountryMapFormData } from './form-data';
import { COUNTRY_MAP_BOUNDARIES, subdivisionCode } from './subdivisions';

const NO_DATA: Rgba = [229, 232, 236, 255];

/** The note of a country whose boundaries Meridian does not ship. */
export function missingBoundariesNote(country: string): string {
  return `Boundaries of "${country}" are not shipped with Meridian; available: ${Object.keys(COUNTRY_MAP_BOUNDARIES).join(', ')}.`;
}

/** Chart data -> subdivisions filled along the linear scheme by the metric (pure). */
export function transformCountryMapProps(chart: ChartProps<CountryMapFormData>): MapRendererProps {
  const fd = chart.formData;
  const country = fd.select_country ?? '';
  const boundaries = COUNTRY_MAP_BOUNDARIES[country];
  const skips = new SkipCounter();
  const entity = fd.entity ? columnLabel(fd.entity) : null;
  const metric = fd.metric ? metricLabel(fd.metric) : null;
  const values = new Map<string, number>();
  for (const row of rowsOf(chart.queriesData)) {
    const code = boundaries && entity ? subdivisionCode(row[entity], boundaries.prefix) : null;
    const value = metric ? numberOf(row[metric]) : null;
    if (!code || value === null) {
      skips.skip(code ? 'nullValue' : 'unknownRegion');
      continue;
    }
    values.set(code, (values.get(code) ?? 0) + value);
  }
  const buckets = colorBuckets([...values.values()], {
    count: 9,
    scheme: fd.linear_color_scheme,
    alpha: 255,
  });
  const fills = new Map<string, Rgba>();
  for (const [code, value] of values) {
    const color = bucketColor(buckets, value);
    if (color) fills.set(code, color);
  }
  const format = getNumberFormatter(fd.number_format);
  const skipped = skippedNote(skips.counts);
  return {
    width: chart.width,
    height: chart.height,
    viewport: { longitude: -98, latitude: 39, zoom: 2.6, bearing: 0, pitch: 0 },
    // The 48 contiguous states; Alaska and Hawaii are a pan away.
    fitBounds: [
      [-125, 24],
      [-66.5, 49.5],
    ],
    showBasemap: false,
    interactive: true,
    layers: boundaries
      ? [
          {
            kind: 'choropleth',
            id: 'country_map',
            boundaries: boundaries.boundaries,
            fills,
            defaultFill: NO_DATA,
            bubbles: [],
            tooltip: (code, name) => {
              const value = values.get(code);
              return value === undefined ? name : `${name}\n${metric ?? ''}: ${format(value)}`;
            },
          },
        ]
      : [],
    legend: null,
    notes: [...(boundaries ? [] : [missingBoundariesNote(country)]), ...(skipped ? [skipped] : [])],
  };
}
