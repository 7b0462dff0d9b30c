import { describe, expect, it } from 'vitest';
import { buildDeckMultiQuery } from './build-query';
import { deckMultiFormDataSchema } from './form-data';
import { transformDeckMultiProps } from './transform-props';

describe('deck.gl Multiple Layers', () => {
  it('counts rows for itself and hands the layer chart ids to the renderer', () => {
    const formData = deckMultiFormDataSchema.parse({
      datasource: '1__table',
      viz_type: 'deck_multi',
      deck_slices: [3, '4'],
    });
    expect(buildDeckMultiQuery(formData).queries[0]?.metrics).toEqual([
      { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'count' },
    ]);
    const props = transformDeckMultiProps({
      formData,
      queriesData: [{ colnames: ['count'], coltypes: [0], data: [{ count: 1 }] }],
      width: 10,
      height: 10,
    });
    expect(props.sliceIds).toEqual([3, 4]);
    expect(props.autozoom).toBe(true);
  });
});
