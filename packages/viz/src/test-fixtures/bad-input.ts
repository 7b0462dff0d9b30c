import { describe, expect, it } from 'vitest';
import type { BaseRendererProps, ChartDataResult, LoadedVizPlugin } from '../plugin';

/** A chart type with form data a person would set, and the columns its query answers. */
export interface BadInputCase {
  /** The loaded plugin under test. */
  plugin: LoadedVizPlugin;
  /** Form data on top of the datasource and viz_type. */
  formData: Record<string, unknown>;
  /** Columns of the query's answer. */
  columns: string[];
}

/** Values no measure should hold. */
const BAD_VALUES = [null, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 'text', '', 0, -5];

/** `count` rows of `columns`: dates for time columns, some null categories, `value(i)` elsewhere. */
function rows(
  columns: readonly string[],
  count: number,
  value: (i: number) => unknown,
): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, i) =>
    Object.fromEntries(
      columns.map((c) => {
        if (c === '__timestamp' || c === 'ds' || c === 's') return [c, Date.UTC(2024, 0, 1 + i)];
        if (c === 'e') return [c, Date.UTC(2024, 0, 2 + i)];
        if (c === 'y' || c === 'k') return [c, i % 3 === 0 ? null : `v${i % 7}`];
        return [c, value(i)];
      }),
    ),
  );
}

/** Runs transformProps (and `check`); a throw must be a message for the chart (no TypeError, no "undefined"). */
function draw(
  { plugin, formData, columns }: BadInputCase,
  data: Record<string, unknown>[],
  check: (props: BaseRendererProps) => void,
): void {
  const parsed = plugin.formDataSchema.parse({
    datasource: '1__table',
    viz_type: plugin.vizType,
    granularity_sqla: 'ds',
    ...formData,
  });
  const result: ChartDataResult = { colnames: columns, coltypes: columns.map(() => 0), data };
  try {
    check(plugin.transformProps({ formData: parsed, queriesData: [result], width: 320, height: 240 }));
  } catch (error) {
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(TypeError);
    expect((error as Error).message).not.toMatch(/undefined|NaN|Cannot read/);
  }
}

/**
 * Feeds each case empty results, bad values, many categories, wrong-typed and missing controls:
 * each must end in a chart-level message or a drawing, never a crash. `check` (optional) also
 * asserts that what transformProps returned draws.
 */
export function describeBadInput(
  title: string,
  cases: readonly BadInputCase[],
  check: (props: BaseRendererProps) => void = () => undefined,
): void {
  describe(title, () => {
    it.each(cases.map((c) => [c.plugin.vizType, c] as const))('%s: empty results', (_t, c) => {
      draw(c, [], check);
    });

    it.each(cases.map((c) => [c.plugin.vizType, c] as const))(
      '%s: nulls, NaN, infinities and text as values',
      (_t, c) => {
        draw(
          c,
          rows(c.columns, BAD_VALUES.length * 2, (i) => BAD_VALUES[i % BAD_VALUES.length]),
          check,
        );
      },
    );

    it.each(cases.map((c) => [c.plugin.vizType, c] as const))('%s: many categories', (_t, c) => {
      draw(
        c,
        rows(c.columns, 20_000, (i) => i),
        check,
      );
    });

    it.each(cases.map((c) => [c.plugin.vizType, c] as const))(
      '%s: wrong-typed display controls are read as their defaults or named in the message',
      (_t, { plugin, formData }) => {
        const bad = {
          ...formData,
          row_limit: 'lots',
          show_legend: 'yes',
          cell_size: 'big',
          steps: null,
          significance_level: 'x',
          header_font_size: [],
        };
        const parsed = plugin.formDataSchema.safeParse({
          datasource: '1__table',
          viz_type: plugin.vizType,
          ...bad,
        });
        if (!parsed.success) expect(parsed.error.issues.every((issue) => issue.path.length > 0)).toBe(true);
      },
    );

    it.each(cases.map((c) => [c.plugin.vizType, c] as const))(
      '%s: missing required controls',
      (_t, { plugin }) => {
        const parsed = plugin.formDataSchema.safeParse({ datasource: '1__table', viz_type: plugin.vizType });
        if (!parsed.success) {
          expect(parsed.error.issues.every((issue) => issue.path.length > 0)).toBe(true);
          return;
        }
        expect(() =>
          plugin.transformProps({
            formData: parsed.data,
            queriesData: [{ colnames: [], coltypes: [], data: [{ x: 1 }] }],
            width: 300,
            height: 200,
          }),
        ).not.toThrow(TypeError);
      },
    );
  });
}
