import type { VizMetadata } from '../../plugin';
import { svgThumbnail } from '../thumbnail';

/** The viz_type this chart owns, verbatim. */
export const CHORD_VIZ_TYPE = 'chord';

const arc = (a0: number, a1: number, color: string) => {
  const p = (a: number, r: number) =>
    `${(80 + Math.cos(a) * r).toFixed(1)} ${(50 + Math.sin(a) * r).toFixed(1)}`;
  return `<path d="M${p(a0, 44)} A44 44 0 0 1 ${p(a1, 44)} L${p(a1, 38)} A38 38 0 0 0 ${p(a0, 38)} Z" fill="${color}"/>`;
};

/** Chord Diagram (chord). */
export const chordMetadata: VizMetadata = {
  name: 'Chord Diagram',
  category: 'Flow',
  tags: ['Circular', 'Legacy', 'Proportional', 'Relational'],
  description:
    'Showcases the flow or link between categories using thickness of chords. The value and corresponding thickness can be different for each side.',
  thumbnail: svgThumbnail(
    arc(-1.5, 0.4, '#1FA8C9') +
      arc(0.5, 2.2, '#454E7C') +
      arc(2.3, 4.6, '#5AC189') +
      '<path d="M100 20 Q80 50 108 78" fill="none" stroke="#1FA8C9" stroke-width="10" opacity="0.5"/><path d="M60 86 Q80 50 46 32" fill="none" stroke="#454E7C" stroke-width="8" opacity="0.5"/>',
  ),
  exampleGallery: [],
  behaviors: [],
  deprecated: false,
};
