import { describe, expect, it } from 'vitest';
import {
  LAYER_UUID_KEY,
  namedLayerUuids,
  nativeLayerIds,
  relinkChartParams,
  relinkChartQueryContext,
  withLayerUuids,
} from './annotation-layers';

const LAYER_UUID = '6f1c1c2e-8d1e-4f5a-9a57-1d2f3e4a5b6c';
const native = (value: unknown, extra: Record<string, unknown> = {}) => ({
  name: 'Releases',
  sourceType: 'NATIVE',
  annotationType: 'EVENT',
  value,
  ...extra,
});
const fromChart = { name: 'Line', sourceType: 'line', annotationType: 'TIME_SERIES', value: 7 };

describe('annotation layer links in exported and imported charts', () => {
  it('reads the NATIVE layer ids of params, as text or map, ignoring other sources', () => {
    const params = { annotation_layers: [native(3), fromChart, native('5'), native('x')] };
    expect(nativeLayerIds(JSON.stringify(params))).toEqual([3, 5]);
    expect(nativeLayerIds(params)).toEqual([3, 5]);
    expect(nativeLayerIds('not json')).toEqual([]);
    expect(nativeLayerIds({ viz_type: 'table' })).toEqual([]);
  });

  it('adds the layer uuid beside value on export, leaving unknown layers and other sources alone', () => {
    const params = { viz_type: 'line', annotation_layers: [native(3), native(9), fromChart] };
    expect(withLayerUuids(params, new Map([[3, LAYER_UUID]]))).toEqual({
      viz_type: 'line',
      annotation_layers: [native(3, { [LAYER_UUID_KEY]: LAYER_UUID }), native(9), fromChart],
    });
  });

  it('points value at the local layer on import, as text or map params', () => {
    const params = { annotation_layers: [native(3, { [LAYER_UUID_KEY]: LAYER_UUID }), fromChart] };
    const ids = new Map([[LAYER_UUID, 42]]);
    const expected = { annotation_layers: [native(42, { [LAYER_UUID_KEY]: LAYER_UUID }), fromChart] };
    expect(relinkChartParams(params, ids)).toEqual(expected);
    expect(relinkChartParams(JSON.stringify(params), ids)).toEqual(expected);
    expect(namedLayerUuids(params)).toEqual([LAYER_UUID]);
  });

  it("keeps Superset's entries (no uuid) and entries of unknown uuids as written", () => {
    const params = { annotation_layers: [native(3), native(4, { [LAYER_UUID_KEY]: 'elsewhere' })] };
    expect(relinkChartParams(params, new Map([[LAYER_UUID, 42]]))).toEqual(params);
    // Nothing to relink: the value is returned untouched, text stays text.
    const text = JSON.stringify(params);
    expect(relinkChartParams(text, new Map())).toBe(text);
  });

  it("relinks a saved query context's form data and each query", () => {
    const layer = native(3, { [LAYER_UUID_KEY]: LAYER_UUID });
    const context = {
      datasource: { id: 1, type: 'table' },
      form_data: { annotation_layers: [layer] },
      queries: [{ annotation_layers: [layer] }, 'odd'],
    };
    const relinked = native(8, { [LAYER_UUID_KEY]: LAYER_UUID });
    expect(relinkChartQueryContext(JSON.stringify(context), new Map([[LAYER_UUID, 8]]))).toEqual({
      datasource: { id: 1, type: 'table' },
      form_data: { annotation_layers: [relinked] },
      queries: [{ annotation_layers: [relinked] }, 'odd'],
    });
  });
});
