import { describe, expect, it } from 'vitest';
import { pageOptions, pageValues } from './options';

describe('options of related and distinct calls', () => {
  const options = [
    { value: 1, text: 'Ada Lovelace' },
    { value: 2, text: 'Alan Turing' },
    { value: 3, text: 'Grace Hopper' },
  ];

  it('keeps the options whose text contains the filter in any case, and counts them all', () => {
    expect(pageOptions(options, { filter: 'ER', page: 0, page_size: 25 })).toEqual({
      count: 1,
      result: [options[2]],
    });
    expect(pageOptions(options, { filter: 'a', page: 0, page_size: 1 })).toEqual({
      count: 3,
      result: [options[0]],
    });
  });

  it('answers one page of the matching options', () => {
    expect(pageOptions(options, { filter: '', page: 1, page_size: 2 })).toEqual({
      count: 3,
      result: [options[2]],
    });
  });

  it('turns values into options whose text is the value', () => {
    expect(pageValues(['main', 'public'], { filter: '', page: 0, page_size: 1 })).toEqual({
      count: 2,
      result: [{ value: 'main', text: 'main' }],
    });
  });
});
