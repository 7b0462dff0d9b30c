import { describe, expect, it } from 'vitest';
import { INITIAL_ANNOTATION_STATE } from '../../../chart-runtime/annotation-queries';
import { annotationPillStatus } from './annotation-status';

describe("annotation layer pills' status", () => {
  it('marks a loading layer, shows a failed layer’s error, and says nothing of the others', () => {
    const status = {
      ...INITIAL_ANNOTATION_STATE,
      annotationQuery: { Deploys: new AbortController() },
      annotationError: { Daily: 'The chart does not exist', Deploys: 'old error' },
    };
    expect(annotationPillStatus(status, 'Deploys')).toEqual({ suffix: ' — loading', warning: null });
    expect(annotationPillStatus(status, 'Daily')).toEqual({
      suffix: '',
      warning: 'The chart does not exist',
    });
    expect(annotationPillStatus(status, 'Target')).toEqual({ suffix: '', warning: null });
  });
});
