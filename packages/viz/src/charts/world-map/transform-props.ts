import { columnLabel, metricLabel } from '@meridian/core';
import { getNumberFormatter } from '../../format/number-format';
import { SkipCounter, skippedNote } from '../../maps/bad-input';
import { colorBuckets, bucketColor } from '../../maps/buckets';
import { categoricalColors, toRgba, type Rgba } from '../../maps/colors';
import { countryAlpha3 } from '../../maps/country-codes';
import { numberOf, rowsOf } from '../../maps/deck-props';
import type { ChoroplethBubble, MapRendererProps } from '../../maps/map-props';
import type { ChartProps } from '../../plugin';
import type { WorldMapFormData } from './form-data';

/** Countries without data. */
const NO_DATA: Rgba = [229, 232, 236, 255];
/** The whole world, as Datamaps shows it. */
const WORLD_VIEW = { longitude: 10, latitude: 20, zoom: 0.4, bearing: 0, pitch: 0 };

/** Chart data -> countries filled by metric or by country, with optional bubbles (pure). */
export function transformWorldMapProps(chart: ChartProps<WorldMapFormData>): MapRendererProps {
  const fd = chart.formData;
  const skips = new SkipCounter();
  const entity = fd.entity ? columnLabel(fd.entity) : null;
  const metric = fd.metric ? metricLabel(fd.metric) : null;
  const bubbleMetric = fd.secondary_metric ? metricLabel(fd.secondary_metric) : metric;
  const byCountry = new Map<string, { name: string; value: number | null; size: number | null }>();
  for (const row of rowsOf(chart.queriesData)) {
    const name = entity ? row[entity] : null;
    const code = countryAlpha3(name, fd.country_fieldtype);
    if (!code) {
      skips.skip(name === null || name === undefined || name === '' ? 'nullValue' : 'unknownRegion');
      continue;
    }
    const value = metric ? numberOf(row[metric]) : null;
    const size = bubbleMetric ? numberOf(row[bubbleMetric]) : null;
    const previous = byCountry.get(code);
    // Several spellings of one country add up.
    byCountry.set(code, {
      name: String(name),
      value: previous ? (previous.value ?? 0) + (value ?? 0) : value,
      size: previous ? (previous.size ?? 0) + (size ?? 0) : size,
    });
  }
  const values = [...byCountry.values()].map((c) => c.value ?? NaN);
  const buckets = colorBuckets(values, { count: 9, scheme: fd.linear_color_scheme, alpha: 255 });
  const categories = categoricalColors(byCountry.keys(), fd.color_scheme);
  const fills = new Map<string, Rgba>();
  for (const [code, country] of byCountry) {
    const color =
      fd.color_by === 'country'
        ? categories.get(code)
        : country.value === null
          ? null
          : bucketColor(buckets, country.value);
    if (color) fills.set(code, color);
  }
  const format = getNumberFormatter(fd['y_axis_format'] as string | undefined);
  const maxSize = Math.max(0, ...[...byCountry.values()].map((c) => c.size ?? 0));
  const bubbleColor = toRgba(fd.color_picker, 0.7);
  const label = (code: string) => {
    const country = byCountry.get(code);
    return country
      ? [
          country.name,
          ...(metric ? [`${metric}: ${format(country.value ?? NaN)}`] : []),
          ...(bubbleMetric && bubbleMetric !== metric
            ? [`${bubbleMetric}: ${format(country.size ?? NaN)}`]
            : []),
        ].join('\n')
      : '';
  };
  const bubbles: ChoroplethBubble[] =
    fd.show_bubbles && maxSize > 0
      ? [...byCountry].map(([code, c]) => ({
          regionId: code,
          radius: Math.sqrt(Math.max(0, c.size ?? 0) / maxSize) * fd.max_bubble_size,
          color: bubbleColor,
          label: label(code),
        }))
      : [];
  const note = skippedNote(skips.counts);
  return {
    width: chart.width,
    height: chart.height,
    viewport: WORLD_VIEW,
    fitBounds: [
      [-170, -58],
      [180, 78],
    ],
    showBasemap: false,
    interactive: true,
    layers: [
      {
        kind: 'choropleth',
        id: 'world_map',
        boundaries: 'world',
        fills,
        defaultFill: NO_DATA,
        bubbles,
        tooltip: (code, name) => label(code) || name,
      },
    ],
    legend: null,
    notes: note ? [note] : [],
  };
}
