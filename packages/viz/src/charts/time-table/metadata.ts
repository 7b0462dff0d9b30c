import type { VizMetadata } from '../../plugin';
import { svgThumbnail } from '../thumbnail';

/** The viz_type this chart owns, verbatim. */
export const TIME_TABLE_VIZ_TYPE = 'time_table';

/** Time-series Table (time_table). */
export const timeTableMetadata: VizMetadata = {
  name: 'Time-series Table',
  category: 'Table',
  tags: ['Multi-Variables', 'Comparison', 'Legacy', 'Percentages', 'Tabular', 'Text', 'Trend'],
  description: 'Compare multiple time series charts (as sparklines) and related metrics quickly.',
  thumbnail: svgThumbnail(
    `<rect x="10" y="10" width="140" height="14" fill="#454E7C"/>${[0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="10" y="${30 + i * 17}" width="40" height="12" fill="#E0E0E0"/><polyline points="${[
            0, 1, 2, 3, 4, 5,
          ]
            .map((j) => `${60 + j * 10},${36 + i * 17 + ((j * (i + 2)) % 5) - 2}`)
            .join(
              ' ',
            )}" fill="none" stroke="#1FA8C9" stroke-width="2"/><rect x="124" y="${30 + i * 17}" width="26" height="12" fill="${i % 2 ? '#5AC189' : '#E04355'}" opacity="0.6"/>`,
      )
      .join('')}`,
  ),
  exampleGallery: [],
  behaviors: [],
  deprecated: false,
};
