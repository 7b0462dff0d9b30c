import { describe, expect, it } from 'vitest';
import { addAlpha, getContrastingTextColor, parseColor } from './color-utils';
import {
  getColorFunction,
  getColorFormatters,
  getOpacity,
  validateConditionalFormatter,
} from './conditional-formatting';
import { assignLabelColors, getLabelColor } from './label-colors';
import {
  CATEGORICAL_SCHEMES,
  createSchemeRegistry,
  DEFAULT_COLOR_SCHEME,
  getCategoricalScheme,
  SUPERSET_COLORS,
} from './schemes';
import { getSequentialScheme, SEQUENTIAL_SCHEMES } from './sequential-schemes';

describe('categorical schemes', () => {
  it("ships Superset's whole catalogue, supersetAndPresetColors of its example dashboards included (issue 17)", () => {
    expect(CATEGORICAL_SCHEMES.map((scheme) => scheme.id)).toEqual([
      'supersetColors',
      'supersetAndPresetColors',
      'modernSunset',
      'colorsOfRainbow',
      'blueToGreen',
      'redToYellow',
      'wavesOfBlue',
      'presetColors',
      'd3Category10',
      'd3Category20',
      'd3Category20b',
      'd3Category20c',
      'bnbColors',
      'googleCategory10c',
      'googleCategory20c',
      'lyftColors',
      'echarts4Colors',
      'echarts5Colors',
    ]);
    const featured = getCategoricalScheme('supersetAndPresetColors');
    expect([featured.label, featured.colors.length, featured.colors[0]]).toEqual([
      'Preset + Superset',
      12,
      '#004960',
    ]);
    for (const scheme of CATEGORICAL_SCHEMES)
      for (const color of scheme.colors) expect(color).toMatch(/^#[0-9a-f]{6}$/i);
  });
  it("ships Superset's sequential schemes, its d3 set whole", () => {
    const ids = SEQUENTIAL_SCHEMES.map((scheme) => scheme.id);
    expect(ids).toHaveLength(50);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining(['schemeBrBG', 'schemeCubehelixDefault', 'schemeRdPu', 'schemeYlGn']),
    );
    expect(getSequentialScheme('schemePuBuGn').colors[0]).toBe('#bec9e2');
  });

  it('falls back to the default scheme for unknown and empty ids', () => {
    expect(getCategoricalScheme('nope').id).toBe(DEFAULT_COLOR_SCHEME);
    expect(getCategoricalScheme(null).id).toBe('supersetColors');
  });
  it('reads the old SUPERSET_DEFAULT id as supersetColors', () => {
    expect(getCategoricalScheme('SUPERSET_DEFAULT')).toBe(SUPERSET_COLORS);
  });
  it('starts supersetColors with the colours Superset saved in label_colors', () => {
    expect(SUPERSET_COLORS.colors.slice(0, 5)).toEqual([
      '#1FA8C9',
      '#454E7C',
      '#5AC189',
      '#FF7F44',
      '#666666',
    ]);
  });
  it('builds registries from a list', () => {
    const registry = createSchemeRegistry([{ id: 'mono', label: 'Mono', colors: ['#000'] }]);
    expect(getCategoricalScheme('mono', registry).colors).toEqual(['#000']);
  });
});

describe('label colours', () => {
  it('gives a label the colour it already has in the shared map', () => {
    expect(getLabelColor('Ships', 'supersetColors', { Ships: '#A868B7' })).toBe('#A868B7');
  });
  it('gives a new label the first scheme colour no label uses yet', () => {
    expect(getLabelColor('Trains', 'supersetColors', { Ships: '#1FA8C9' })).toBe('#454E7C');
  });
  it('keeps one label one colour across charts that share the map', () => {
    const first = assignLabelColors(['Classic Cars', 'Motorcycles'], 'supersetColors');
    const second = assignLabelColors(['Planes', 'Motorcycles', 'Classic Cars'], 'supersetColors', {
      sharedLabelColors: first.sharedLabelColors,
    });
    expect(second.colors['Motorcycles']).toBe(first.colors['Motorcycles']);
    expect(second.colors['Classic Cars']).toBe(first.colors['Classic Cars']);
    expect(second.colors['Planes']).toBe('#5AC189');
  });
  it('is pure: the same inputs give the same colours and the input map is untouched', () => {
    const shared = { A: '#1FA8C9' };
    const a = assignLabelColors(['B', 'A'], 'd3Category10', { sharedLabelColors: shared });
    const b = assignLabelColors(['B', 'A'], 'd3Category10', { sharedLabelColors: shared });
    expect(a).toEqual(b);
    expect(shared).toEqual({ A: '#1FA8C9' });
  });
  it('lets forced label colours win', () => {
    expect(
      assignLabelColors(['A'], 'supersetColors', {
        sharedLabelColors: { A: '#111111' },
        forcedLabelColors: { A: '#222222' },
      }).colors['A'],
    ).toBe('#222222');
  });
  it('cycles when every colour is taken', () => {
    const scheme = { id: 'two', label: 'Two', colors: ['#000000', '#ffffff'] };
    const { colors } = assignLabelColors(['a', 'b', 'c'], scheme);
    expect(colors).toEqual({ a: '#000000', b: '#ffffff', c: '#000000' });
  });
  it('assigns what getLabelColor answers label by label, freeing a colour a forced one replaces', () => {
    const scheme = { id: 'three', label: 'Three', colors: ['#000000', '#FFFFFF', '#ff0000'] };
    const labels = ['keep', 'x', 'forced', 'y', 'z', 'w', 'x'];
    const sharedLabelColors = { keep: '#ffffff', forced: '#000000' };
    const forcedLabelColors = { forced: '#00ff00' };
    const expected: Record<string, string> = { ...sharedLabelColors };
    for (const label of labels)
      expected[label] = forcedLabelColors[label as 'forced'] ?? getLabelColor(label, scheme, expected);
    const { colors, sharedLabelColors: shared } = assignLabelColors(labels, scheme, {
      sharedLabelColors,
      forcedLabelColors,
    });
    expect(shared).toEqual(expected);
    // The forced colour frees black for the next new label; then the scheme cycles by the map's size.
    expect(colors).toMatchObject({ forced: '#00ff00', x: '#ff0000', y: '#000000', z: '#FFFFFF' });
  });
});

describe('colour utilities', () => {
  it('adds opacity to hex and rgb colours', () => {
    expect(addAlpha('#5AC189', 0.5)).toBe('rgba(90,193,137,0.5)');
    expect(addAlpha('rgb(0,122,135)', 1)).toBe('rgba(0,122,135,1)');
  });
  it('refuses opacity outside 0..1 and invalid colours', () => {
    expect(() => addAlpha('#000000', 1.5)).toThrow('The opacity should between 0 and 1, but got: 1.5');
    expect(() => parseColor('blue-ish')).toThrow('Invalid color');
  });
  it('picks dark text on light backgrounds (luminance above 186)', () => {
    expect(getContrastingTextColor('#FFFFFF')).toBe('#000000');
    expect(getContrastingTextColor('#454E7C')).toBe('#FFFFFF');
  });
});

describe('conditional formatting', () => {
  const values = [0, 50, 100];
  it('colours values above a target, more opaque towards the maximum', () => {
    const color = getColorFunction({ operator: '>', targetValue: 50, colorScheme: 'green' }, values);
    expect(color(40)).toBeUndefined();
    expect(color(100)).toBe('rgba(90,193,137,1)');
    expect(color(75)).toBe(`rgba(90,193,137,${getOpacity(75, 50, 100)})`);
  });
  it('colours a range and an equality', () => {
    expect(
      getColorFunction(
        { operator: '< x <', targetValueLeft: 10, targetValueRight: 60, colorScheme: '#FF0000' },
        values,
      )(50),
    ).toBeDefined();
    expect(
      getColorFunction(
        { operator: '< x <', targetValueLeft: 10, targetValueRight: 60, colorScheme: '#FF0000' },
        values,
      )(60),
    ).toBeUndefined();
    expect(getColorFunction({ operator: '=', targetValue: 50, colorScheme: 'red' }, values)(50)).toBe(
      'rgba(224,67,85,1)',
    );
  });
  it('ignores incomplete rules', () => {
    expect(getColorFunction({ operator: '>', colorScheme: 'green' }, values)(100)).toBeUndefined();
    expect(getColorFunction({ operator: 'None' }, values)(100)).toBeUndefined();
  });
  it('builds formatters per column from rows', () => {
    const formatters = getColorFormatters(
      [{ column: 'sales', operator: 'None', colorScheme: 'yellow' }],
      [{ sales: 1 }, { sales: 3 }],
    );
    expect(formatters.get('sales')?.(3)).toBe('rgba(252,199,0,1)');
    expect(formatters.get('sales')?.(1)).toBe('rgba(252,199,0,0)');
  });
  it('validates the editor with the spec messages', () => {
    expect(validateConditionalFormatter({})).toEqual({
      operator: 'Required',
      column: 'Required',
      colorScheme: 'Required',
    });
    expect(
      validateConditionalFormatter({
        column: 'a',
        colorScheme: 'green',
        operator: '< x <',
        targetValueLeft: 5,
        targetValueRight: 2,
      }),
    ).toEqual({
      targetValueLeft: 'This value should be smaller than the right target value',
      targetValueRight: 'This value should be greater than the left target value',
    });
    expect(
      validateConditionalFormatter({ column: 'a', colorScheme: 'green', operator: '>', targetValue: 1 }),
    ).toEqual({});
  });
});
