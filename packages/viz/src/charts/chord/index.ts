import type { EChartsRendererProps } from '../../echarts/renderer-props';
import type { VizPlugin } from '../../plugin';
import { buildChordQuery } from './build-query';
import { chordFormDataSchema, type ChordFormData } from './form-data';
import { CHORD_VIZ_TYPE, chordMetadata } from './metadata';

/** Chord Diagram (chord). */
export const chordPlugin: VizPlugin<ChordFormData, EChartsRendererProps> = {
  vizType: CHORD_VIZ_TYPE,
  metadata: chordMetadata,
  formDataSchema: chordFormDataSchema,
  buildQuery: buildChordQuery,
  loadParts: () => import('./parts'),
};
