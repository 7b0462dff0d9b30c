import { createContext, useContext } from 'react';
import { INITIAL_ANNOTATION_STATE, type AnnotationState } from '../../../chart-runtime/annotation-queries';

/** The explore chart's annotation layer queries, for the layer control's pills (loading, error). */
export const AnnotationStatusContext = createContext<AnnotationState>(INITIAL_ANNOTATION_STATE);

/** The explore chart's annotation layer queries (none outside explore). */
export function useAnnotationStatus(): AnnotationState {
  return useContext(AnnotationStatusContext);
}

/** A layer pill's suffix and warning: Superset's control marks a loading layer and shows a failed one's error. */
export function annotationPillStatus(
  status: AnnotationState,
  name: string,
): { suffix: string; warning: string | null } {
  if (name in status.annotationQuery) return { suffix: ' — loading', warning: null };
  return { suffix: '', warning: status.annotationError[name] ?? null };
}
