import { describe, expect, it } from 'vitest';
import { loadVizPlugin } from '../plugin';
import { DEFAULT_VIZ_PLUGINS as EAGER_PLUGINS } from '../registry';
import {
  applyHiddenControlResets,
  getControlDefaults,
  getDefaultFormData,
  listControls,
  needsQuery,
  sanitizeSelectValue,
  validateControls,
} from './control-state';
import {
  checkboxControl,
  rowLimitControl,
  selectControl,
  timeGrainControl,
  xAxisControl,
} from './shared-controls';
import type { ControlPanelConfig } from './types';
import { validateNonEmpty } from './validators';

// Control panels load with each plugin's on-demand part.
const DEFAULT_VIZ_PLUGINS = await Promise.all(EAGER_PLUGINS.map(loadVizPlugin));

const panel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [xAxisControl()],
        [timeGrainControl()],
        [rowLimitControl()],
        [checkboxControl('area', 'Area', false, { renderTrigger: true }), null],
        [
          selectControl(
            'opacity_mode',
            'Opacity',
            [
              ['low', 'Low'],
              ['high', 'High'],
            ],
            'low',
            { visibility: (fd) => fd['area'] === true, renderTrigger: true },
          ),
        ],
        [selectControl('kept', 'Kept', [['a', 'A']], 'a', { visibility: () => false, resetOnHide: false })],
      ],
    },
  ],
};

describe('control panel rules', () => {
  it('starts a new chart from the control defaults (time grain P1D, row limit 10000)', () => {
    expect(getControlDefaults(panel)).toEqual({
      x_axis: null,
      time_grain_sqla: 'P1D',
      row_limit: 10000,
      area: false,
      opacity_mode: 'low',
      kept: 'a',
    });
  });

  it('resets a hidden control that differs from its default, unless resetOnHide is false', () => {
    const formData = { x_axis: 'ds', area: false, opacity_mode: 'high', kept: 'b' };
    expect(applyHiddenControlResets(panel, formData)).toEqual({ ...formData, opacity_mode: 'low' });
    const unchanged = { x_axis: 'ds', area: true, opacity_mode: 'high' };
    expect(applyHiddenControlResets(panel, unchanged)).toBe(unchanged);
  });

  it('hides the time grain when the x-axis is not temporal', () => {
    const formData = { x_axis: 'country', time_grain_sqla: 'P1M' };
    expect(applyHiddenControlResets(panel, formData, { temporalColumns: ['ds'] })).toEqual({
      x_axis: 'country',
      time_grain_sqla: 'P1D',
    });
  });

  it('validates visible controls with the spec messages', () => {
    expect(validateControls(panel, { x_axis: null, row_limit: 'many' })).toEqual({
      x_axis: ['cannot be empty'],
      row_limit: ['is expected to be an integer'],
    });
    expect(validateControls(panel, { x_axis: 'ds', row_limit: 100 })).toEqual({});
  });

  it('drops select values that are no longer choices; a single invalid value becomes null', () => {
    const select = selectControl(
      's',
      'S',
      [
        ['a', 'A'],
        ['b', 'B'],
      ],
      null,
    );
    expect(sanitizeSelectValue(select, ['a', 'z'])).toEqual(['a']);
    expect(sanitizeSelectValue(select, 'z')).toBeNull();
    expect(sanitizeSelectValue(rowLimitControl(), 123)).toBe(123);
  });

  it('re-queries only when a non-render control changes', () => {
    expect(needsQuery(panel, { area: false, row_limit: 10 }, { area: true, row_limit: 10 })).toBe(false);
    expect(needsQuery(panel, { row_limit: 10 }, { row_limit: 50 })).toBe(true);
  });
});

describe('new charts', () => {
  it('start from control defaults and become valid once the required controls are set', () => {
    const pie = DEFAULT_VIZ_PLUGINS.find((p) => p.vizType === 'pie');
    if (!pie) throw new Error('pie missing');
    const draft = getDefaultFormData(pie, { datasource: '3__table' });
    expect(draft).toMatchObject({
      viz_type: 'pie',
      datasource: '3__table',
      row_limit: 100,
      color_scheme: 'supersetColors',
      metric: null,
    });
    expect(validateControls(pie.controlPanel, draft)).toEqual({ metric: ['cannot be empty'] });
    expect(pie.formDataSchema.safeParse(draft).success).toBe(false);
    const ready = { ...draft, metric: 'count' };
    expect(validateControls(pie.controlPanel, ready)).toEqual({});
    expect(pie.buildQuery(pie.formDataSchema.parse(ready)).queries[0]).toMatchObject({
      metrics: ['count'],
      row_limit: 100,
      orderby: [['count', false]],
    });
  });
});

/**
 * Values a user must pick before some charts can run (a graph's source and target, a tree's id and parent…):
 * their controls start empty and say so, so the schema may refuse them until picked.
 */
function userPicks(plugin: (typeof DEFAULT_VIZ_PLUGINS)[number]): Record<string, unknown> {
  const picks: Record<string, unknown> = {};
  for (const control of listControls(plugin.controlPanel)) {
    const noDefault = control.default === undefined || control.default === null;
    const mustPick = (control.validators ?? []).includes(validateNonEmpty) && noDefault;
    // Metrics are always the user's choice; some charts refuse to start without one.
    if (!mustPick && control.name !== 'metrics') continue;
    picks[control.name] =
      'multi' in control && control.multi === true ? ['name'] : control.name === 'metric' ? 'count' : 'name';
  }
  return picks;
}

describe('every shipped control panel', () => {
  it.each(DEFAULT_VIZ_PLUGINS.map((p) => [p.vizType, p] as const))(
    '%s: names each control once and starts from form data its schema accepts',
    (_vizType, plugin) => {
      const names = listControls(plugin.controlPanel).map((c) => c.name);
      expect(new Set(names).size).toBe(names.length);
      const defaults = getControlDefaults(plugin.controlPanel);
      const required = {
        datasource: '1__table',
        viz_type: plugin.vizType,
        metric: 'count',
        metrics: ['count'],
        x_axis: 'ds',
        groupby: [],
      };
      const parsed = plugin.formDataSchema.parse({ ...defaults, ...required, ...userPicks(plugin) });
      expect(parsed.viz_type).toBe(plugin.vizType);
    },
  );

  it.each(DEFAULT_VIZ_PLUGINS.map((p) => [p.vizType, p] as const))(
    '%s: control defaults agree with what the schema assumes for absent keys',
    (_vizType, plugin) => {
      // A metric only for charts that have one (an old chart's lone `metric` is migrated by some schemas).
      const hasMetric = listControls(plugin.controlPanel).some((c) => c.name === 'metric');
      const picks = userPicks(plugin);
      const base = {
        datasource: '1__table',
        viz_type: plugin.vizType,
        ...(hasMetric ? { metric: 'count' } : {}),
        ...picks,
      };
      const absent = plugin.formDataSchema.parse(base);
      // A control may store its value as text the schema reads ('true' for true): compare what the schema makes of it.
      const parsedDefault = (name: string, value: unknown): unknown =>
        plugin.formDataSchema.parse({ ...base, [name]: value })[name];
      const mismatches = listControls(plugin.controlPanel)
        .filter((c) => !(c.name in picks))
        .filter((c) => absent[c.name] !== undefined && absent[c.name] !== null && c.default !== null)
        .filter((c) => JSON.stringify(absent[c.name]) !== JSON.stringify(parsedDefault(c.name, c.default)))
        .map(
          (c) =>
            `${c.name}: control ${JSON.stringify(c.default)} vs schema ${JSON.stringify(absent[c.name])}`,
        );
      expect(mismatches).toEqual([]);
    },
  );
});
