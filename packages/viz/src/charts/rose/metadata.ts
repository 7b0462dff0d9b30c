import type { VizMetadata } from '../../plugin';
import { svgThumbnail } from '../thumbnail';

/** The viz_type this chart owns, verbatim. */
export const ROSE_VIZ_TYPE = 'rose';

const wedges = [34, 22, 40, 28, 18, 36, 26, 31];

/** Nightingale Rose Chart (rose). */
export const roseMetadata: VizMetadata = {
  name: 'Nightingale Rose Chart',
  category: 'Ranking',
  tags: ['Legacy', 'Advanced-Analytics', 'Circular', 'Multi-Layers', 'Pattern', 'Time', 'Trend'],
  description:
    'A polar coordinate chart where the circle is broken into wedges of equal angle, and the value represented by any wedge is illustrated by its area, rather than its radius or sweep angle.',
  thumbnail: svgThumbnail(
    wedges
      .map((r, i) => {
        const a0 = -Math.PI / 2 + (i * 2 * Math.PI) / wedges.length;
        const a1 = a0 + (2 * Math.PI) / wedges.length - 0.05;
        const p = (a: number) => `${(80 + Math.cos(a) * r).toFixed(1)} ${(50 + Math.sin(a) * r).toFixed(1)}`;
        return `<path d="M80 50 L${p(a0)} A${r} ${r} 0 0 1 ${p(a1)} Z" fill="${i % 2 ? '#454E7C' : '#1FA8C9'}"/>`;
      })
      .join(''),
  ),
  exampleGallery: [],
  behaviors: [],
  deprecated: false,
};
