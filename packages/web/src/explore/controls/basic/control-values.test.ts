import { describe, expect, it } from 'vitest';
import {
  CONTROL_TEXTS,
  clampOpacity,
  colorSchemeNotes,
  freeFormValue,
  needsTitleTooltip,
  parseBound,
  parseColorText,
  toBounds,
  toMetricOrFixed,
  toRgba,
  toViewport,
  withCurrentValues,
} from './control-values';

describe('colour picker values', () => {
  it('reads {r,g,b,a} and colour strings', () => {
    expect(toRgba({ r: 1, g: 2, b: 3, a: 0.5 })).toEqual({ r: 1, g: 2, b: 3, a: 0.5 });
    expect(toRgba('#ff0000')).toEqual({ r: 255, g: 0, b: 0, a: 1 });
    expect(toRgba('nonsense')).toEqual({ r: 0, g: 122, b: 135, a: 1 });
  });

  it('keeps opacity between 0 and 1', () => {
    expect(clampOpacity(1.5)).toBe(1);
    expect(clampOpacity(-1)).toBe(0);
    expect(toRgba({ r: 0, g: 0, b: 0, a: 3 }).a).toBe(1);
  });

  it("says 'Invalid color' for unreadable text", () => {
    expect(parseColorText('rgba(1,2,3,0.4)')).toEqual({ color: { r: 1, g: 2, b: 3, a: 0.4 } });
    expect(parseColorText('blue-ish')).toEqual({ error: CONTROL_TEXTS.invalidColor });
  });
});

describe('bounds', () => {
  it('parses typed bounds, blank and junk as null', () => {
    expect(parseBound(' 10 ')).toBe(10);
    expect(parseBound('')).toBeNull();
    expect(parseBound('abc')).toBeNull();
    expect(toBounds([null, '5'])).toEqual([null, 5]);
    expect(toBounds(undefined)).toEqual([null, null]);
  });
});

describe('viewport and metric-or-fixed', () => {
  it('fills the default viewport', () => {
    expect(toViewport({ longitude: 5 })).toEqual({
      longitude: 5,
      latitude: 0,
      zoom: 1,
      bearing: 0,
      pitch: 0,
    });
  });

  it('reads metric-or-fixed values', () => {
    expect(toMetricOrFixed({ type: 'metric', value: 'count' })).toEqual({ type: 'metric', value: 'count' });
    expect(toMetricOrFixed(null)).toEqual({ type: 'fix', value: null });
  });
});

describe('select values', () => {
  it('keeps typed numbers numeric when the choices are numbers', () => {
    expect(freeFormValue('123', [[10, '10']])).toBe(123);
    expect(freeFormValue('12a', [[10, '10']])).toBe('12a');
    expect(freeFormValue('123', [['a', 'A']])).toBe('123');
  });

  it('shows free-form values that are not among the choices', () => {
    expect(withCurrentValues([{ value: 10, label: '10' }], 123)).toEqual([
      { value: 10, label: '10' },
      { value: 123, label: '123' },
    ]);
    expect(withCurrentValues([{ value: 10, label: '10' }], [10])).toHaveLength(1);
  });
});

describe('colour scheme notes and titles', () => {
  it('notes label colours and dashboard schemes', () => {
    expect(colorSchemeNotes({})).toEqual([]);
    expect(colorSchemeNotes({ label_colors: { a: '#fff' } })[0]).toContain(
      'overridden by custom label colors',
    );
    expect(colorSchemeNotes({ dashboardId: 3 })[0]).toContain('determined by the');
  });

  it('gives titles over 25 characters a tooltip', () => {
    expect(needsTitleTooltip('a'.repeat(25))).toBe(false);
    expect(needsTitleTooltip('a'.repeat(26))).toBe(true);
  });
});
