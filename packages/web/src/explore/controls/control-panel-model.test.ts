import { describe, expect, it } from 'vitest';
import { checkboxControl, selectControl, tablePlugin, timeGrainControl } from '@meridian/viz';
import type { ControlPanelConfig } from '@meridian/viz';
import { SALES_DATASET } from './test-fixtures';
import {
  controlContextOfDataset,
  isKnownControlType,
  mergeErrors,
  resetsForNewlyHidden,
  visibleControlNames,
  visibleRow,
} from './control-panel-model';

const panel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [checkboxControl('show_legend', 'Show legend', true)],
        [
          selectControl(
            'legendType',
            'Type',
            [
              ['scroll', 'Scroll'],
              ['plain', 'Plain'],
            ],
            'scroll',
            {
              visibility: (fd) => fd['show_legend'] !== false,
            },
          ),
          selectControl('legendMargin', 'Margin', [[1, '1']], null, {
            visibility: (fd) => fd['show_legend'] !== false,
            resetOnHide: false,
          }),
        ],
        [timeGrainControl()],
      ],
    },
  ],
};
const context = controlContextOfDataset(SALES_DATASET);

describe('control panel visibility', () => {
  it('takes the temporal columns from the dataset', () => {
    expect(context).toEqual({ temporalColumns: ['order_date'] });
  });

  it('lists visible controls', () => {
    expect(visibleControlNames(panel, { show_legend: false, x_axis: 'order_date' }, context)).toEqual(
      new Set(['show_legend', 'time_grain_sqla']),
    );
  });

  it('drops cells of hidden controls and skips rows left empty', () => {
    const row = panel.sections[0]!.controlSetRows[1]!;
    expect(visibleRow(row, { show_legend: false }, context)).toBeNull();
    expect(visibleRow([row[0]!, null], { show_legend: true }, context)).toEqual([row[0], null]);
    expect(
      visibleRow([{ type: 'HiddenControl', name: 'h', label: '', default: null }], {}, context),
    ).toBeNull();
  });
});

describe('resetsForNewlyHidden', () => {
  it('resets a control that became hidden with a non-default value', () => {
    const before = visibleControlNames(panel, { show_legend: true }, context);
    const formData = { show_legend: false, legendType: 'plain', legendMargin: 1 };
    expect(resetsForNewlyHidden(panel, before, formData, context)).toEqual([['legendType', 'scroll']]);
  });

  it('leaves controls with resetOnHide false and controls already at their default', () => {
    const before = visibleControlNames(panel, { show_legend: true }, context);
    expect(
      resetsForNewlyHidden(
        panel,
        before,
        { show_legend: false, legendType: 'scroll', legendMargin: 1 },
        context,
      ),
    ).toEqual([]);
  });

  it('keeps values of controls hidden from the start (a saved chart opening)', () => {
    const formData = { show_legend: false, legendType: 'plain' };
    const before = visibleControlNames(panel, formData, context);
    expect(resetsForNewlyHidden(panel, before, formData, context)).toEqual([]);
  });

  it('resets the time grain when the x-axis stops being temporal', () => {
    const before = visibleControlNames(panel, { x_axis: 'order_date' }, context);
    expect(resetsForNewlyHidden(panel, before, { x_axis: null, time_grain_sqla: 'P1M' }, context)).toEqual([
      ['time_grain_sqla', 'P1D'],
    ]);
  });
});

describe('control types and errors', () => {
  it('knows every control type of the shipped plugins', async () => {
    const types = (await tablePlugin.loadParts()).controlPanel.sections
      .flatMap((s) => s.controlSetRows.flat())
      .map((c) => c?.type ?? 'CheckboxControl');
    expect(types.every(isKnownControlType)).toBe(true);
    expect(isKnownControlType('SpatialControl')).toBe(true);
    expect(isKnownControlType('NoSuchControl')).toBe(false);
  });

  it('merges page and control errors once each', () => {
    expect(
      mergeErrors(['cannot be empty'], undefined, ['cannot be empty', 'is expected to be a number']),
    ).toEqual(['cannot be empty', 'is expected to be a number']);
  });
});
