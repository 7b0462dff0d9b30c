import { describe, expect, it } from 'vitest';
import { downloadName } from './download-name';

describe('downloadName', () => {
  it('makes the chart name safe and adds the time', () => {
    expect(downloadName('Births / gender: 2024', new Date('2024-05-06T07:08:09.123Z'))).toBe(
      'Births_gender_2024-2024-05-06T07-08-09',
    );
  });

  it('falls back to "chart" for a blank name', () => {
    expect(downloadName('  ', new Date('2024-05-06T07:08:09Z'))).toBe('chart-2024-05-06T07-08-09');
  });
});
