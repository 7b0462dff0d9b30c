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

  it("shows Superset's name of a type no plugin owns, without a picture (issue 17)", () => {
    expect(vizTypeLabel('event_flow')).toEqual({ name: 'Event Flow', thumbnail: undefined });
    expect(vizTypeLabel('dist_bar').name).toBe('Bar Chart (legacy)');
  });

  it('makes an unknown key readable rather than showing it raw (issue 17)', () => {
    expect(vizTypeLabel('no_such_viz')).toEqual({ name: 'No Such Viz', thumbnail: undefined });
    expect(vizTypeLabel('my_custom_chart_v2').name).toBe('My Custom Chart');
  });
});
