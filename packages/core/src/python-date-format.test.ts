import { describe, expect, it } from 'vitest';
import { parsePythonDateFormat, patternFields, pythonDateFormatMessage } from './python-date-format';

describe('parsePythonDateFormat', () => {
  it('reads epoch_s and epoch_ms', () => {
    expect(parsePythonDateFormat('epoch_s')).toEqual({ ok: true, format: { kind: 'epoch_s' } });
    expect(parsePythonDateFormat('epoch_ms')).toEqual({ ok: true, format: { kind: 'epoch_ms' } });
  });

  it('splits a strftime pattern into directives and literal text', () => {
    expect(parsePythonDateFormat('%Y-%m-%dT%H:%M')).toEqual({
      ok: true,
      format: {
        kind: 'pattern',
        pattern: '%Y-%m-%dT%H:%M',
        parts: [
          { directive: 'Y' },
          { literal: '-' },
          { directive: 'm' },
          { literal: '-' },
          { directive: 'd' },
          { literal: 'T' },
          { directive: 'H' },
          { literal: ':' },
          { directive: 'M' },
        ],
      },
    });
  });

  it('refuses unknown directives, text without directives and quotes that would reach SQL', () => {
    expect(parsePythonDateFormat('%Q')).toEqual({
      ok: false,
      reason: '%Q is not a supported strftime directive',
    });
    expect(parsePythonDateFormat('YYYY')).toEqual({ ok: false, reason: 'it holds no strftime directive' });
    expect(parsePythonDateFormat("%Y'--")).toMatchObject({ ok: false });
  });

  it('knows whether a pattern names the month and day', () => {
    const parsed = parsePythonDateFormat('%Y');
    expect(parsed.ok && parsed.format.kind === 'pattern' && patternFields(parsed.format.parts)).toEqual({
      month: false,
      day: false,
    });
  });

  it('writes a message naming the column, the format and what to use', () => {
    expect(pythonDateFormatMessage('year', '%Q', '%Q is not a supported strftime directive')).toBe(
      "The python_date_format '%Q' of column 'year' can not be used: %Q is not a supported strftime directive. " +
        'Use epoch_s, epoch_ms or a strftime pattern such as %Y-%m-%d.',
    );
  });
});
