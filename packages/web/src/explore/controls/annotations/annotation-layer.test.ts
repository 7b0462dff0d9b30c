import { describe, expect, it } from 'vitest';
import {
  changeAnnotationType,
  formulaProblem,
  inheritsOverride,
  isAnnotationLayerValid,
  newAnnotationLayer,
  sourceTypesOf,
  toAnnotationLayer,
  upsertAnnotationLayer,
  withInheritedOverride,
} from './annotation-layer';

const formula = { ...newAnnotationLayer(), name: 'Target', value: '2x+5' };

describe('annotation layers', () => {
  it('needs a unique name and a value', () => {
    expect(isAnnotationLayerValid(formula)).toBe(true);
    expect(isAnnotationLayerValid({ ...formula, name: ' ' })).toBe(false);
    expect(isAnnotationLayerValid({ ...formula, value: '' })).toBe(false);
    expect(isAnnotationLayerValid(formula, ['Target'])).toBe(false);
  });

  it('needs a formula that parses', () => {
    expect(formulaProblem(formula)).toBeNull();
    expect(formulaProblem({ ...formula, value: '2x +' })).toMatch(/ends too early/);
    expect(isAnnotationLayerValid({ ...formula, value: 'alert(1)' })).toBe(false);
    expect(formulaProblem({ ...changeAnnotationType(formula, 'EVENT'), value: 3 })).toBeNull();
  });

  it('needs time columns for table sources', () => {
    const interval = { ...changeAnnotationType(formula, 'INTERVAL'), sourceType: 'table' as const, value: 4 };
    expect(isAnnotationLayerValid(interval)).toBe(false);
    expect(isAnnotationLayerValid({ ...interval, timeColumn: 'start' })).toBe(false);
    expect(isAnnotationLayerValid({ ...interval, timeColumn: 'start', intervalEndColumn: 'end' })).toBe(true);
  });

  it('restarts source and value on a type change', () => {
    expect(changeAnnotationType(formula, 'EVENT')).toMatchObject({
      annotationType: 'EVENT',
      sourceType: 'NATIVE',
      value: null,
    });
    expect(sourceTypesOf('TIME_SERIES')).toEqual(['line']);
  });

  it('fills saved layers and keeps unknown keys', () => {
    expect(toAnnotationLayer({ name: 'x', annotationType: 'EVENT', custom: 1 })).toMatchObject({
      name: 'x',
      style: 'solid',
      custom: 1,
    });
  });

  it('adds and replaces layers', () => {
    expect(upsertAnnotationLayer([formula], { ...formula, name: 'B' }, null)).toHaveLength(2);
    expect(upsertAnnotationLayer([formula], { ...formula, name: 'B' }, 0)[0]?.name).toBe('B');
  });

  it("turns the host chart's time range and grain on and off as override keys set to null", () => {
    const layer = { ...newAnnotationLayer(), overrides: { time_range: null, time_shift: '1 day' } };
    expect(inheritsOverride(layer, 'time_range')).toBe(true);
    expect(inheritsOverride(layer, 'time_grain_sqla')).toBe(false);
    const withGrain = withInheritedOverride(layer, 'time_grain_sqla', true);
    expect(withGrain.overrides).toEqual({ time_range: null, time_shift: '1 day', time_grain_sqla: null });
    expect(withInheritedOverride(withGrain, 'time_range', false).overrides).toEqual({
      time_shift: '1 day',
      time_grain_sqla: null,
    });
  });
});
