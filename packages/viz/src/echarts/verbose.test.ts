import { describe, expect, it } from 'vitest';
import { verboseNamer } from './verbose';

describe('verboseNamer', () => {
  const name = verboseNamer({ verboseMap: { sum__sales: 'Total sales', region: 'Sales region', blank: '' } });

  it("names a label by the dataset's verbose name, else by itself", () => {
    expect(name('sum__sales')).toBe('Total sales');
    expect(name('region')).toBe('Sales region');
    expect(name('count')).toBe('count');
  });

  it('keeps the label when the verbose name is empty or only inherited', () => {
    expect(name('blank')).toBe('blank');
    expect(name('constructor')).toBe('constructor');
  });

  it("names a forecast column by its metric's verbose name and keeps the suffix", () => {
    expect(name('sum__sales__yhat')).toBe('Total sales__yhat');
    expect(name('sum__sales__yhat_upper')).toBe('Total sales__yhat_upper');
    expect(name('count__yhat')).toBe('count__yhat');
  });

  it('names every label by itself without a datasource', () => {
    expect(verboseNamer(undefined)('sum__sales')).toBe('sum__sales');
  });
});
