import { describe, expect, it } from 'vitest';
import { vizTypeLabel } from './viz-type-names';

describe('vizTypeLabel', () => {
  it('shows the display name of a shipped plugin instead of its viz_type key', () => {
    expect(vizTypeLabel('echarts_timeseries_bar').name).toBe('Bar Chart');
    expect(vizTypeLabel('table').name).toBe('Table');
  });

  it('gives the plugin picture for the chart card', () => {
    expect(vizTypeLabel('pie').thumbnail).toMatch(/^data:image\/svg\+xml/);
  });

  it('shows the key of a type no plugin owns, without a picture', () => {
    expect(vizTypeLabel('deck_arc')).toEqual({ name: 'deck_arc', thumbnail: undefined });
  });
});
