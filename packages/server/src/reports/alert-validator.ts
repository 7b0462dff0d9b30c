import { REPORT_MESSAGES, type ValidatorConfig, type ValidatorOperator } from '@meridian/core';
import { AppError } from '../errors';

/** What an alert query answered and whether the alert fires. */
export interface AlertOutcome {
  fires: boolean;
  /** The number compared (operator alerts). */
  value: number | null;
  /** The row as JSON text (not-null alerts). */
  valueRowJson: string | null;
}

const COMPARE: Record<ValidatorOperator, (a: number, b: number) => boolean> = {
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '>': (a, b) => a > b,
  '>=': (a, b) => a >= b,
  '==': (a, b) => a === b,
  '!=': (a, b) => a !== b,
};

/** Decides an alert from its query's columns (Superset's rules: at most one row of one column). */
export function evaluateAlert(options: {
  colnames: readonly string[];
  columns: readonly (readonly unknown[])[];
  validatorType: string | null;
  validatorConfig: ValidatorConfig;
}): AlertOutcome {
  const rowCount = options.columns[0]?.length ?? 0;
  if (rowCount > 1) throw new AppError('UNPROCESSABLE', REPORT_MESSAGES.moreThanOneRow(rowCount));
  if (options.colnames.length > 1)
    throw new AppError('UNPROCESSABLE', REPORT_MESSAGES.moreThanOneColumn(options.colnames.length));
  const cell = rowCount === 0 ? null : options.columns[0]?.[0];
  if (options.validatorType === 'not null') {
    const fires = !(
      cell === null ||
      cell === undefined ||
      cell === 0 ||
      (typeof cell === 'number' && Number.isNaN(cell))
    );
    return {
      fires,
      value: null,
      valueRowJson: cell === null || cell === undefined ? null : JSON.stringify(cell),
    };
  }
  const value = toNumber(cell);
  const { op, threshold } = options.validatorConfig;
  if (op === undefined || threshold === undefined)
    throw new AppError('UNPROCESSABLE', 'The alert has no operator and threshold');
  return { fires: COMPARE[op](value, threshold), value, valueRowJson: null };
}

function toNumber(cell: unknown): number {
  if (cell === null || cell === undefined || cell === 0) return 0;
  if (typeof cell === 'bigint') return Number(cell);
  const value =
    typeof cell === 'number' ? cell : typeof cell === 'string' && cell.trim() !== '' ? Number(cell) : NaN;
  if (Number.isNaN(value)) throw new AppError('UNPROCESSABLE', REPORT_MESSAGES.notANumber);
  return value;
}
