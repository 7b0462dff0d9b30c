import { assertNever } from '../security';
import type { DateExpression, IntExpression } from './expression-parser';
import { findHoliday } from './holidays';
import type { HumanDatetimeContext } from './human-datetime';
import { parseHumanDatetime } from './human-datetime';
import type { WallClock } from './wall-clock';
import { addUnits, lastDayOf, truncateTo } from './wall-clock';

const DAY_MS = 86_400_000;

/** Evaluates a date expression to a wall clock, as Superset's `datetime_eval`. */
export function evaluateDateExpression(expression: DateExpression, context: HumanDatetimeContext): WallClock {
  switch (expression.kind) {
    case 'datetime':
      return parseHumanDatetime(expression.text, context);
    case 'dateadd':
      return addUnits(
        evaluateDateExpression(expression.date, context),
        evaluateIntExpression(expression.amount, context),
        expression.unit,
      );
    case 'datetrunc':
      return truncateTo(evaluateDateExpression(expression.date, context), expression.unit);
    case 'lastday':
      return lastDayOf(evaluateDateExpression(expression.date, context), expression.unit);
    case 'holiday': {
      const date = expression.date === null ? context.now : evaluateDateExpression(expression.date, context);
      return findHoliday(expression.name, date.year(), expression.country ?? 'US');
    }
    default:
      return assertNever(expression);
  }
}

/** Evaluates DATEADD's integer: a literal, or DATEDIFF in whole days (floored) or calendar years. */
export function evaluateIntExpression(expression: IntExpression, context: HumanDatetimeContext): number {
  if (expression.kind === 'int') return expression.value;
  const from = evaluateDateExpression(expression.from, context);
  const to = evaluateDateExpression(expression.to, context);
  if (expression.unit === 'year') return to.year() - from.year();
  return Math.floor(to.diff(from) / DAY_MS);
}
