import { legacyTimeSection } from '../../controls/legacy-time';
import { legacyAnalyticsSection, legacyTimeseriesQueryRows } from '../../controls/legacy-timeseries';
import { selectControl } from '../../controls/shared-controls';
import type { ControlPanelConfig } from '../../controls/types';
import { validateInteger } from '../../controls/validators';

const render = { renderTrigger: true } as const;

/** Control panel of Horizon Chart (Superset's rows). */
export const horizonControlPanel: ControlPanelConfig = {
  sections: [
    legacyTimeSection(),
    { label: 'Query', expanded: true, controlSetRows: legacyTimeseriesQueryRows() },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        [
          selectControl(
            'series_height',
            'Series Height',
            ['10', '25', '40', '50', '75', '100', '150', '200'].map((h) => [h, h] as const),
            '25',
            {
              ...render,
              freeForm: true,
              validators: [validateInteger],
              description: 'Pixel height of each series',
            },
          ),
          selectControl(
            'horizon_color_scale',
            'Value Domain',
            [
              ['series', 'series'],
              ['overall', 'overall'],
              ['change', 'change'],
            ],
            'series',
            {
              ...render,
              description:
                'series: Treat each series independently; overall: All series use the same scale; change: Show changes compared to the first data point in each series',
            },
          ),
        ],
      ],
    },
    legacyAnalyticsSection,
  ],
};
